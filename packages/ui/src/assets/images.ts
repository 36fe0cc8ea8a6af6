// Fallback images as inline SVG data URIs, so a missing picture never costs a request or a broken icon.
const svgDataUri = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Neutral person silhouette on a soft violet disc; used when a user has no (or a broken) picture. */
export const DEFAULT_AVATAR: string = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="32" fill="#ddd6ff"/>' +
    '<circle cx="32" cy="25" r="11" fill="#7c5cff"/>' +
    '<path d="M12 54c2.5-10.5 10.6-16 20-16s17.5 5.5 20 16a30 30 0 0 1-40 0z" fill="#7c5cff"/>' +
    '</svg>',
);

/** 16:9 indigo-to-violet gradient with a simple landscape mark; used when a post has no image. */
export const DEFAULT_BLOG_IMAGE: string = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#6d5dfc"/><stop offset="1" stop-color="#b06ef5"/>' +
    '</linearGradient></defs>' +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    '<circle cx="470" cy="120" r="36" fill="#ffffff" fill-opacity="0.55"/>' +
    '<path d="M0 300l150-120 110 90 90-70 290 160H0z" fill="#ffffff" fill-opacity="0.35"/>' +
    '<path d="M0 360l200-110 140 110z" fill="#ffffff" fill-opacity="0.25"/>' +
    '</svg>',
);
