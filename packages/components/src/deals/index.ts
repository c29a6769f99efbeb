export { DealCard, type DealCardDeal, type DealCardProps } from './DealCard.tsx';
export { dealCardDesigns, SHOP_DEALS_LABEL, SHOP_NOW_LABEL, type DealCardDesign } from './dealCardDesigns.ts';
export {
  TodaysDeals,
  NO_DEALS_TODAY_MESSAGE,
  TODAYS_DEALS_SLIDES_LG,
  TODAYS_DEALS_SLIDES_MD,
  type TodaysDealsProps,
} from './TodaysDeals.tsx';
export { DealGrid, type DealGridProps } from './DealGrid.tsx';
export { dealCardPropsFromCms, todaysDealsPropsFromCms, type DealCardCmsProps, type TodaysDealsCmsProps } from './dealsPropsFromCms.ts';
export { dealCardFlagMatrix } from './dealCardFlagMatrix.ts';
