// Zod-free on purpose: the reader's post page imports these, and a module that builds schemas at
// load time would bring zod into that page's first view (docs/quality.md, "Front end").

/**
 * `@username` in a comment or a post is stored, from the write on, as exactly this link; the name
 * keeps the characters a username may have (auth's usernameSchema), so it never needs escaping.
 */
export const MENTION_LINK_PATTERN =
  /<a href="\/profile\/([0-9a-f]{24})" data-mention>@([A-Za-z0-9._-]{1,40})<\/a>/g;

/**
 * A name after `@` in text as written: not inside a word, an e-mail address or a path (`a@b`,
 * `/@b`), and not ending in the dot or dash of the sentence around it.
 */
export const MENTION_NAME_PATTERN = /(?<![\w.@/-])@([A-Za-z0-9._-]*[A-Za-z0-9_])/g;

/** At most this many mentioned people are notified of one comment or post. */
export const MENTION_NOTIFY_LIMIT = 10;
/** At most this many suggestions in the `@` autocomplete. */
export const MENTION_SUGGESTIONS_MAX = 8;

export function mentionLink(id: string, username: string): string {
  return `<a href="/profile/${id}" data-mention>@${username}</a>`;
}

export type MentionPart = { text: string } | { mention: { id: string; username: string } };

/**
 * A comment's content as text and mention parts, for rendering without HTML: everything but the
 * exact mention link stays text, so a comment can hold no other markup.
 */
export function splitMentions(content: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const m of content.matchAll(MENTION_LINK_PATTERN)) {
    if (m.index > last) parts.push({ text: content.slice(last, m.index) });
    parts.push({ mention: { id: m[1]!, username: m[2]! } });
    last = m.index + m[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}

/** The content as its author typed it (`@name` for each link): for an edit box or a report's text. */
export function mentionsToText(content: string): string {
  return content.replace(MENTION_LINK_PATTERN, '@$2');
}
