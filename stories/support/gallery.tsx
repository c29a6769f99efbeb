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
  dealCardPropsFromCms,
  flagCombinations,
  flagMatrices,
  headerDesigns,
  InlineDialogs,
  galleryAdSlot,
  mergePatch,
  popupTemplates,
  sideMenuDesigns,
  storePreferenceDesigns,
  StorefrontTheme,
  type CmsPatch,
  type FlagMatrix,
  type DealCardVariant,
  type BottomBarVariant,
  type HeaderVariant,
  type MenuVariant,
  type PopupTemplate,
  type RenderableAdType,
  type StorePreferenceVariant,
} from '@storefront/components';
import { cmsFixtureIds, cmsFixtureNames, type CmsFixtureId } from '@storefront/fixtures/cms';
import { HeaderStory } from '../Chrome/HeaderStory.tsx';
import { SideMenuStory } from '../Chrome/SideMenuStory.tsx';
import { StorePreferenceStory } from '../Store/StorePreferenceStory.tsx';
import { PopupStory } from '../Marketing/PopupStory.tsx';
import { AdSlotStory } from '../Commerce/AdSlotStory.tsx';
import { StoreCardInState, storeCardStates, type StoreCardStateId } from '../Store/storeCardStates.tsx';
import { loadStoryCms, StoryCmsProvider, useStoryCms } from './cms.tsx';
import { useStoryDeals } from './deals.ts';

export interface VariantFamily<V extends string = string> {
  /** The family's table: title, variants and the CMS patch that selects one (a family in the snapshot matrix: its FlagMatrix). */
  matrix: Pick<FlagMatrix<V>, 'title' | 'variants' | 'select'> & Partial<Pick<FlagMatrix<V>, 'axes'>>;
  /** The tile's caption: the variant and what it is. */
  label: (variant: V) => string;
  /** Shows the variant the tile's CMS selects (a family outside the CMS, the pop-up templates, reads `variant`). */
  Tile: (props: { variant: V }) => ReactNode;
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

/** An overlay family's tile: its dialog shown in place (InlineDialogs), alone, over the tile's frame. */
function SideMenuTile() {
  return (
    <InlineDialogs>
      <SideMenuStory pageBehind={false} />
    </InlineDialogs>
  );
}

function StorePreferenceTile() {
  return (
    <InlineDialogs>
      <StorePreferenceStory pageBehind={false} />
    </InlineDialogs>
  );
}

function PopupTile({ variant }: { variant: PopupTemplate }) {
  return (
    <InlineDialogs>
      <PopupStory template={variant} />
    </InlineDialogs>
  );
}

/** An ad type's creative in its own slot of the tile's CMS (adTypeGalleryPatch), with the demo ad service's ads. */
function AdTypeTile({ variant }: { variant: RenderableAdType }) {
  return (
    <Box padding="md">
      <AdSlotStory slotName={galleryAdSlot(variant)} />
    </Box>
  );
}

function StoreCardTile({ variant }: { variant: StoreCardStateId }) {
  const { config } = useStoryCms();
  return (
    <Box padding="md">
      <StoreCardInState state={variant} isMedicalTypeOn={config.retailerMenuTypeSettingsCMS.isMedicalTypeOn} />
    </Box>
  );
}

/**
 * A phone-wide frame for the overlays, as tall as the desktop viewport the galleries are shot at:
 * a centred modal's height is capped by the viewport (dvh), so a shorter frame would clip it.
 */
const overlayTile = { width: 390, height: 900 };

/** The variant families with galleries; all but the pop-up templates (no CMS setting changes one) from their snapshot matrix's table (flagMatrices). */
export const variantFamilies: {
  headers: VariantFamily<HeaderVariant>;
  bottomBars: VariantFamily<BottomBarVariant>;
  dealCards: VariantFamily<DealCardVariant>;
  sideMenus: VariantFamily<MenuVariant>;
  storePreference: VariantFamily<StorePreferenceVariant>;
  popups: VariantFamily<PopupTemplate>;
  adTypes: VariantFamily<RenderableAdType>;
  storeCards: VariantFamily<StoreCardStateId>;
} = {
  headers: {
    matrix: flagMatrices.headers,
    label: (variant) => `${ordinal(variant)} · ${headerDesigns[variant].name}`,
    Tile: HeaderTile,
    tile: { width: 390 },
  },
  bottomBars: {
    matrix: flagMatrices.bottomBars,
    label: (variant) => `${ordinal(variant)} · ${bottomBarDesigns[variant].items.length} items`,
    Tile: BottomBarTile,
    tile: { width: 390, height: 96 },
  },
  dealCards: {
    matrix: flagMatrices.dealCards,
    label: (variant) => `${ordinal(variant)} · ${dealCardDesigns[variant].layout}`,
    Tile: DealCardTile,
    tile: { width: 390 },
  },
  sideMenus: {
    matrix: flagMatrices.sideMenus,
    label: (variant) => `${sideMenuDesigns[variant].name} · ${sideMenuDesigns[variant].side === 'bottom' ? 'bottom sheet' : 'drawer'}`,
    Tile: SideMenuTile,
    tile: overlayTile,
  },
  storePreference: {
    matrix: flagMatrices.storePreference,
    label: (variant) => `${variant === 'modal' ? 'Default' : ordinal(variant)} · ${storePreferenceDesigns[variant].container}`,
    Tile: StorePreferenceTile,
    tile: overlayTile,
  },
  popups: {
    // A campaign's template comes from the campaign (the demo backend's): no CMS setting changes one, no matrix.
    matrix: { title: 'Pop-up templates', variants: popupTemplates, select: () => ({}) },
    label: (variant) => ordinal(variant),
    Tile: PopupTile,
    // Desktop-wide frames: the templates lay out by the viewport's width (the bar is a row from
    // 769 px), so a phone-wide frame in a desktop page would show a layout no shopper sees.
    tile: { width: 1400, height: 700 },
  },
  adTypes: {
    matrix: flagMatrices.adTypes,
    label: (variant) => ordinal(variant.replace('-', ' ')),
    Tile: AdTypeTile,
    tile: { width: 440 },
  },
  storeCards: {
    matrix: flagMatrices.storeCards,
    label: (variant) => storeCardStates[variant].name,
    Tile: StoreCardTile,
    tile: { width: 390 },
  },
};

export type VariantFamilyId = keyof typeof variantFamilies;

function familyOf(id: VariantFamilyId): VariantFamily {
  return variantFamilies[id] as unknown as VariantFamily;
}

interface TileProps {
  family: VariantFamily;
  fixtureId: CmsFixtureId;
  base: unknown;
  variant: string;
  caption: string;
  /** A flag combination of the family's matrix, over the variant's patch. */
  combination?: { label: string; patch: CmsPatch };
}

/** One tile: its own CMS (base JSON + the variant's patch + a flag combination), theme and containing block. */
function Tile({ family, fixtureId, base, variant, caption, combination }: TileProps) {
  const cms = loadStoryCms(fixtureId, mergePatch(family.matrix.select(variant), combination?.patch) as Record<string, unknown>, base);
  const frame: CSSProperties = {
    width: '100%',
    height: family.tile.height,
    position: 'relative',
    overflow: 'hidden',
    transform: 'translateZ(0)',
  };
  return (
    <Box
      as="figure"
      margin="none"
      display="flex"
      flexDirection="column"
      gap="sm"
      data-variant={variant}
      data-fixture={fixtureId}
      data-combination={combination?.label}
      style={{ width: `min(${family.tile.width}px, 100%)` }}
    >
      <Box as="figcaption" fontSize="sm" fontWeight="semibold">
        {caption}
      </Box>
      <StoryCmsProvider value={cms}>
        <StorefrontTheme config={cms.config}>
          <Box borderRadius="lg" boxShadow="sm" background="background" style={frame}>
            <family.Tile variant={variant} />
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
    <Grid title={`${family.matrix.title}: ${config.siteSettings.siteName}`}>
      {family.matrix.variants.map((variant) => (
        <Tile key={variant} family={family} fixtureId={fixtureId} base={config} variant={variant} caption={family.label(variant)} />
      ))}
    </Grid>
  );
}

/** One variant in every demo retailer's theme. */
export function RetailerComparison({ family: id, variant }: { family: VariantFamilyId; variant?: string }) {
  const family = familyOf(id);
  const shown = variant && family.matrix.variants.includes(variant) ? variant : family.matrix.variants[0]!;
  return (
    <Grid title={`${family.matrix.title}: ${family.label(shown)} in every retailer's theme`}>
      {cmsFixtureIds.map((fixtureId) => (
        <Tile key={fixtureId} family={family} fixtureId={fixtureId} base={undefined} variant={shown} caption={cmsFixtureNames[fixtureId]} />
      ))}
    </Grid>
  );
}

/**
 * The flag matrix of one variant (issue 14, item 3): a tile per combination of the CMS settings the
 * family's matrix declares (flagCombinations: all of them, or a pairwise set), in the theme in use.
 */
export function FlagMatrixGallery({ family: id, variant }: { family: VariantFamilyId; variant?: string }) {
  const family = familyOf(id);
  const { fixtureId, config } = useStoryCms();
  const shown = variant && family.matrix.variants.includes(variant) ? variant : family.matrix.variants[0]!;
  return (
    <Grid title={`${family.matrix.title}: ${family.label(shown)}, ${config.siteSettings.siteName}`}>
      {flagCombinations(family.matrix.axes ?? []).map((combination) => (
        <Tile
          key={combination.label}
          family={family}
          fixtureId={fixtureId}
          base={config}
          variant={shown}
          caption={combination.label}
          combination={combination}
        />
      ))}
    </Grid>
  );
}
