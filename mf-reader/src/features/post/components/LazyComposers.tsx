import { lazy } from 'react';

// The writing widgets (the comment box with @mentions, the reply and edit box) come from
// @cwt/ui/compose in a chunk of their own, loaded when a signed-in reader first renders one: a
// signed-out reader, most of a post's views, never does, so they are no part of that first view.
export const CommentField = lazy(() => import('./CommentField').then((m) => ({ default: m.CommentField })));
export const InlineComposer = lazy(() =>
  import('@cwt/ui/compose').then((m) => ({ default: m.InlineComposer })),
);
