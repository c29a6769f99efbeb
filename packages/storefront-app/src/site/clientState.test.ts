import { describe, expect, it } from 'vitest';
import { readClientState, serializeClientState, type ClientState } from './clientState.ts';

const state: ClientState = { siteId: 'greenleaf', pageKind: 'product', queries: { queries: [], mutations: [] } };

describe('client state', () => {
  it('round-trips, with </script> in data kept inert', () => {
    const withScript = { ...state, siteId: '</script><script>alert(1)</script>' };
    const text = serializeClientState(withScript);
    expect(text).not.toContain('</script>');
    expect(readClientState(text)).toEqual({ ...withScript, hydrate: true });
    expect(readClientState(serializeClientState({ ...state, hydrate: false }))?.hydrate).toBe(false);
  });

  it.each([
    ['', null],
    ['{not json', null],
    ['[]', null],
    ['{"siteId":"greenleaf","pageKind":"nope","queries":{"queries":[],"mutations":[]}}', null],
    ['{"siteId":1,"pageKind":"home"}', null],
  ])('%j → %j', (text, expected) => {
    expect(readClientState(text)).toBe(expected);
  });

  it('keeps the site and page when the query cache is corrupt', () => {
    expect(readClientState('{"siteId":"greenleaf","pageKind":"home","queries":{"queries":"x"}}')).toEqual({
      siteId: 'greenleaf',
      pageKind: 'home',
      queries: { queries: [], mutations: [] },
      hydrate: true,
    });
  });
});
