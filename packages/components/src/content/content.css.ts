import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** CMS prose: headings, paragraphs, lists and links at a reading width, in the theme's type. */
export const prose = style({ maxWidth: '46rem', color: vars.color.text, lineHeight: vars.lineHeight.relaxed, fontSize: vars.fontSize.md });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} h2`, {
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} h3`, {
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} a`, {
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
globalStyle(`${prose} a:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm });

export const intro = style({
  margin: 0,
  maxWidth: '46rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${intro} a`, { color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const card = style({
  position: 'relative',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const cardBody = style({ padding: vars.space.md, flex: 1 });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The card's one link covers the whole card (its ::after), so the card is one tab stop. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' } },
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  maxWidth: '46rem',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** Text beside a picture from 900px, under it on a phone. */
export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const highlights = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const highlightTitle = style({
  display: 'block',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const panel = style({ minWidth: 0 });

/** A career opening's panel fills its tile, so a row's panels line up. */
export const panelFill = style({ height: '100%' });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

// ── FAQ ──
export const faqList = style({ borderTop: `1px solid ${vars.color.border}`, maxWidth: '46rem' });

export const faqItem = style({ borderBottom: `1px solid ${vars.color.border}` });

export const faqQuestion = style({ margin: 0, fontSize: vars.fontSize.md });

export const faqButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.md} ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px', borderRadius: vars.radius.sm } },
});

export const faqIcon = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const faqAnswer = style({ padding: `0 ${vars.space.xs} ${vars.space.md}` });

// ── Contact and events ──
export const definition = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
globalStyle(`${value} a`, { color: vars.color.brand });

export const when = style({ margin: 0, color: vars.color.brand, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

/** A contact detail's term and value, grouped for React but no box of their own: the dt and dd are the grid's cells. */
export const detailPair = style({ display: 'contents' });
