/** The name being typed after `@`, and where its `@` is. */
export interface MentionQuery {
  query: string;
  /** Index of the `@`. */
  start: number;
}

/**
 * The `@name` the caret is at the end of, or null: the `@` must start a word (not `a@b` or `/@b`),
 * and only characters a username may hold can follow it (the API's MENTION_NAME_PATTERN).
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const m = /(?:^|[^\w.@/-])@([A-Za-z0-9._-]{0,40})$/.exec(before);
  if (!m) return null;
  return { query: m[1]!, start: caret - m[1]!.length - 1 };
}

/** The text with the typed `@query` replaced by `@username ` and the caret after it. */
export function insertMention(
  text: string,
  at: MentionQuery,
  username: string,
): { text: string; caret: number } {
  const end = at.start + 1 + at.query.length;
  const inserted = `@${username} `;
  const rest = text.slice(end);
  return {
    text: text.slice(0, at.start) + inserted + rest.replace(/^ /, ''),
    caret: at.start + inserted.length,
  };
}
