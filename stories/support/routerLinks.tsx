/**
 * Story helper: SmartLink's site-internal links rendered with react-router's <Link> inside the
 * preview's MemoryRouter, so clicking a link in a story changes the story's route instead of
 * navigating the iframe. (Candidate for .storybook/preview.tsx's router decorator.)
 */
import type { Decorator } from '@storybook/react-vite';
import { Link } from 'react-router';
import { LinkAdapterProvider, type RenderLink } from '@storefront/components';

export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

export const withRouterLinks: Decorator = (Story) => (
  <LinkAdapterProvider renderLink={renderRouterLink}>
    <Story />
  </LinkAdapterProvider>
);
