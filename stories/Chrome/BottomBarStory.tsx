/**
 * Story harness for the bottom bar: the fixture's CMS (with the story's patch) through
 * bottomBarPropsFromCms, the route from the preview's MemoryRouter, router links, and stand-ins
 * for what the app owns (side menu, search overlay, sign-in-required modal).
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box } from '@storefront/tokens/box';
import {
  BottomBar,
  Drawer,
  LinkAdapterProvider,
  SignInRequiredModal,
  bottomBarDesigns,
  bottomBarPropsFromCms,
  bottomBarVariantFlags,
  bottomBarVariants,
  type BottomBarVariant,
} from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';

/** A CMS patch that turns on exactly one isFooter… flag (the resolver takes the first flag on). */
export function footerPatch(variant: BottomBarVariant) {
  return {
    headerFooterSettings: Object.fromEntries(bottomBarVariants.map((v) => [bottomBarVariantFlags[v], v === variant])),
  };
}

/** Story parameters for one design: the CMS patch, a route, and the design's description. */
export function designParameters(variant: BottomBarVariant, route = '/') {
  return {
    cms: { patch: footerPatch(variant) },
    route,
    docs: { description: { story: bottomBarDesigns[variant].description } },
  };
}

export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };

export interface BottomBarStoryProps {
  cartCount?: number;
  signedIn?: boolean;
  /** Hide on scroll as in the app (off by default so screenshots always show the bar). */
  hideOnScroll?: boolean;
  /** A page tall enough to scroll. */
  tallPage?: boolean;
}

export function BottomBarStory({ cartCount = 3, signedIn = false, hideOnScroll = false, tallPage = false }: BottomBarStoryProps) {
  const { config } = useStoryCms();
  const { variant, content } = bottomBarPropsFromCms(config);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <Box as="main" padding="lg" display="flex" flexDirection="column" gap="md" style={{ minHeight: tallPage ? '400dvh' : '100dvh' }}>
        <Box as="h1" fontSize="xl" margin="none">
          {config.siteSettings.siteName}
        </Box>
        <Box as="p" color="muted" margin="none">
          Bottom bar design {variant} · current path <code>{pathname}</code>
        </Box>
      </Box>
      <BottomBar
        variant={variant}
        content={content}
        pathname={pathname}
        cartCount={cartCount}
        signedIn={signedIn}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenSearch={() => setSearchOpen(true)}
        onRequireSignIn={() => setSignInOpen(true)}
        onNavigate={(href) => void navigate(href)}
        hideOnScroll={hideOnScroll}
      />
      <Drawer side="left" open={menuOpen} onClose={() => setMenuOpen(false)} title="Side menu">
        <p style={{ margin: 0 }}>The app opens its side menu (spec 2.6) here.</p>
      </Drawer>
      <Drawer side="right" open={searchOpen} onClose={() => setSearchOpen(false)} title="Search">
        <p style={{ margin: 0 }}>The app opens its search overlay (spec 2.4) here.</p>
      </Drawer>
      <SignInRequiredModal open={signInOpen} onClose={() => setSignInOpen(false)} />
    </LinkAdapterProvider>
  );
}
