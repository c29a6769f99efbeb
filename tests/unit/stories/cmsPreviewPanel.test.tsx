/**
 * The CMS preview panel's advice, names and links (issue 34): the list a retailer reads above the
 * editor, whose settings the toolbar says are being edited, and the share links with their host.
 * The panel as a whole runs in the built Storybook (tests/visual/cmsPreviewPanel.visual.ts).
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { adviseOnCms, type CmsAdvice } from '@storefront/components/cms';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { AdviceList } from '../../../.storybook/cms-preview/AdviceList.tsx';
import {
  adviceGroups,
  adviceSummary,
  editedSettingsName,
  storefrontPreviewLink,
  workbenchShareLink,
} from '../../../.storybook/cms-preview/panelText.ts';

const mistakes = {
  ...cmsFixtures.greenleaf,
  headerFooterSettings: { ...cmsFixtures.greenleaf.headerFooterSettings, isHeaderOne: true, isHeaderFour: true, isHeaderFuor: true },
  stickyFooterWidgetCmsData: { ...cmsFixtures.greenleaf.stickyFooterWidgetCmsData, dealsLink: 'javascript:alert(1)' },
};

describe('the advice list', () => {
  it('shows a heading, the count as a status, and one list per severity naming each field', () => {
    render(<AdviceList advice={adviseOnCms(mistakes)} />);
    expect(screen.getByRole('heading', { name: 'Advice on these settings' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 problem to fix and 2 warnings to check.');
    const problems = screen.getByRole('list', { name: /^Problems/ });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(1);
    expect(within(problems).getByText('stickyFooterWidgetCmsData.dealsLink', { exact: true })).toBeInTheDocument();
    expect(problems).toHaveTextContent("This link would run code in the shopper's browser");
    const warnings = screen.getByRole('list', { name: /^Warnings/ });
    expect(within(warnings).getByText('headerFooterSettings.isHeaderFour', { exact: true })).toBeInTheDocument();
    expect(warnings).toHaveTextContent("The storefront shows 'isHeaderOne' (the first in the list) and ignores 'isHeaderFour'");
    expect(warnings).toHaveTextContent("'isHeaderFuor' is not a setting we know. Did you mean 'isHeaderFour'?");
  });

  it('says all is well, with no lists, for a demo retailer', () => {
    render(<AdviceList advice={adviseOnCms(cmsFixtures['mile-high'])} />);
    expect(screen.getByRole('status')).toHaveTextContent('No problems found');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names the whole document when the advice is about it', () => {
    render(<AdviceList advice={adviseOnCms([1, 2])} />);
    expect(screen.getByText('The whole document')).toBeInTheDocument();
  });
});

describe('panel words', () => {
  const advice = (severity: CmsAdvice['severity']): CmsAdvice => ({ path: 'a', severity, message: 'm' });
  it.each([
    [[], 'No problems found: the storefront uses these settings as written.'],
    [[advice('problem')], '1 problem to fix.'],
    [[advice('warning'), advice('warning')], '2 warnings to check.'],
    [[advice('warning'), advice('problem'), advice('problem')], '2 problems to fix and 1 warning to check.'],
  ])('adviceSummary(%j) is %s', (items, words) => {
    expect(adviceSummary(items)).toBe(words);
  });

  it('groups problems before warnings and leaves out an empty group', () => {
    expect(adviceGroups([advice('warning'), advice('problem')]).map((group) => group.severity)).toEqual(['problem', 'warning']);
    expect(adviceGroups([advice('warning')]).map((group) => group.severity)).toEqual(['warning']);
  });

  it.each([
    ["the payload's own site name", { siteSettings: { siteName: '  Leafy Lane  ' } }, 'Leafy Lane'],
    ['a demo fixture', cmsFixtures['copper-state'], 'Copper State Cannabis'],
    ['no site name', { headerFooterSettings: {} }, 'your pasted settings'],
    ['an empty site name', { siteSettings: { siteName: ' ' } }, 'your pasted settings'],
    ['a site name that is not text', { siteSettings: { siteName: 7 } }, 'your pasted settings'],
    ['not an object', [], 'your pasted settings'],
  ])('the toolbar names %s', (_case, json, name) => {
    expect(editedSettingsName(json)).toBe(name);
  });
});

describe('share links', () => {
  it('the workbench link is a full URL with the host, keeping the story path', () => {
    const link = workbenchShareLink(
      { origin: 'https://workbench.example', pathname: '/', search: '?path=/story/a--b&cms=old' },
      'cms',
      'eJyrVg',
    );
    expect(link).toBe('https://workbench.example/?path=%2Fstory%2Fa--b&cms=eJyrVg');
    expect(new URL(link).searchParams.get('path')).toBe('/story/a--b');
  });

  it.each([
    [
      "the payload's storefront host",
      { siteSettings: { host: 'https://leaf.example/some/path' } },
      'https://leaf.example/?site=greenleaf&preview=abc',
    ],
    ['the demo host', cmsFixtures.greenleaf, 'http://localhost:4000/?site=greenleaf&preview=abc'],
    ['no host: the path alone', {}, '/?site=greenleaf&preview=abc'],
    ['a host that is not a web address: the path alone', { siteSettings: { host: 'javascript:alert(1)' } }, '/?site=greenleaf&preview=abc'],
  ])('the storefront preview link uses %s', (_case, json, link) => {
    expect(storefrontPreviewLink(json, 'greenleaf', 'preview', 'abc')).toBe(link);
  });
});
