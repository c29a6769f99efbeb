export { Breadcrumbs, useBreadcrumbs, breadcrumbPropsFromCms, type BreadcrumbsProps } from './Breadcrumbs.tsx';
export { jsonLdScriptText } from './jsonLd.ts';
