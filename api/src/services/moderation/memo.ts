/**
 * Memoises a per-word function: comments reuse a small vocabulary, and normalising a word (Unicode
 * decomposition, several regular expressions) costs more than a map lookup. Cleared when it grows
 * past `max` words, so memory stays bounded.
 */
export function memo<T>(fn: (word: string) => T, max = 50_000): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    let v = cache.get(word);
    if (v === undefined) {
      if (cache.size >= max) cache.clear();
      v = fn(word);
      cache.set(word, v);
    }
    return v;
  };
}
