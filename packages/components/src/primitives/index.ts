// UI primitives shared by every widget. Presentational; styled only with tokens `vars`.
export { Button, buttonVariantNames, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button.tsx';
export { button as buttonRecipe, type ButtonVariants } from './Button.css.ts';
export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { Badge, badgeText, badgeTones, type BadgeProps, type BadgeTone } from './Badge.tsx';
export { Skeleton, skeletonShapes, type SkeletonProps, type SkeletonShape } from './Skeleton.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx';
export { visuallyHidden as visuallyHiddenClass } from './VisuallyHidden.css.ts';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export {
  LinkAdapterProvider,
  useRenderLink,
  renderPlainLink,
  type RenderLink,
  type RenderLinkProps,
  type LinkAdapterProviderProps,
} from './link/LinkAdapter.tsx';
export { SmartLink, linkKind, type SmartLinkProps, type LinkKind } from './link/SmartLink.tsx';
export * from './dialog/index.ts';
export { WidgetBoundary, withWidgetBoundary, type WidgetBoundaryProps } from './WidgetBoundary.tsx';
export { SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml.tsx';
export { sanitizeHtml, provideSanitizerWindow } from './sanitizeHtml.ts';
export { Carousel, fitsWithoutSliding, slidesPerViewLadder, type CarouselProps, type CarouselBreakpoint } from './carousel/Carousel.tsx';
export { HorizontalScroller, type HorizontalScrollerProps } from './scroller/HorizontalScroller.tsx';
export { useScrollEdges, readScrollEdges, type ScrollEdges } from './scroller/useScrollEdges.ts';
export { useDebouncedValue } from './useDebouncedValue.ts';
export { whenIdle } from './whenIdle.ts';
export { PostForm, submittedValues, FORM_RETURN_FIELD, type FormTarget, type PostFormProps, type PostFormSubmit } from './PostForm.tsx';
export { TabList, tabId, tabPanelId, tabKeyTarget, type TabItem, type TabListProps } from './tabs/Tabs.tsx';
export * from './layout/index.ts';
export * from './field/index.ts';
