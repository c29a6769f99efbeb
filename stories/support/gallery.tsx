/**
 * Variant galleries (issue 14, item 2), generated from each family's variant table: every variant
 * side by side in the theme in use (the toolbar's retailer, or the CMS preview panel's JSON), and
 * one variant in every demo retailer's theme. A family is its table (the variants and the CMS flag
 * that selects each) and the tile that shows one variant; adding a variant to the table adds it to
 * both galleries, and `tests/unit/stories/variantStories.test.ts` fails until it has its own story.
 *
 * Each tile is its own CMS scope: the family's flag patched into the JSON and parsed by parseCms,
 * themed by StorefrontTheme, and a containing block (`transform`) so fixed parts such as the bottom
 * bar stay inside it.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Box } from '@storefront/tokens/box';
import {
  BottomBar,
  bottomBarDesigns,
  bottomBarPropsFromCms,
  DealCard,
  dealCardDesigns,
  dealCardVariantFlags,
  dealCardVariants,
  dealCardPropsFromCms,
  footerVariantFlags,
  footerVariants,
  headerLayouts,
  headerVariantFlags,
  headerVariants,
  StorefrontTheme,
  type DealCardVariant,
  type FooterVariant,
  type HeaderVariant,
} from '@storefront/components';
import { cmsFixtureIds, cmsFixtureNames, type CmsFixtureId } from '../../fixtures/cms/index.ts';
import { HeaderStory } from '../Chrome/HeaderStory.tsx';
import { loadStoryCms, StoryCmsProvider, useStoryCms } from './cms.tsx';
import { useStoryDeals } from './deals.ts';

/** A CMS patch that turns on exactly one of a family's flags (the resolvers take the first flag on). */
export function flagPatch<V extends string>(block: string, variants: readonly V[], flags: Readonly<Record<V, string>>, variant: V) {
  return { [block]: Object.fromEntries(variants.map((v) => [flags[v], v === variant])) };
}

export interface VariantFamily<V extends string = string> {
  title: string;
  variants: readonly V[];
  /** The tile's caption: the variant and what it is. */
  label: (variant: V) => string;
  /** The CMS patch that selects the variant. */
  patch: (variant: V) => Record<string, unknown>;
  /** Shows the variant the tile's CMS selects. */
  Tile: () => ReactNode;
  /** The tile's width, and its height when the variant has fixed parts (the bottom bar). */
  tile: { width: number; height?: number };
}

const ordinal = (variant: string) => `${variant[0]?.toUpperCase()}${variant.slice(1)}`;

function HeaderTile() {
  return <HeaderStory body={null} signedIn wishlistProductsCount={2} unseenCount={1} />;
}

function BottomBarTile() {
  const { config } = useStoryCms();
  return <BottomBar {...bottomBarPropsFromCms(config)} pathname="/" cartCount={3} signedIn />;
}

function DealCardTile() {
  const { config, deals } = useStoryDeals();
  return deals[0] ? (
    <Box padding="md">
      <DealCard {...dealCardPropsFromCms(config)} deal={deals[0]} imageLoading="eager" />
    </Box>
  ) : null;
}

/** The families whose variants show in place on a page (the overlays' families are still their own stories). */
export const variantFamilies: { headers: VariantFamily<HeaderVariant>; bottomBars: VariantFamily<FooterVariant>; dealCards: VariantFamily<DealCardVariant> } = {
  headers: {
    title: 'Header variants',
    variants: headerVariants,
    label: (variant) => `${ordinal(variant)} · ${headerLayouts[variant].name}`,
    patch: (variant) => flagPatch('headerFooterSettings', headerVariants, headerVariantFlags, variant),
    Tile: HeaderTile,
    tile: { width: 390, height: 190 },
  },
  bottomBars: {
    title: 'Bottom bar designs',
    variants: footerVariants,
    label: (variant) => `${ordinal(variant)} · ${bottomBarDesigns[variant].items.length} items`,
    patch: (variant) => flagPatch('headerFooterSettings', footerVariants, footerVariantFlags, variant),
    Tile: BottomBarTile,
    tile: { width: 390, height: 96 },
  },
  dealCards: {
    title: 'Deal card designs',
    variants: dealCardVariants,
    label: (variant) => `${ordinal(variant)} · ${dealCardDesigns[variant].layout}`,
    patch: (variant) => flagPatch('DealsCardSettingsCMS', dealCardVariants, dealCardVariantFlags, variant),
    Tile: DealCardTile,
    tile: { width: 390 },
  },
};

export type VariantFamilyId = keyof typeof variantFamilies;

function familyOf(id: VariantFamilyId): VariantFamily {
  return variantFamilies[id] as unknown as VariantFamily;
}

/** One tile: its own CMS (base JSON + the variant's patch), theme and containing block. */
function Tile({ family, fixtureId, base, variant, caption }: { family: VariantFamily; fixtureId: CmsFixtureId; base: unknown; variant: string; caption: string }) {
  const cms = loadStoryCms(fixtureId, family.patch(variant), base);
  const frame: CSSProperties = { width: '100%', height: family.tile.height, position: 'relative', overflow: 'hidden', transform: 'translateZ(0)' };
  return (
    <Box as="figure" margin="none" display="flex" flexDirection="column" gap="sm" data-variant={variant} data-fixture={fixtureId} style={{ width: `min(${family.tile.width}px, 100%)` }}>
      <Box as="figcaption" fontSize="sm" fontWeight="semibold">
        {caption}
      </Box>
      <StoryCmsProvider value={cms}>
        <StorefrontTheme config={cms.config}>
          <Box borderRadius="lg" boxShadow="sm" background="background" style={frame}>
            <family.Tile />
          </Box>
        </StorefrontTheme>
      </StoryCmsProvider>
    </Box>
  );
}

function Grid({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="main" padding="lg" display="flex" flexDirection="column" gap="lg">
      <Box as="h1" fontSize="lg" margin="none">
        {title}
      </Box>
      <Box style={{ display: 'flex', flexWrap: 'wrap', gap: '24px 20px', alignItems: 'flex-start' }}>{children}</Box>
    </Box>
  );
}

/** Every variant of a family side by side, in the theme in use. */
export function VariantGallery({ family: id }: { family: VariantFamilyId }) {
  const family = familyOf(id);
  const { fixtureId, config } = useStoryCms();
  return (
    <Grid title={`${family.title}: ${config.siteSettings.siteName}`}>
      {family.variants.map((variant) => (
        <Tile key={variant} family={family} fixtureId={fixtureId} base={config} variant={variant} caption={family.label(variant)} />
      ))}
    </Grid>
  );
}

/** One variant in every demo retailer's theme. */
export function RetailerComparison({ family: id, variant }: { family: VariantFamilyId; variant?: string }) {
  const family = familyOf(id);
  const shown = variant && family.variants.includes(variant) ? variant : family.variants[0]!;
  return (
    <Grid title={`${family.title}: ${family.label(shown)} in every retailer's theme`}>
      {cmsFixtureIds.map((fixtureId) => (
        <Tile key={fixtureId} family={family} fixtureId={fixtureId} base={undefined} variant={shown} caption={cmsFixtureNames[fixtureId]} />
      ))}
    </Grid>
  );
}
