import { describe, expect, it } from 'vitest';
import {
  billingAddressToSave,
  failureMessage,
  isSuccess,
  PAGINATED_FALLBACK_TOTAL,
  readPaginated,
  readSingle,
  successMessage,
  toFormData,
} from './envelope.ts';

describe('isSuccess — "the response has a token, or statusCode is 200 or 201"', () => {
  it.each([
    [{ statusCode: 200 }, true],
    [{ statusCode: 201 }, true],
    [{ token: 'abc' }, true],
    [{ token: 'abc', statusCode: 401 }, true],
    [{ statusCode: 204 }, false],
    [{ statusCode: 400, message: 'Bad' }, false],
    [{ statusCode: '200' }, false],
    [{ token: '' }, false],
    [{ token: null, statusCode: 500 }, false],
    [{}, false],
    [null, false],
    ['ok', false],
  ])('%j → %s', (response, expected) => {
    expect(isSuccess(response)).toBe(expected);
  });
});

describe('failureMessage — "message or error.data.message"', () => {
  it.each([
    [{ statusCode: 400, message: 'Invalid coupon' }, 'Invalid coupon'],
    [{ error: { data: { message: 'Token expired' } } }, 'Token expired'],
    [{ message: '  ', error: { data: { message: 'Nested wins over blank' } } }, 'Nested wins over blank'],
    [{ message: 'Top', error: { data: { message: 'Nested' } } }, 'Top'],
    [new Error('Failed to fetch'), 'Failed to fetch'],
    [{ data: { message: 'From an ApiError body' } }, 'From an ApiError body'],
    [{ statusCode: 500 }, undefined],
    [undefined, undefined],
    ['plain text failure', 'plain text failure'],
    // An HTML error page is never shown as a message (the client shows its generic message instead).
    ['<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', undefined],
    [{ message: '<html><body>Service Unavailable</body></html>' }, undefined],
    [{ message: '<p>oops</p>', error: { data: { message: 'Try again later' } } }, 'Try again later'],
    [{ message: 'Prices < $20 are on the deals page' }, 'Prices < $20 are on the deals page'],
  ])('%j → %j', (failure, expected) => {
    expect(failureMessage(failure)).toBe(expected);
  });
});

describe('successMessage', () => {
  it.each([
    [{ statusCode: 200, message: 'Added to Your List' }, 'Added to Your List'],
    [{ statusCode: 200, message: '' }, undefined],
    [{ statusCode: 200 }, undefined],
  ])('%j → %j', (response, expected) => {
    expect(successMessage(response)).toBe(expected);
  });
});

describe('readSingle — data may be an array (the first element, or the whole list)', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  it.each([
    ['first', { data: [a, b] }, a],
    ['list', { data: [a, b] }, [a, b]],
    ['first', { data: a }, a],
    ['list', { data: a }, [a]],
    ['first', { data: [] }, undefined],
    ['list', { data: [] }, []],
    ['first', { data: null }, undefined],
    ['first', {}, undefined],
    ['first', null, undefined],
  ] as const)('mode %s of %j', (mode, response, expected) => {
    const value = mode === 'first' ? readSingle(response, 'first') : readSingle(response, 'list');
    expect(value).toEqual(expected);
  });
});

describe('readPaginated — data.data plus data.total, or a plain array whose total is its length, else 10', () => {
  it.each([
    [{ data: { data: [1, 2], total: 57 } }, { items: [1, 2], total: 57 }],
    [{ data: [1, 2, 3] }, { items: [1, 2, 3], total: 3 }],
    [{ data: { data: [1] } }, { items: [1], total: 10 }],
    [{ data: { data: [1], total: 'many' } }, { items: [1], total: 10 }],
    [{ data: { rows: [1] } }, { items: [], total: 10 }],
    [{}, { items: [], total: 10 }],
    [undefined, { items: [], total: 10 }],
  ])('%j → %j', (response, expected) => {
    expect(readPaginated(response)).toEqual(expected);
  });

  it('falls back to the spec number 10', () => {
    expect(PAGINATED_FALLBACK_TOTAL).toBe(10);
  });
});

describe('toFormData — every body field; special_attributes arrays item by item', () => {
  const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'blob']);

  it.each([
    [
      { name: 'Ann', age: 31, active: true },
      [],
      [
        ['name', 'Ann'],
        ['age', '31'],
        ['active', 'true'],
      ],
    ],
    [
      { images: ['a', 'b'], title: 'x' },
      ['images'],
      [
        ['images', 'a'],
        ['images', 'b'],
        ['title', 'x'],
      ],
    ],
    [{ tags: ['a', 'b'] }, [], [['tags', '["a","b"]']]],
    [{ meta: { k: 1 } }, [], [['meta', '{"k":1}']]],
    [{ skip: undefined, keep: null }, [], [['keep', 'null']]],
    [{ images: 'single' }, ['images'], [['images', 'single']]],
  ] as const)('%j with %j', (body, special, expected) => {
    expect(entries(toFormData(body, special))).toEqual(expected);
  });

  it('appends blobs as blobs', () => {
    const file = new Blob(['hi'], { type: 'text/plain' });
    const form = toFormData({ resume: file, docs: [file, file] }, ['docs']);
    expect(form.getAll('resume')).toHaveLength(1);
    expect(form.get('resume')).toBeInstanceOf(Blob);
    expect(form.getAll('docs')).toHaveLength(2);
  });
});

describe('billingAddressToSave — an address fetch saves the first element', () => {
  const first = { line1: '1 Main St', city: 'Detroit', state: 'MI', postalCode: '48201' };
  it.each([
    ['address', { data: [first, { line1: '2' }] }, first],
    ['address', { data: first }, first],
    ['address', { data: [] }, undefined],
    ['other', { data: [first] }, undefined],
  ] as const)('%s %j', (kind, response, expected) => {
    expect(billingAddressToSave(kind, response)).toEqual(expected);
  });
});
