/** Small helpers the bench reports share: medians, pass/fail marks and plain-text tables. */

export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A figure with its target's mark beside it: "97 ✓" or "88 ✗". */
export const mark = (pass: boolean): string => (pass ? '✓' : '✗');

/**
 * The rows as an aligned plain-text table (header, a rule, the rows). Columns for which
 * `rightAligned(col)` is true are padded on the left (figures), the others on the right.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  rightAligned: (col: number) => boolean,
): string {
  const widths = header.map((title, col) => Math.max(title.length, ...rows.map((cells) => (cells[col] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, col) => (rightAligned(col) ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Reads `--name value` or `--name=value` as a positive number; `fallback` when absent. */
export function numberFlag(args: readonly string[], name: string, fallback: number): number {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return fallback;
  const arg = args[index] ?? '';
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number (got ${raw ?? 'nothing'})`);
  return value;
}
