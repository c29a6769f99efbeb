import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { initialize, mswLoader } from 'msw-storybook-addon';
import '@storefront/tokens/fonts';
import '@storefront/tokens';
import { StorefrontTheme, APP_TOAST_DURATION_MS, LinkAdapterProvider, mergePatch } from '@storefront/components';
import { demoHandlers } from '@storefront/demo-api/msw';
import { viewports } from '@storefront/tokens';
import { cmsFixtureIds, cmsFixtureNames } from '@storefront/fixtures/cms';
import { StoryCmsProvider, loadStoryCms, resolveFixtureId } from '../stories/support/cms.tsx';
import { cmsArgsPatch } from '../stories/support/cmsControls.ts';
import { renderRouterLink } from '../stories/support/routerLinks.tsx';
import { previewCmsJson } from './cms-preview/previewStore.ts';
import { defaultModes } from './modes.ts';
import { AXE_TAGS, PAGE_LEVEL_RULES } from '../tests/tools/axe-rules.ts';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

/**
 * Theme + CMS: the toolbar's demo retailer, parsed with parseCms (plus the story's patch and the CMS
 * fields set in Controls, stories/support/cmsControls.ts); or the JSON a retailer pastes into the
 * 'CMS preview' panel (cms-preview/, every story re-renders by it).
 */
const withCms: Decorator = (Story, context) => {
  const previewed = previewCmsJson();
  const patch = mergePatch(context.parameters.cms?.patch, cmsArgsPatch(context.args)) as Record<string, unknown> | undefined;
  const cms = loadStoryCms(resolveFixtureId(context.globals.retailer), patch, previewed ?? undefined);
  return (
    <StoryCmsProvider value={cms}>
      <StorefrontTheme config={cms.config}>
        <Story />
      </StorefrontTheme>
    </StoryCmsProvider>
  );
};

const withRouter: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
    {/* Site-internal links go through react-router, so clicking one changes the story's route. */}
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <Story />
    </LinkAdapterProvider>
  </MemoryRouter>
);

const withQueryClient: Decorator = (Story) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnMount: false, staleTime: Infinity } },
  });
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
};

const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <Toaster position="top-right" duration={APP_TOAST_DURATION_MS} />
  </>
);

/**
 * Every weight of the shipped Inter loaded before a story first renders: Chromium does not re-lay-out
 * a native select's text when a web font arrives after it, so a select drawn before the font stays a
 * fraction of a pixel off (seen in the visual suite: 149–237 px of a baseline).
 */
const fontsLoader = async () => {
  await Promise.all(['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Inter`)));
  return {};
};

const preview: Preview = {
  decorators: [withToasts, withQueryClient, withRouter, withCms],
  loaders: [fontsLoader, mswLoader],
  globalTypes: {
    retailer: {
      description: 'Demo retailer CMS fixture (theme and content)',
      toolbar: {
        title: 'Retailer',
        icon: 'paintbrush',
        items: cmsFixtureIds.map((id) => ({ value: id, title: cmsFixtureNames[id] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    retailer: cmsFixtureIds[0],
    viewport: { value: undefined, isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    // Chromatic: a snapshot per viewport × default demo retailer (modes.ts), as the visual suite shoots.
    chromatic: { modes: defaultModes },
    msw: { handlers: demoHandlers },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile 390',
          styles: { width: `${viewports.mobile.width}px`, height: `${viewports.mobile.height}px` },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop 1440',
          styles: { width: `${viewports.desktop.width}px`, height: `${viewports.desktop.height}px` },
          type: 'desktop',
        },
      },
    },
    // axe runs in the panel and, gated on serious/critical impact, in the visual suite (tests/visual).
    // The a11y panel and the Storybook interaction tests fail on a finding, with the rules of the
    // visual and e2e gate (tests/tools/axe-rules.ts): WCAG 2.2 A/AA and best practices, without the
    // whole-page rules a story fragment cannot meet.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: [...AXE_TAGS] } },
      config: { rules: PAGE_LEVEL_RULES.map((id) => ({ id, enabled: false })) },
    },
    controls: { expanded: true },
  },
};

export default preview;
