import { createContext, useContext, type ReactNode } from 'react';
import { mergePatch, parseCms, type SiteConfig, type CmsWarning } from '@storefront/components';
import { cmsFixtures, cmsFixtureIds, type CmsFixtureId } from '@storefront/fixtures/cms';

export interface StoryCms {
  fixtureId: CmsFixtureId;
  config: SiteConfig;
  warnings: CmsWarning[];
}

const StoryCmsContext = createContext<StoryCms | null>(null);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Deep-merges a story's patch into the raw fixture JSON (mergePatch: objects merge, everything else replaces). */
export function patchJson(base: unknown, patch: unknown): unknown {
  return mergePatch(base, patch);
}

export function resolveFixtureId(value: unknown): CmsFixtureId {
  return (cmsFixtureIds as readonly string[]).includes(String(value)) ? (value as CmsFixtureId) : cmsFixtureIds[0];
}

/**
 * Loads a demo retailer's CMS JSON through `parseCms`, the same parser the storefront uses. `base`:
 * the JSON a retailer previews in the CMS preview panel, in place of the fixture (the story's patch
 * still applies on top, so a story that shows one flag still shows it).
 */
export function loadStoryCms(
  fixtureId: CmsFixtureId,
  patch?: Json | Record<string, unknown>,
  base: unknown = cmsFixtures[fixtureId],
): StoryCms {
  const raw = patchJson(base, patch);
  const { config, warnings } = parseCms(raw);
  return { fixtureId, config, warnings };
}

export function StoryCmsProvider({ value, children }: { value: StoryCms; children: ReactNode }) {
  return <StoryCmsContext.Provider value={value}>{children}</StoryCmsContext.Provider>;
}

export function useStoryCms(): StoryCms {
  const value = useContext(StoryCmsContext);
  if (!value) throw new Error('useStoryCms() needs the CMS decorator of .storybook/preview.tsx');
  return value;
}
