/**
 * A stand-in for Inter while its files load: a local sans-serif (Arial, or its metric twin Liberation
 * Sans; Helvetica; Roboto) scaled and given Inter's vertical metrics, so text set in it takes the
 * room Inter will take. The fonts are `font-display: swap`: without this, the first paint used the
 * system font and every line that wrapped differently moved when Inter arrived (a product card's
 * name: a layout shift of 0.03 on /shop on a phone). The figures are Inter's against Arial (the
 * ones Next.js's font tooling computes).
 */
import { globalFontFace } from '@vanilla-extract/css';

export const INTER_FALLBACK_FAMILY = 'Inter Fallback';

globalFontFace(INTER_FALLBACK_FAMILY, {
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Helvetica"), local("Roboto")',
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
});
