export { StorefrontTheme, type StorefrontThemeProps } from './StorefrontTheme.tsx';
