/**
 * Mobile vs. desktop header by CSS only (no JS breakpoint: no layout shift, server-renderable).
 * Both branches are in the DOM; the other one is display:none. The visible wrapper is
 * `display: contents`, so the header inside is laid out as a child of the shell and a sticky
 * header sticks to the page, not to its wrapper.
 */
import { style } from '@vanilla-extract/css';
import { media } from '@storefront/tokens';

export const mobileOnly = style({
  display: 'contents',
  '@media': { [media.md]: { display: 'none' } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'contents' } },
});
