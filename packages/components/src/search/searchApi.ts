/**
 * The three calls behind the search panel, made with `fetch` on the API paths table (`apiPaths`,
 * rules/api.ts; the demo backend serves the same table):
 * - GET {searchSuggestions}?q=&retailerId=&menuType= → { data: SearchSuggestionResult } (spec 3);
 * - POST {menuProducts} with the trending request (spec 7) → { menu: { products } };
 * - GET {brands}?retailerId= → { data: { data: Brand[], total } }.
 */
import type { Brand, SearchSuggestionResult } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { readProductMenuResponse, trendingProductsRequest } from '../rules/commerce/productMenu.ts';
import type { SearchProductRow } from './searchTypes.ts';

/**
 * How long the suggestions call waits after the last keystroke. The spec gives no number for it;
 * this one is ours (the no-results view still waits its 700 ms from the keystroke).
 */
export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 250;

const EMPTY_RESULT: SearchSuggestionResult = { suggestions: [], brands: [], products: [], totalProducts: 0 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function getJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Reads `{ data: SearchSuggestionResult }`; missing or malformed parts read as empty. */
export function readSearchSuggestions(json: unknown): SearchSuggestionResult {
  const data = isRecord(json) ? json.data : undefined;
  if (!isRecord(data)) return EMPTY_RESULT;
  const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  return {
    suggestions: list(data.suggestions),
    brands: list<unknown>(data.brands).filter((name): name is string => typeof name === 'string'),
    products: list(data.products),
    totalProducts: typeof data.totalProducts === 'number' && Number.isFinite(data.totalProducts) ? data.totalProducts : 0,
  };
}

export interface SuggestionsParams {
  q: string;
  retailerId?: string | null;
  menuType?: MenuType | null;
}

export function searchSuggestionsUrl({ q, retailerId, menuType }: SuggestionsParams): string {
  return withQuery(apiPaths.searchSuggestions, { q: q.trim(), retailerId, menuType });
}

export async function fetchSearchSuggestions(params: SuggestionsParams, signal?: AbortSignal): Promise<SearchSuggestionResult> {
  return readSearchSuggestions(await getJson(searchSuggestionsUrl(params), { method: 'GET', signal }));
}

export interface TrendingParams {
  retailerId: string;
  provider: ProviderKind;
  menuType: MenuType;
}

/** The trending products (spec 7: limit 6, sorted by POPULAR). A failed call reads as an empty list. */
export async function fetchTrendingProducts(params: TrendingParams, signal?: AbortSignal): Promise<SearchProductRow[]> {
  const body = trendingProductsRequest({ ...params, search: '' });
  try {
    const json = await getJson(apiPaths.menuProducts, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    return readProductMenuResponse<SearchProductRow>(json);
  } catch (error) {
    if (signal?.aborted) throw error;
    // "Failed product menu call → An empty list" (spec 8).
    return [];
  }
}

export function topBrandsUrl(retailerId?: string | null): string {
  return withQuery(apiPaths.brands, { retailerId });
}

/** The brands of the 'Top Brands' carousel: `{ data: { data: Brand[] } }`. */
export async function fetchTopBrands(retailerId: string | null | undefined, signal?: AbortSignal): Promise<Brand[]> {
  const json = await getJson(topBrandsUrl(retailerId), { method: 'GET', signal });
  const page = isRecord(json) && isRecord(json.data) ? json.data.data : undefined;
  return Array.isArray(page) ? (page as Brand[]) : [];
}
