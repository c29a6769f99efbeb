import { describe, expect, it } from 'vitest';
import { themeFromCms } from './themeFromCms.ts';
import { defaultTheme } from './defaultTheme.ts';
import { contrastRatio } from './contrast.ts';
import { vars } from './contract.css.ts';

const cssVar = (ref: string) => ref.replace(/^var\((--[^)]+)\)$/, '$1');

describe('themeFromCms', () => {
  it('uses the default theme when the CMS sets nothing', () => {
    const { values, warnings } = themeFromCms({});
    expect(values.color.footer.background).toBe(defaultTheme.color.footer.background);
    // Spec 2.3: ticker defaults are black background and white text.
    expect(values.color.ticker).toEqual({ background: '#000000', text: '#ffffff' });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['generalSettingsComponentUiData', 'footerBackgroundColor', '#123456', ['footer', 'background']],
    ['generalSettingsComponentUiData', 'footerFontColor', '#fafafa', ['footer', 'text']],
    ['generalSettingsComponentUiData', 'footerHoverColor', '#ffd166', ['footer', 'hover']],
    ['generalSettingsComponentUiData', 'footerActiveColor', '#ffd166', ['footer', 'active']],
    ['tickerPageCms', 'backgroundColor', '#5b2a86', ['ticker', 'background']],
    ['tickerPageCms', 'color', '#ffffff', ['ticker', 'text']],
    ['stickyFooterWidgetCmsData', 'designSevenButtonBackgroundColor', '#0b3d2e', ['designSeven', 'buttonBackground']],
    ['stickyFooterWidgetCmsData', 'designSevenDealsAllButtonBackgroundColor', '#ffe08a', ['designSeven', 'dealsAllBackground']],
    ['footerCms', 'additionalSectionBgColor', '#f4efe6', ['additionalSection', 'background']],
  ] as const)('maps %s.%s onto the contract', (block, field, value, path) => {
    const base = block === 'generalSettingsComponentUiData' && field !== 'footerBackgroundColor' ? { footerBackgroundColor: '#123456' } : {};
    const { values, style } = themeFromCms({ [block]: { ...base, [field]: value } });
    const group = values.color[path[0]] as Record<string, string>;
    expect(group[path[1]]).toBe(value);
    const ref = (vars.color[path[0]] as Record<string, string>)[path[1]]!;
    expect(style[cssVar(ref)]).toBe(value);
  });

  it('falls back and warns on a colour that is not hex', () => {
    const { values, warnings } = themeFromCms({ tickerPageCms: { backgroundColor: 'javascript:alert(1)' } });
    expect(values.color.ticker.background).toBe('#000000');
    expect(warnings[0]).toContain('tickerPageCms.backgroundColor');
  });

  it('replaces unreadable text colours with a readable one', () => {
    const { values, warnings } = themeFromCms({ tickerPageCms: { backgroundColor: '#ffffff', color: '#fefefe' } });
    expect(contrastRatio(values.color.ticker.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(warnings.some((w) => w.includes('contrast'))).toBe(true);
  });

  it('derives a readable brand contrast colour', () => {
    expect(themeFromCms({ generalSettingsComponentUiData: { primaryColor: '#ffe600' } }).values.color.brandContrast).toBe('#111111');
    expect(themeFromCms({ generalSettingsComponentUiData: { primaryColor: '#3b0a57' } }).values.color.brandContrast).toBe('#ffffff');
  });
});
