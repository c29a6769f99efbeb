/**
 * A value kept for the browser session (sessionStorage), read and written without ever throwing:
 * storage can be missing (server render), full or blocked; then the value lasts until the next load.
 */
export function readSessionValue(key: string): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: kept in memory by the caller until the next page load.
  }
}
