import { useMentionSuggestions } from '@cwt/core/social';
import {
  type MentionNavigation,
  type MentionOption,
  mentionQueryAt,
  useMentionNavigation,
} from '@cwt/ui/compose';
import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';
import { type BaseRange, Editor, Element, Range, Text, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';
import { codeBlockAt } from './code-block';

/** The `@name` being typed at the caret, and the range it covers (replaced when a person is picked). */
interface TypedMention {
  query: string;
  range: BaseRange;
}

/** Where a name is typed as text: not in code (it would be code) and not in a link (links do not nest). */
function typedMention(editor: Editor): TypedMention | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection) || codeBlockAt(editor)) return null;
  if (Editor.above(editor, { match: (n) => Element.isElement(n) && n.type === 'link' })) return null;
  const point = selection.anchor;
  const [leaf] = Editor.node(editor, point.path);
  if (!Text.isText(leaf) || leaf.code) return null;
  const at = mentionQueryAt(leaf.text, point.offset);
  if (!at) return null;
  return { query: at.query, range: { anchor: { path: point.path, offset: at.start }, focus: point } };
}

export interface EditorMentions {
  /** Call on every change (selection moves included): finds the `@name` at the caret. */
  update: () => void;
  open: boolean;
  suggestions: readonly MentionOption[];
  loading: boolean;
  nav: MentionNavigation;
  pick: (option: MentionOption) => void;
  /** Under the typed name, relative to `area`. */
  style: CSSProperties | undefined;
}

/**
 * The editor's `@` autocomplete: the typed name is looked up as in the comment box; picking a person
 * writes `@username ` as text, which the API turns into the mention link when the post is saved
 * (the editor keeps no relative links, so a saved mention also comes back as `@username` text).
 */
export function useEditorMentions(editor: Editor, area: RefObject<HTMLElement | null>): EditorMentions {
  const [typed, setTyped] = useState<TypedMention | null>(null);
  // The `@` whose list Escape closed (its path and offset): closed until the caret is at another one.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = typed ? `${typed.range.anchor.path.join('.')}:${typed.range.anchor.offset}` : null;
  const open = typed !== null && key !== dismissed;
  const { suggestions, isLoading } = useMentionSuggestions(open ? typed.query : null);
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);

  const pick = (option: MentionOption) => {
    if (!typed) return;
    Transforms.select(editor, typed.range);
    Transforms.insertText(editor, `@${option.username} `);
    ReactEditor.focus(editor);
  };
  const nav = useMentionNavigation(suggestions, open, pick, () => setDismissed(key));

  useLayoutEffect(() => {
    if (!open || !typed) return;
    const place = () => {
      if (!area.current) return;
      try {
        const caret = ReactEditor.toDOMRange(editor, typed.range).getBoundingClientRect();
        const box = area.current.getBoundingClientRect();
        // Kept inside the editor's width (a name typed near the right edge on a phone).
        const left = Math.max(0, Math.min(caret.left - box.left, box.width - 288));
        setStyle({ top: caret.bottom - box.top + 4, left, width: 'min(18rem, 100%)' });
      } catch {
        // The DOM is behind Slate's document for a moment (a render pending): keep the last place.
      }
    };
    place();
    // A phone turned or a window resized rewraps the text under the list.
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, typed, editor, area]);

  return {
    update: () => setTyped(typedMention(editor)),
    open,
    suggestions: open ? suggestions : [],
    loading: isLoading,
    nav,
    pick,
    style,
  };
}
