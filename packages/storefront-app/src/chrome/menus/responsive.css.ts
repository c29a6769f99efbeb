/**
 * The footer's two branches by CSS only (no JS breakpoint, no layout shift): the desktop footer
 * from the md breakpoint (769 px), the compact footer below it. The visible wrapper is
 * `display: contents`, so the <footer> inside is laid out as a child of the shell.
 */
import { style } from '@vanilla-extract/css';
import { media } from '@storefront/tokens';

export const belowMdOnly = style({
  display: 'contents',
  '@media': { [media.md]: { display: 'none' } },
});

export const mdUpOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'contents' } },
});
