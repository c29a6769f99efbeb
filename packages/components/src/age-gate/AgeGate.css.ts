import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';
import { AGE_CONSENT_ATTRIBUTE } from '../rules/constants.ts';

export const panel = style({ borderTop: `6px solid ${vars.color.brand}` });

export const body = style({
  paddingBlock: vars.space.md,
  textAlign: 'center',
});

export const logo = style({ display: 'block', width: 'auto', maxWidth: '12rem', height: '3rem', objectFit: 'contain' });

export const icon = style({ color: vars.color.brand });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', marginTop: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const exitTitle = style([title, { fontSize: vars.fontSize.lg }]);

/** The gate as the server's HTML shows it; hidden from the first paint for a browser that has answered (AGE_CONSENT_ATTRIBUTE). */
export const pending = style({});
globalStyle(`html[${AGE_CONSENT_ATTRIBUTE}] ${pending}`, { display: 'none' });
