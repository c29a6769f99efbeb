/**
 * The client's local values (spec 3: the brand list kept as brandList; spec 7: an 'address' fetch
 * saves billingAddress), stored as plain JSON under the spec's key, the way the app's stores read
 * them. A no-op where there is no window or no localStorage (a server render, a locked-down
 * browser): storing is a side effect of a read and must never fail the read.
 */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    // Reading window.localStorage throws where storage is blocked.
    return null;
  }
}

export function storeLocally(key: string, value: unknown): void {
  const storage = localStorageOrNull();
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`[api] could not store ${key}`, error);
  }
}
