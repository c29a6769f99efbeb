export { PreviewBanner, type PreviewBannerProps } from './PreviewBanner.tsx';
export { CMS_PREVIEW_BANNER, previewBannerText, previewByLabel } from './previewText.ts';
