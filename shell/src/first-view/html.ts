// Pieces of the built HTML pages the shell's server rewrites.

/** Text for an attribute value between double quotes, or an element's content. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const TITLE = /<title>[^<]*<\/title>/;
export const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
