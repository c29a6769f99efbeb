/**
 * The width variants of the storefront's own raster images (`name.png` → `name-320w.webp`,
 * `name-640w.webp`: RESPONSIVE_WIDTHS, named by imageVariantPath) that the responsiveImage rule
 * lists in srcset. The app's build writes them next to its images (vite.config.ts); the Storybook
 * workbench runs this file (`tsx build/imageVariants.ts <images dir> <out dir>`) before it starts,
 * so a story shows the same images as the storefront. Nothing generated is committed.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
// Relative on purpose: vite.config.ts imports this file, and Vite bundles a config's relative
// imports but loads workspace packages with Node, which cannot run their TypeScript.
// eslint-disable-next-line no-restricted-imports
import { imageVariantPath, RESPONSIVE_WIDTHS } from '../../components/src/rules/media/responsiveImage.ts';

/** The raster images under `dir`, recursively. */
export function rasterImages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(png|jpe?g)$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes each image's variants under `outDir` (same relative paths); skips those already newer than their image. */
export async function writeImageVariants(imagesDir: string, outDir: string): Promise<number> {
  const { default: sharp } = await import('sharp');
  let written = 0;
  await Promise.all(
    rasterImages(imagesDir).flatMap((file) =>
      RESPONSIVE_WIDTHS.map(async (width) => {
        const target = join(outDir, imageVariantPath(`/${relative(imagesDir, file)}`, width).slice(1));
        if (existsSync(target) && statSync(target).mtimeMs >= statSync(file).mtimeMs) return;
        mkdirSync(dirname(target), { recursive: true });
        await sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(target);
        written += 1;
      }),
    ),
  );
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [imagesDir, outDir] = process.argv.slice(2);
  if (!imagesDir || !outDir) {
    console.error('usage: tsx build/imageVariants.ts <images dir> <out dir>');
    process.exit(2);
  }
  await writeImageVariants(imagesDir, outDir);
}
