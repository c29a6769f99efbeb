// @vitest-environment node
/** The body validators of issue 32: stored names, JSON depth, search text; as tables. */
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_TOO_LONG_MESSAGE } from '@storefront/components/api';
import {
  ApiError,
  checkJsonDepth,
  hasControlCharacter,
  JSON_TOO_DEEP_MESSAGE,
  jsonDepth,
  MAX_JSON_DEPTH,
  nameField,
  readJson,
  searchText,
} from './router.ts';

/** The message of the ApiError `run` throws, or 'ok: <value>'. */
function outcome(run: () => unknown): string {
  try {
    return `ok: ${JSON.stringify(run())}`;
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
}

const CONTROL = '400 "firstName" may not contain control characters (such as line breaks or tabs).';

describe('nameField: one line of plain text', () => {
  it.each([
    ['a plain name', 'Ada', 'ok: "Ada"'],
    ['trimmed', '  Ada Lovelace ', 'ok: "Ada Lovelace"'],
    ['accents, apostrophes, emoji', "Zoë O'Neil 🌿", `ok: "Zoë O'Neil 🌿"`],
    ['a no-break space (not a control)', 'Ada\u00a0L', 'ok: "Ada\u00a0L"'],
    ['NUL', 'Ada\u0000', '400 "firstName" contains a character that is not allowed.'],
    ['a tab', 'Ada\tL', CONTROL],
    ['a line feed', 'Ada\nL', CONTROL],
    ['a carriage return', 'Ada\rL', CONTROL],
    ['U+001F', 'Ada\u001f', CONTROL],
    ['DEL', 'Ada\u007f', CONTROL],
    ['C1: U+0080', 'Ada\u0080', CONTROL],
    ['C1: NEL U+0085', 'Ada\u0085', CONTROL],
    ['C1: U+009F', 'Ada\u009f', CONTROL],
    ['a control at the end, trimmed or not', 'Ada\n', CONTROL],
    ['blank', '   ', '400 Please enter first name.'],
    ['not a string', 42, '400 Please enter first name.'],
    ['too long', 'a'.repeat(101), '400 "firstName" is too long (at most 100 characters).'],
  ])('%s', (_what, value, expected) => {
    expect(outcome(() => nameField({ firstName: value }, 'firstName', { label: 'first name', max: 100 }))).toBe(expected);
  });

  it.each([
    [{}, 'ok: undefined'],
    [{ listName: '' }, 'ok: undefined'],
    [{ listName: 'Gifts' }, 'ok: "Gifts"'],
    [{ listName: 7 }, '400 "listName" must be a string.'],
    [{ listName: 'Gi\u001bfts' }, '400 "listName" may not contain control characters (such as line breaks or tabs).'],
  ])('optional: %j → %s', (body, expected) => {
    expect(outcome(() => nameField(body, 'listName', { required: false }))).toBe(expected);
  });

  it.each([
    ['', false],
    ['plain', false],
    ['\u0000', true],
    ['\u001f', true],
    [' ', false],
    ['~', false],
    ['\u007f', true],
    ['\u009f', true],
    ['\u00a0', false],
    ['\u2028', false],
  ])('hasControlCharacter(%j) is %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});

describe('JSON depth', () => {
  const nested = (n: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < n; i += 1) value = i % 2 ? { a: value } : [value];
    return value;
  };
  it.each([
    [1, 0],
    [null, 0],
    ['text', 0],
    [[], 1],
    [{}, 1],
    [[1, [2]], 2],
    [{ a: [1, { b: {} }] }, 4],
    [nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH],
  ])('jsonDepth(%j) is %i', (value, depth) => {
    expect(jsonDepth(value)).toBe(depth);
  });

  it('stops counting just past the limit, without recursion, at any depth', () => {
    expect(jsonDepth(nested(100_000))).toBe(MAX_JSON_DEPTH + 1);
    expect(outcome(() => checkJsonDepth(nested(10_000)))).toBe(`400 ${JSON_TOO_DEEP_MESSAGE}`);
    expect(outcome(() => checkJsonDepth(nested(MAX_JSON_DEPTH)))).toBe('ok: undefined');
  });

  it('readJson falls back on text that is not JSON or too deep', () => {
    expect(readJson('{"a":1}', null)).toEqual({ a: 1 });
    expect(readJson('{"a":', 'fallback')).toBe('fallback');
    expect(readJson(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`, 'fallback')).toBe('fallback');
  });
});

describe('searchText', () => {
  it.each([
    [undefined, 'ok: undefined'],
    [null, 'ok: undefined'],
    ['pre rolls', 'ok: "pre rolls"'],
    ['x'.repeat(100), `ok: "${'x'.repeat(100)}"`],
    ['x'.repeat(101), `400 ${SEARCH_TEXT_TOO_LONG_MESSAGE}`],
    ['gelato '.repeat(2400), `400 ${SEARCH_TEXT_TOO_LONG_MESSAGE}`],
    [42, '400 "search" must be a string.'],
    ['a\u0000b', '400 "search" contains a character that is not allowed.'],
  ])('%j → %s', (value, expected) => {
    expect(outcome(() => searchText(value, 'search'))).toBe(expected);
  });
});
