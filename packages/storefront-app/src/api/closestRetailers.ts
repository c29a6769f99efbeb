/**
 * Closest stores from the browser location (spec 2.7, 7): the browser's position, then
 * POST {retailerFilterPath}?type=Closest Location with {userLatitude, userLongitude, maxDistance: 60};
 * the answer's data is a base64 + zlib (pako) JSON array of retailers, decoded by the shared codec
 * (loaded with this module only: it keeps pako out of the first load). A corrupt payload is an empty
 * list, an item that is not a retailer is dropped; geolocation failure or no support: logged only
 * (spec 8), the caller keeps its list (null).
 */
import { apiPaths, closestRetailersRequest, withQuery, type Retailer } from '@storefront/components';
import { check, request, retailerSchema } from '@storefront/components/api';
import { decodeRetailerPayload } from '@storefront/components/rules/retailer-payload';
import type { LocationSearch } from '@storefront/components';

/** How long the browser may take to find the position (ours). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('geolocation is not supported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(`geolocation failed: ${error.message || error.code}`)),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}

/** The retailers of a closest-location answer: decoded, each checked against the retailer contract. */
export function readClosestRetailers(data: unknown): Retailer[] {
  return decodeRetailerPayload(data).flatMap((item) => {
    const checked = check(retailerSchema, item);
    return checked.ok ? [checked.value] : [];
  });
}

/** The closest of the site's stores (`&site=`: one API serves every demo site). */
export async function fetchClosestRetailers(
  position: { latitude: number; longitude: number },
  siteId: string,
  signal?: AbortSignal,
): Promise<Retailer[]> {
  const call = closestRetailersRequest({
    retailerFilterPath: apiPaths.retailerFilter,
    userLatitude: position.latitude,
    userLongitude: position.longitude,
  });
  const answer = await request(withQuery(call.path, { site: siteId }), { method: 'POST', json: call.body, ...(signal ? { signal } : {}) });
  return readClosestRetailers(answer.data);
}

/** The store chooser's `locate`: null (logged) when the position or the call fails. */
export async function locateClosestRetailers(siteId: string, geolocation?: Geolocation): Promise<LocationSearch<Retailer> | null> {
  try {
    const position = await currentPosition(geolocation);
    return { latitude: position.latitude, retailers: await fetchClosestRetailers(position, siteId) };
  } catch (error) {
    console.info('[store chooser] closest stores unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
