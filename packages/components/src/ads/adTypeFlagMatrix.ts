/** Beside the ad-type table (renderableAdTypes): its snapshot matrix over CMS settings. Not part of the storefront's bundle. */
import type { CmsPatch, FlagMatrix } from '../cms/flagMatrix.ts';
import { renderableAdTypes, type RenderableAdType } from '../rules/commerce/ads.ts';

/** The workbench's slot of an ad type: a placement of its own in the CMS's ad configuration. */
export const galleryAdSlot = (adType: RenderableAdType) => `gallery-${adType}`;

type PlacementFields = {
  width?: number;
  height?: number;
  cardMinWidth?: number;
  cardMaxWidth?: number;
  maxItems?: number;
  recommend?: string;
};

const placement = (adType: RenderableAdType, fields: PlacementFields) => ({
  adType,
  zoneId: galleryAdSlot(adType),
  width: 0,
  height: 0,
  keyword: '',
  catalog: 'gallery',
  strategy: adType === 'banner' ? 'run-of-site' : 'sponsored-products',
  cardMinWidth: 0,
  cardMaxWidth: 0,
  maxItems: 0,
  recommend: '',
  suspenseOptions: { showSkeleton: true, minHeight: fields.height ?? 0 },
  ...fields,
});

/** Each type's slot as designed: a 300×250 banner (the cart sidebar's size), two product cards, a carousel of six cards. */
const designed: Record<RenderableAdType, PlacementFields> = {
  banner: { width: 300, height: 250 },
  'product-card': { cardMinWidth: 160, cardMaxWidth: 180, maxItems: 2 },
  carousel: { cardMinWidth: 160, cardMaxWidth: 180, maxItems: 6, recommend: 'trending' },
};

/**
 * The CMS patch with the workbench's slot of every ad type (each tile shows its own type's slot):
 * the variant's table is the slot's adType, which the CMS sets per placement.
 */
export const adTypeGalleryPatch: CmsPatch = {
  adConfig: { placements: Object.fromEntries(renderableAdTypes.map((type) => [galleryAdSlot(type), placement(type, designed[type])])) },
};

/**
 * The ad types' snapshot matrix (issue 14, item 3): each type (banner, product cards, carousel) in
 * its slot under the placement settings a retailer sets in the CMS (adConfig.placements: a
 * banner's width and height, the cards' widths and how many): as designed, or a compact slot (a
 * 320×100 mobile banner, one card of at most 150 px, a carousel of three). Desktop width: the
 * slots' own sizes, not the viewport, shape them.
 */
export const adTypeFlagMatrix: FlagMatrix<RenderableAdType> = {
  title: 'Sponsored ad types',
  variants: renderableAdTypes,
  select: () => adTypeGalleryPatch,
  axes: [
    {
      name: 'slot size',
      options: [
        { label: 'as designed', patch: {} },
        {
          label: 'compact',
          patch: {
            adConfig: {
              placements: {
                [galleryAdSlot('banner')]: { width: 320, height: 100, suspenseOptions: { minHeight: 100 } },
                [galleryAdSlot('product-card')]: { cardMinWidth: 140, cardMaxWidth: 150, maxItems: 1 },
                [galleryAdSlot('carousel')]: { cardMinWidth: 140, cardMaxWidth: 150, maxItems: 3 },
              },
            },
          },
        },
      ],
    },
  ],
  viewports: ['desktop'],
};
