import { type Draft, type SaveDraftRequest, TAGS_MAX } from '@cwt/contracts';
import { type PostFields, parseTags } from './validation';

/** What the server keeps of the form: the post's fields as a draft (within the post's limits). */
export function draftBody(fields: PostFields, version: number): SaveDraftRequest {
  return {
    title: fields.title,
    // Typing is never refused: what a post could not hold is cut here and refused on publishing.
    category: fields.category.trim().slice(0, 60),
    tags: parseTags(fields.tags)
      .slice(0, TAGS_MAX)
      .map((tag) => tag.slice(0, 40)),
    content: fields.content,
    imageCloudUrl: fields.imageUrl || null,
    version,
  };
}

/** Equal for two forms the server would keep alike (so an unchanged form is not saved again). */
export function draftKey(fields: PostFields): string {
  return JSON.stringify(draftBody(fields, 0));
}

/** The form showing a draft, or a published post (what an edit starts from). */
export function fieldsOfDraft(
  draft: Pick<Draft, 'title' | 'category' | 'tags' | 'content' | 'imageCloudUrl'>,
): PostFields {
  return {
    title: draft.title,
    category: draft.category,
    tags: draft.tags.join(', '),
    content: draft.content,
    imageUrl: draft.imageCloudUrl ?? '',
  };
}

/** The readable text of the editor's HTML (parsed inert: nothing in it loads or runs), for previews. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, div, br'))
    block.append('\n');
  return (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}
