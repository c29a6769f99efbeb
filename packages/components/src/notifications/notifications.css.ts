/** The notifications feed, the settings switches and the followed deals: rows in a bordered panel. */
import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export { day, empty, emptyText, panel, stack } from '../primitives/listPanel.css.ts';

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dayLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '0.625rem minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'start',
  padding: vars.space.md,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** An unread notification: a tinted row and a dot in the brand colour. */
export const unread = style({ background: vars.color.brandSoft });

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  marginTop: '0.4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});

export const noDot = style({ width: '0.625rem' });

export const text = style({ minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The row's one link or button covers the row (a single tab stop). */
export const cover = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'left',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' } },
});

export const body = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const time = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });

// ── Settings switches and followed deals ──
export const settingRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const settingText = style({ minWidth: 0 });

export const settingLabel = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const settingDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** A switch: a native checkbox drawn as a track with a knob (role="switch"), its focus ring themed. */
export const toggle = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: '3rem',
  height: '1.75rem',
  margin: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  transition: 'background 120ms ease',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '1.375rem',
      height: '1.375rem',
      borderRadius: '50%',
      background: vars.color.surface,
      boxShadow: '0 1px 2px rgba(0, 0, 0, 0.35)',
      transition: 'transform 120ms ease',
    },
    '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:checked::before': { transform: 'translateX(1.25rem)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&::before': { transition: 'none' } } } },
});

export const state = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
