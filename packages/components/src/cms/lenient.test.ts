import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { tickerItemSchema } from './blocks/chrome.ts';
import { list } from './fields.ts';
import { MAX_DEPTH, parseLenient } from './lenient.ts';

/** A list schema without a limit (z.array, not list()): the repair engine alone, no cap in front. */
const uncapped = z.object({ items: z._default(z.array(tickerItemSchema), () => []) });
type Uncapped = z.output<typeof uncapped>;
const empty = (): Uncapped => ({ items: [] });

/** `levels` objects nested in one another under `key`, the innermost being { leaf: true }. */
function nested(levels: number, key = 'next'): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < levels; i += 1) value = { [key]: value };
  return value;
}

describe('parseLenient: repairs cost linear time', () => {
  it('drops 16,000 invalid items of an uncapped list in well under 2 s (was over a minute)', () => {
    const input = { items: Array.from({ length: 16_000 }, () => ({})) };
    const start = performance.now();
    const { data, warnings } = parseLenient(uncapped, input, empty);
    const elapsed = performance.now() - start;
    expect(data.items).toEqual([]);
    expect(warnings).toHaveLength(16_000);
    expect(warnings[15_999]).toMatchObject({ path: 'items.15999', message: expect.stringContaining('invalid item dropped') });
    expect(elapsed).toBeLessThan(2_000);
  });

  it('keeps the valid items of a long list in order when dropping every other one', () => {
    const input = { items: Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? { title: `t${i}` } : { title: i })) };
    const { data, warnings } = parseLenient(uncapped, input, empty);
    expect(data.items).toHaveLength(5_000);
    expect(data.items.slice(0, 3)).toEqual([
      { title: 't0', link: '' },
      { title: 't2', link: '' },
      { title: 't4', link: '' },
    ]);
    expect(data.items.at(-1)).toEqual({ title: 't9998', link: '' });
    expect(warnings.map((w) => w.path).slice(0, 2)).toEqual(['items.1', 'items.3']);
  });

  it('still warns once per dropped item and not about the fields inside it', () => {
    const { warnings } = parseLenient(
      uncapped,
      {
        items: [
          { title: 1, link: 2 },
          { title: 'ok', link: 3 },
        ],
      },
      empty,
    );
    expect(warnings.map((w) => w.path)).toEqual(['items.0', 'items.1.link']);
  });
});

describe('parseLenient: list limits', () => {
  const capped = z.object({ items: list(tickerItemSchema, 3), other: list(z.string(), 2) });
  const none = () => ({ items: [], other: [] });

  it.each([
    ['under the limit', 2, 2, []],
    ['at the limit', 3, 3, []],
    ['over the limit', 4, 3, [{ path: 'items', message: '4 items, more than the limit of 3; only the first 3 are read' }]],
    ['far over the limit', 100_000, 3, [{ path: 'items', message: '100000 items, more than the limit of 3; only the first 3 are read' }]],
  ])('%s: %i items → %i kept', (_label, length, kept, warnings) => {
    const input = { items: Array.from({ length }, (_, i) => ({ title: `t${i}` })) };
    const result = parseLenient(capped, input, none);
    expect(result.data.items).toHaveLength(kept);
    expect(result.data.items[0]).toEqual({ title: 't0', link: '' });
    expect(result.warnings).toEqual(warnings);
  });

  it('cuts before validating: bad items past the limit cost nothing and earn no warning', () => {
    const input = { items: [{ title: 'a' }, {}, { title: 'c' }, {}, {}, {}], other: ['x', 'y', 'z'] };
    const { data, warnings } = parseLenient(capped, input, none, 'cms');
    expect(data).toEqual({
      items: [
        { title: 'a', link: '' },
        { title: 'c', link: '' },
      ],
      other: ['x', 'y'],
    });
    expect(warnings.map((w) => w.path)).toEqual(['cms.items', 'cms.other', 'cms.items.1']);
  });
});

describe(`parseLenient: nesting deeper than ${MAX_DEPTH} levels`, () => {
  const schema = z.object({ name: z._default(z.string(), 'default'), extra: z.optional(z.unknown()) });
  const fallback = () => ({ name: 'fallback' });

  it.each([
    // The payload is depth 0, `extra` depth 1; nested(n) under it reaches depth n.
    ['exactly the limit is kept', MAX_DEPTH, 0],
    ['one level more is dropped', MAX_DEPTH + 1, 1],
    ['8,000 levels', 8_000, 1],
    ['200,000 levels', 200_000, 1],
  ])('%s (%i levels)', (_label, levels, dropped) => {
    const { data, warnings } = parseLenient(schema, { name: 'kept', extra: nested(levels) }, fallback);
    expect(data.name).toBe('kept');
    expect(warnings).toHaveLength(dropped);
    if (dropped > 0) {
      expect(warnings[0]?.message).toBe(`nested deeper than ${MAX_DEPTH} levels; dropped`);
      // The path names the dropped branch: 'extra' then 63 'next' keys, then the dropped value's key.
      expect(warnings[0]?.path.split('.')).toHaveLength(MAX_DEPTH + 1);
      expect(warnings[0]?.path.startsWith('extra.next.next.')).toBe(true);
    }
  });

  it('cuts deep lists too, and keeps the shallow part of the branch', () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    const { data, warnings } = parseLenient(schema, { name: 'kept', extra: { shallow: 1, deep } }, fallback);
    expect(data.name).toBe('kept');
    expect((data.extra as { shallow: number }).shallow).toBe(1);
    // 'extra' (depth 1), 'deep' (2), then 63 indexes: the dropped list sits at depth 65.
    expect(warnings).toEqual([{ path: `extra.deep${'.0'.repeat(MAX_DEPTH - 1)}`, message: expect.stringContaining('nested deeper') }]);
  });
});
