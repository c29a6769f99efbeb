import { vars } from '@storefront/tokens';
import { s } from '../../ui/styleProps.ts';

export const section = s({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionTitle = s({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
/** Where a home section below the fold appears once its module is in (a client navigation that outruns its loader): nothing shifts up. */
export const sectionReserve = s({ minHeight: '20rem' });
export const text = s({ margin: 0, color: vars.color.text });
export const muted = s({ margin: 0, color: vars.color.textMuted });

export const linkList = s({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});
export const linkItem = s({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
});
export const thumb = s({ width: '48px', height: '48px', objectFit: 'cover', borderRadius: vars.radius.sm, flexShrink: 0 });

export const grid = s({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});
export const cardImage = s({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const dealHero = s({ maxWidth: '40rem', marginBlockEnd: vars.space.lg });
export const brandLogo = s({ width: '120px', height: '120px', objectFit: 'contain', borderRadius: vars.radius.md });

export const detail = s({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))' });

export const form = s({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const field = s({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 16rem' });
/**
 * A form of fields one under another (sign-in): the fields keep their own height (a `field`'s
 * 16rem basis is a width in a row but a height in a column: it left about 200 px between fields).
 */
/** A form or text at a reading width (46rem) on a wide screen. */
export const readingWidth = s({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '46rem', minWidth: 0 });
export const formStack = s({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '28rem' });
export const input = s({
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const table = s({ width: '100%', borderCollapse: 'collapse' });
export const cell = s({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
export const plainList = s({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const lineBody = s({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** The cart page: lines, then the summary beside them when there is room (under them on a phone). */
export const cartLayout = s({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl, alignItems: 'flex-start' });
export const cartLines = s({ flex: '999 1 28rem', minWidth: 0 });
export const cartSummary = s({ flex: '1 1 20rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
