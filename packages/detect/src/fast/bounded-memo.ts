/**
 * Remembers a function's answers by key, forgetting them all once `limit` are kept: a page's
 * values recur across pages, and a hostile page of distinct values cannot grow the memory.
 */
export function boundedMemo<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
