import { createContext, useContext } from 'react';
import type { HeaderRowTone } from '../headerDesigns.ts';

/** What a part needs to know about the row it sits in: its colours and its icon size. */
export interface HeaderRowContextValue {
  tone: HeaderRowTone;
  iconSize: 'sm' | 'md';
}

const HeaderRowContext = createContext<HeaderRowContextValue>({ tone: 'surface', iconSize: 'md' });

export const HeaderRowProvider = HeaderRowContext.Provider;

export function useHeaderRow(): HeaderRowContextValue {
  return useContext(HeaderRowContext);
}

/** Icon buttons on the brand colour inherit it (outline on hover); elsewhere they are ghosts. */
export function iconVariantFor(tone: HeaderRowTone): 'ghost' | 'inherit' {
  return tone === 'brand' ? 'inherit' : 'ghost';
}

/** Icon pixel size for a row's icon size. */
export function iconPx(iconSize: 'sm' | 'md'): number {
  return iconSize === 'sm' ? 18 : 22;
}
