/**
 * The server's clock: the real one, or one that starts at CLOCK_START and runs from there (a demo at
 * opening hours, or of a closed store). Its own module so the cluster's primary (start.ts) can read
 * it without loading the renderer.
 */
export function clockFrom(start: string | undefined, real: () => number = Date.now): () => number {
  if (start === undefined || start.trim() === '') return real;
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`The clock start "${start}" is not a time (use ISO 8601, e.g. 2026-11-18T12:00:00-05:00).`);
  const offset = at - real();
  return () => real() + offset;
}
