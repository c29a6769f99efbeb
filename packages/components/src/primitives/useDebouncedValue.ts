import { useEffect, useState } from 'react';

/** The value, `ms` after it last changed : the store-name filter (600 ms, spec 2.7) and search suggestions use it. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
