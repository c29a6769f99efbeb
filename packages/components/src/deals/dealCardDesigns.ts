/**
 * The five deal card designs (spec 2.9, isDealsCardOne … isDealsCardFive; the first flag on wins,
 * design five is the default: resolveDealCardVariant) as DATA: one DealCard reads its design here.
 * A design says how the card is laid out, its colours, how the offer shows and which of the spec's
 * two button labels it carries.
 */
import type { DealCardVariant } from '../rules/navigation/variants.ts';

export const SHOP_NOW_LABEL = 'Shop now';
export const SHOP_DEALS_LABEL = 'Shop Deals';

export interface DealCardDesign {
  /** stacked: image above the text; row: image beside it; banner: text on the image behind a scrim. */
  layout: 'stacked' | 'row' | 'banner';
  /** The card's colours: the page surface, the brand's soft tint or the brand itself. */
  tone: 'surface' | 'soft' | 'brand';
  /** The offer ('20% OFF') as a small badge on the image or as a headline above the name. */
  offer: 'badge' | 'headline';
  button: typeof SHOP_NOW_LABEL | typeof SHOP_DEALS_LABEL;
  /** Button look on this card: solid brand, or the outlined one (on brand-coloured cards). */
  buttonVariant: 'primary' | 'secondary';
}

export const dealCardDesigns: Readonly<Record<DealCardVariant, DealCardDesign>> = {
  one: { layout: 'stacked', tone: 'surface', offer: 'badge', button: SHOP_NOW_LABEL, buttonVariant: 'primary' },
  two: { layout: 'row', tone: 'surface', offer: 'headline', button: SHOP_DEALS_LABEL, buttonVariant: 'primary' },
  three: { layout: 'banner', tone: 'surface', offer: 'badge', button: SHOP_NOW_LABEL, buttonVariant: 'primary' },
  four: { layout: 'stacked', tone: 'soft', offer: 'headline', button: SHOP_DEALS_LABEL, buttonVariant: 'primary' },
  five: { layout: 'row', tone: 'brand', offer: 'badge', button: SHOP_NOW_LABEL, buttonVariant: 'secondary' },
};
