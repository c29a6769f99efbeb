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
    const base =
      block === 'generalSettingsComponentUiData' && field !== 'footerBackgroundColor' ? { footerBackgroundColor: '#123456' } : {};
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

describe('themeFromCms: focus rings and badges in the retailer colours', () => {
  it('draws the focus ring in the brand colour when it keeps 3:1 on the page, and on each bar separately', () => {
    const { values, style } = themeFromCms({
      generalSettingsComponentUiData: {
        primaryColor: '#4b2a86',
        headerBackgroundColor: '#4b2a86',
        footerBackgroundColor: '#1c1233',
        pageBackgroundColor: '#f5f3fa',
      },
    });
    expect(values.color.focus).toBe('#4b2a86');
    expect(values.shadow.focus).toBe('0 0 0 3px #4b2a86');
    expect(values.color.header.focus).toBe('#ffffff');
    expect(contrastRatio(values.color.footer.focus, '#1c1233')).toBeGreaterThanOrEqual(3);
    expect(style[cssVar(vars.color.focus)]).toBe('#4b2a86');
  });

  it('takes the badge from the accent, with readable text', () => {
    const { values } = themeFromCms({ generalSettingsComponentUiData: { accentColor: '#7ee0b8', headerBackgroundColor: '#4b2a86' } });
    expect(values.color.badge).toBe('#7ee0b8');
    expect(values.color.badgeText).toBe('#111111');
  });
});
