import '@/i18n/catalogue';
import type { RichTextEditorProps } from '@cwt/contracts';
import { countWords, t, useT } from '@cwt/core';
import { notify } from '@cwt/ui';
import { MentionListbox, mentionOptionId } from '@cwt/ui/compose';
import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { createEditor, type Descendant, Editor, Transforms } from 'slate';
import { HistoryEditor, withHistory } from 'slate-history';
import { Editable, type RenderElementProps, type RenderLeafProps, Slate, withReact } from 'slate-react';
import { CodeBlockView } from './CodeBlockView';
import { codeBlockAt, exitCodeBlock, indentCode, toggleCodeBlock } from './code-block';
import { insertImage, toggleMark } from './commands';
import { deserialize } from './deserialize';
import styles from './RichTextEditor.module.css';
import { INDENT_EM, serialize } from './serialize';
import { Toolbar } from './Toolbar';
import type { BlockLayout, CustomElement, Mark } from './types';
import { useEditorMentions } from './useEditorMentions';
import { invalidUrl, uploadCheckedImage, uploadFailureText } from './useImageUpload';

import { withRichText } from './withRichText';

export type { RichTextEditorProps } from '@cwt/contracts';

function layoutStyle(el: BlockLayout) {
  return {
    ...(el.align && el.align !== 'left' ? { textAlign: el.align } : {}),
    ...(el.indent ? { paddingLeft: `${el.indent * INDENT_EM}em` } : {}),
  };
}

function RenderElement({ attributes, children, element }: RenderElementProps) {
  const el = element as CustomElement;
  switch (el.type) {
    case 'heading': {
      const Tag = `h${el.level}` as const;
      return (
        <Tag {...attributes} style={layoutStyle(el)}>
          {children}
        </Tag>
      );
    }
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return (
        <li {...attributes} style={layoutStyle(el)}>
          {children}
        </li>
      );
    case 'link':
      return (
        <a {...attributes} href={el.url} title={el.url} rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'code-block':
      return (
        <CodeBlockView attributes={attributes} element={el}>
          {children}
        </CodeBlockView>
      );
    case 'image':
      return (
        <div {...attributes} className={styles.imageBlock}>
          <div contentEditable={false}>
            <img src={el.url} alt={el.alt ?? ''} className={styles.image} />
          </div>
          {children}
        </div>
      );
    default:
      return (
        <p {...attributes} style={layoutStyle(el)}>
          {children}
        </p>
      );
  }
}

function RenderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let out = children;
  if (leaf.bold) out = <strong>{out}</strong>;
  if (leaf.italic) out = <em>{out}</em>;
  if (leaf.underline) out = <u>{out}</u>;
  if (leaf.strikethrough) out = <s>{out}</s>;
  if (leaf.code) out = <code className={styles.inlineCode}>{out}</code>;
  return <span {...attributes}>{out}</span>;
}

const HOTKEY_MARKS: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline', e: 'code' };

/**
 * The rich-text editor (Slate): headings 1-6, bold, italic, underline, strike, inline code, code
 * blocks, lists, indent, align, link, image, clean; Ctrl/Cmd+B/I/U/E, Ctrl/Cmd+Alt+C (code block),
 * Ctrl/Cmd+Z and Shift+Z; Markdown's `code` and ``` typed or pasted. Controlled by HTML.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  minHeight = 320,
  onUploadImage,
  error,
  showWordCount = true,
  disabled = false,
  id: idProp,
}: RichTextEditorProps) {
  const translate = useT();
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  const autoId = useId();
  const id = idProp ?? `rte${autoId}`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const peopleId = `${id}-people`;
  const area = useRef<HTMLDivElement>(null);
  const mentions = useEditorMentions(editor, area);
  const mentionsExpanded = mentions.open && mentions.suggestions.length > 0;
  const lastHtml = useRef(value);
  const [initialValue] = useState<Descendant[]>(() => deserialize(value));
  const [words, setWords] = useState(() => countWords(value));
  const [uploading, setUploading] = useState(false);

  // A new value from the parent (draft restored, post loaded, form reset) replaces the document.
  if (value !== lastHtml.current) {
    lastHtml.current = value;
    const next = deserialize(value);
    Editor.withoutNormalizing(editor, () => {
      Transforms.deselect(editor);
      editor.children = next;
    });
    Editor.normalize(editor, { force: true });
    editor.history = { undos: [], redos: [] };
    setWords(countWords(value));
  }

  const handleChange = useCallback(
    (next: Descendant[]) => {
      mentions.update();
      // Selection-only changes leave the document alone.
      if (!editor.operations.some((op) => op.type !== 'set_selection')) return;
      const html = serialize(next);
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      setWords(countWords(html));
      onChange(html);
    },
    [editor, onChange, mentions.update],
  );

  const pickImage = useCallback(
    async (file: File) => {
      setUploading(true);
      try {
        const url = onUploadImage ? await onUploadImage(file) : await uploadCheckedImage(file);
        const alt = file.name.replace(/\.[a-z0-9]+$/i, '');
        if (!insertImage(editor, url, alt)) throw invalidUrl();
        notify.success(t('editor.upload.done'));
      } catch (err) {
        notify.error(uploadFailureText(err));
      } finally {
        setUploading(false);
      }
    },
    [editor, onUploadImage],
  );

  // Esc in a code block hands the next Tab back to the browser, so the keyboard is never trapped.
  const tabLeaves = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The open people list takes its keys first (arrows, Enter, Escape).
    if (mentions.nav.onKeyDown(event)) return;
    const inCode = codeBlockAt(editor) !== undefined;
    const leaving = tabLeaves.current;
    tabLeaves.current = false;
    if (inCode && event.key === 'Escape') {
      tabLeaves.current = true;
      return;
    }
    if (inCode && event.key === 'Tab' && !leaving && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      indentCode(editor, event.shiftKey);
      return;
    }
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (event.altKey) {
      // Alt+C is the code block (Ctrl+Shift+C opens the browser's inspector). Where Ctrl+Alt is AltGr
      // the key is another letter (ć on a Polish layout) and is left to be typed; macOS's Option
      // changes the key (ç), so there the physical key decides.
      if (key === 'c' || (isMacPlatform() && event.code === 'KeyC')) {
        event.preventDefault();
        toggleCodeBlock(editor);
      }
      return;
    }
    if (key === 'enter' && inCode) {
      event.preventDefault();
      exitCodeBlock(editor);
      return;
    }
    if (key === 'z') {
      event.preventDefault();
      if (event.shiftKey) HistoryEditor.redo(editor);
      else HistoryEditor.undo(editor);
      return;
    }
    if (key === 'y' && !isMacPlatform()) {
      event.preventDefault();
      HistoryEditor.redo(editor);
      return;
    }
    const mark = HOTKEY_MARKS[key];
    if (mark && !event.shiftKey) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  const describedBy = [error ? errorId : null, showWordCount ? countId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.root} data-invalid={error ? 'true' : undefined}>
      {label && (
        <div id={labelId} className={styles.label}>
          {label}
        </div>
      )}
      <div ref={area} className={styles.area}>
        <div className={styles.frame}>
          <Slate editor={editor} initialValue={initialValue} onChange={handleChange}>
            <Toolbar onPickImage={pickImage} uploadingImage={uploading} disabled={disabled} />
            <Editable
              id={id}
              className={styles.editable}
              style={{ minHeight }}
              renderElement={RenderElement}
              renderLeaf={RenderLeaf}
              placeholder={placeholder ?? translate('editor.text.placeholder')}
              renderPlaceholder={({ attributes, children }) => (
                // Slate's default placeholder is 33% opacity, too faint to read (WCAG contrast).
                <span
                  {...attributes}
                  style={{ ...attributes.style, opacity: 1 }}
                  className={styles.placeholder}
                >
                  {children}
                </span>
              )}
              readOnly={disabled}
              spellCheck
              onKeyDown={onKeyDown}
              aria-multiline="true"
              aria-labelledby={label ? labelId : undefined}
              aria-label={label ? undefined : translate('editor.text.label')}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              // A multi-line text keeps its textbox role (a combobox cannot be multi-line); it names
              // the people list it controls and the person highlighted in it, as a combobox does.
              aria-autocomplete="list"
              aria-controls={peopleId}
              aria-activedescendant={
                mentionsExpanded && mentions.nav.active >= 0
                  ? mentionOptionId(peopleId, mentions.nav.active)
                  : undefined
              }
            />
          </Slate>
        </div>
        <MentionListbox
          id={peopleId}
          options={mentions.suggestions}
          open={mentions.open}
          loading={mentions.loading}
          active={mentions.nav.active}
          onPick={mentions.pick}
          onActivate={mentions.nav.setActive}
          style={mentions.style}
        />
      </div>
      {showWordCount && (
        <div id={countId} className={styles.meta}>
          <span aria-live="polite">{translate('editor.text.words', { count: words })}</span>
          <span className={styles.hint}>{translate('editor.text.recommended')}</span>
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}
