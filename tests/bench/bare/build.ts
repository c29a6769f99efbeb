/**
 * Builds one of the bare React pages beside which the benchmarks measure the storefront (index.html:
 * one heading, for Lighthouse; button.html: one button, for INP) with Vite, its URLs under `base`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const bareDir = fileURLToPath(new URL('./', import.meta.url));

export async function buildBare(options: { page: 'index.html' | 'button.html'; outDir: string; base: string }): Promise<void> {
  await build({
    configFile: false,
    root: bareDir,
    base: options.base,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: { input: join(bareDir, options.page) },
    },
  });
}
