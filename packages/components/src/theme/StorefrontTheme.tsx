import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { themeFromCms, type CmsThemeInput } from '@storefront/tokens';
import { themeRoot } from './StorefrontTheme.css.ts';

export interface StorefrontThemeProps {
  /** The parsed CMS config (or any object with its colour blocks). */
  config: CmsThemeInput | null | undefined;
  children?: ReactNode;
}

/**
 * Applies a retailer's CMS colours to the theme contract at run time. The variables are set inline
 * on the wrapper (so server-rendered HTML is themed) and on <html> (so portals — drawers, modals,
 * toasts — rendered outside the wrapper get them too).
 */
export function StorefrontTheme({ config, children }: StorefrontThemeProps) {
  const theme = useMemo(() => themeFromCms(config), [config]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(theme.style);
    for (const [name, value] of entries) root.style.setProperty(name, value);
    return () => {
      for (const [name] of entries) root.style.removeProperty(name);
    };
  }, [theme]);

  return (
    <div className={themeRoot} style={theme.style}>
      {children}
    </div>
  );
}
