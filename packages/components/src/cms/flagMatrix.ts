/**
 * The snapshot matrix over CMS flags (issue 14, item 3). Each variant family declares, beside its
 * variant table, the CMS settings that change how its variants render (its axes, each a few named
 * CMS patches) and the viewports where it is seen. The workbench's 'Galleries/Flag matrix' stories
 * show, per variant, one tile per combination of those settings, and the visual suite takes one
 * screenshot per variant × demo retailer × viewport of it (tests/visual/stories.ts), so a variant
 * added to a table is in the matrix at once.
 *
 * Combinations: every one while the product of the axes is at most FULL_PRODUCT_LIMIT, else a
 * pairwise set (every pair of options of two axes appears in at least one combination).
 *
 * Pure data and functions: no React, no CSS, so the Node side of the visual suite imports it.
 */

/** A CMS patch: JSON merged over a retailer's CMS (objects merge key by key; anything else replaces). */
export type CmsPatch = Readonly<Record<string, unknown>>;

/** One CMS setting that changes a family's rendering, with the values worth seeing. */
export interface FlagAxis {
  /** What the setting is, as a designer reads it ('provider', 'deal image'). */
  name: string;
  options: readonly { label: string; patch: CmsPatch }[];
}

export type MatrixViewport = 'mobile' | 'desktop';

export interface FlagMatrix<V extends string = string> {
  /** The family's name in the workbench ('Header variants'). */
  title: string;
  variants: readonly V[];
  /** The CMS patch that selects a variant (its flag on, the family's other flags off). */
  select(variant: V): CmsPatch;
  axes: readonly FlagAxis[];
  /** Where the family is seen: a phone-only widget is not shot at desktop width. */
  viewports: readonly MatrixViewport[];
}

/** One combination: an option of every axis, its caption and the merged patch. */
export interface FlagCombination {
  /** axis name → option label */
  options: Readonly<Record<string, string>>;
  label: string;
  patch: CmsPatch;
}

/** Up to this many combinations the matrix takes them all; beyond it, a pairwise set. */
export const FULL_PRODUCT_LIMIT = 8;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `patch` merged over `base`: objects key by key, anything else (arrays too) replaces; undefined keeps base. */
export function mergePatch(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = mergePatch(base[key], value);
  return out;
}

/** A patch that turns on exactly one of a family's flags in a CMS block (the resolvers take the first flag on). */
export function selectFlag<V extends string>(
  block: string,
  variants: readonly V[],
  flags: Readonly<Partial<Record<V, string>>>,
  variant: V,
): CmsPatch {
  const settings: Record<string, boolean> = {};
  for (const v of variants) {
    const flag = flags[v];
    if (flag !== undefined) settings[flag] = v === variant;
  }
  return { [block]: settings };
}

/** The patch that sets one CMS field (`block.field`). */
export function fieldPatch(field: `${string}.${string}`, value: unknown): CmsPatch {
  const [block, key] = field.split('.') as [string, string];
  return { [block]: { [key]: value } };
}

/** An axis over one CMS field (`block.field`), one option per value. */
export function fieldAxis(name: string, field: `${string}.${string}`, values: readonly { label: string; value: unknown }[]): FlagAxis {
  return { name, options: values.map(({ label, value }) => ({ label, patch: fieldPatch(field, value) })) };
}

/** Every combination (first axis slowest), as option indexes. */
function fullProduct(sizes: readonly number[]): number[][] {
  let rows: number[][] = [[]];
  for (const size of sizes) rows = rows.flatMap((row) => Array.from({ length: size }, (_, i) => [...row, i]));
  return rows;
}

/**
 * A pairwise set, greedily: the pairs of the two largest axes in order, each combination then
 * filling every other axis with the option that covers the most pairs still missing (ties: the
 * lowest index); then a combination for each pair still missing. Deterministic, so the snapshot
 * names stay stable.
 */
function pairwise(sizes: readonly number[]): number[][] {
  const order = sizes.map((size, axis) => ({ size, axis })).sort((a, b) => b.size - a.size || a.axis - b.axis);
  const key = (a: number, i: number, b: number, j: number) => (a < b ? `${a}:${i}|${b}:${j}` : `${b}:${j}|${a}:${i}`);
  const missing = new Set<string>();
  for (let a = 0; a < sizes.length; a++)
    for (let b = a + 1; b < sizes.length; b++)
      for (let i = 0; i < sizes[a]!; i++) for (let j = 0; j < sizes[b]!; j++) missing.add(key(a, i, b, j));
  const rows: number[][] = [];
  /** Fills the row's open axes (-1) greedily, then takes its pairs off the missing list. */
  const complete = (row: number[]) => {
    for (const { axis, size } of order) {
      if (row[axis]! >= 0) continue;
      let best = 0;
      let bestGain = -1;
      for (let option = 0; option < size; option++) {
        let gain = 0;
        for (let other = 0; other < sizes.length; other++)
          if (row[other]! >= 0 && missing.has(key(axis, option, other, row[other]!))) gain++;
        if (gain > bestGain) [best, bestGain] = [option, gain];
      }
      row[axis] = best;
    }
    for (let a = 0; a < sizes.length; a++) for (let b = a + 1; b < sizes.length; b++) missing.delete(key(a, row[a]!, b, row[b]!));
    rows.push(row);
  };
  const [first, second] = order;
  if (first && second) {
    for (const [i, j] of fullProduct([first.size, second.size])) {
      const row = new Array<number>(sizes.length).fill(-1);
      row[first.axis] = i!;
      row[second.axis] = j!;
      complete(row);
    }
  }
  while (missing.size > 0) {
    const pair = missing.values().next().value as string;
    const row = new Array<number>(sizes.length).fill(-1);
    for (const part of pair.split('|')) row[Number(part.split(':')[0])] = Number(part.split(':')[1]);
    complete(row);
  }
  return rows.length ? rows : [new Array<number>(sizes.length).fill(0)];
}

/** The combinations a matrix shoots for each variant (see FULL_PRODUCT_LIMIT). */
export function flagCombinations(axes: readonly FlagAxis[]): FlagCombination[] {
  const sizes = axes.map((axis) => axis.options.length);
  if (sizes.some((size) => size === 0)) throw new Error(`a flag axis has no options: ${axes.map((a) => a.name).join(', ')}`);
  const product = sizes.reduce((n, size) => n * size, 1);
  // Two axes: their pairs are their product anyway.
  const rows = product <= FULL_PRODUCT_LIMIT || axes.length < 3 ? fullProduct(sizes) : pairwise(sizes);
  return rows.map((row) => {
    const chosen = row.map((index, axis) => ({ axis: axes[axis]!, option: axes[axis]!.options[index]! }));
    return {
      options: Object.fromEntries(chosen.map(({ axis, option }) => [axis.name, option.label])),
      label: chosen.map(({ axis, option }) => `${axis.name}: ${option.label}`).join(' · ') || 'as configured',
      patch: chosen.reduce<CmsPatch>((patch, { option }) => mergePatch(patch, option.patch) as CmsPatch, {}),
    };
  });
}
