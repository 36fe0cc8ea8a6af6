const SURROGATE = /[\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Makes request input storable in PostgreSQL text. Lone UTF-16 surrogates become U+FFFD, as any UTF-8
 * encoder would make them (PGlite's encoder instead writes bytes PostgreSQL rejects), in place.
 * Returns the path of the first string holding a NUL character, which PostgreSQL text cannot hold at
 * all ('' for a bare string), or null.
 *
 * Iterative, not recursive: a JSON body may nest deeper than the call stack.
 */
export function prepareTextInput(root: unknown): string | null {
  if (typeof root === 'string') return root.includes('\u0000') ? '' : null;
  const stack: Array<{ container: Record<string, unknown> | unknown[]; path: string }> = [];
  if (root && typeof root === 'object') stack.push({ container: root as Record<string, unknown>, path: '' });
  while (stack.length > 0) {
    const { container, path } = stack.pop()!;
    for (const key of Object.keys(container)) {
      const value = (container as Record<string, unknown>)[key];
      const at = path ? `${path}.${key}` : key;
      if (typeof value === 'string') {
        if (value.includes('\u0000')) return at;
        if (SURROGATE.test(value))
          (container as Record<string, unknown>)[key] = value.replace(LONE_SURROGATE, '\ufffd');
      } else if (value && typeof value === 'object') {
        stack.push({ container: value as Record<string, unknown>, path: at });
      }
    }
  }
  return null;
}
