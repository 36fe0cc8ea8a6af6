import { t, useT } from '@cwt/core';
import { type ReactNode, useId, useRef } from 'react';
import { useSlate } from 'slate-react';
import { isCodeBlockActive, toggleCodeBlock } from './code-block';
import {
  type BlockFormat,
  changeIndent,
  clearFormatting,
  currentAlign,
  currentBlockFormat,
  insertLink,
  isLinkActive,
  isListActive,
  isMarkActive,
  removeLink,
  setAlign,
  setBlockFormat,
  toggleList,
  toggleMark,
} from './commands';
import { icons } from './icons';
import styles from './RichTextEditor.module.css';
import type { Align, Mark } from './types';

/** The text styles, each labelled by its message id (headings by `editor.tool.heading` and a level). */
const BLOCK_OPTIONS: Array<{ value: BlockFormat; label: string; level?: number }> = [
  { value: 'paragraph', label: 'editor.tool.normal' },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({
    value: `h${level}` as const,
    label: 'editor.tool.heading',
    level,
  })),
  { value: 'code', label: 'editor.tool.codeBlock' },
];

/** Each mark's button, labelled by its message id. */
const MARK_BUTTONS: Array<{ mark: Mark; label: string; glyph: ReactNode; shortcut?: string }> = [
  { mark: 'bold', label: 'editor.tool.bold', glyph: <b>B</b>, shortcut: 'B' },
  { mark: 'italic', label: 'editor.tool.italic', glyph: <i>I</i>, shortcut: 'I' },
  { mark: 'underline', label: 'editor.tool.underline', glyph: <u>U</u>, shortcut: 'U' },
  { mark: 'strikethrough', label: 'editor.tool.strikethrough', glyph: <s>S</s> },
  { mark: 'code', label: 'editor.tool.inlineCode', glyph: icons.code, shortcut: 'E' },
];

const ALIGNS: Align[] = ['left', 'center', 'right', 'justify'];

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
// Key names are the keyboard's own, in every language.
const MOD = isMac ? '⌘' : 'Ctrl+';
const ALT = isMac ? '⌥' : 'Alt+';

interface ToolButtonProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, active, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the editor's selection: a mousedown on the button would otherwise blur it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface ToolbarProps {
  /** Uploads an image and resolves to its URL; the image button is hidden without it. */
  onPickImage?: (file: File) => Promise<void>;
  uploadingImage?: boolean;
  disabled?: boolean;
}

export function Toolbar({ onPickImage, uploadingImage = false, disabled = false }: ToolbarProps) {
  const translate = useT();
  const editor = useSlate();
  const fileInput = useRef<HTMLInputElement>(null);
  const selectId = useId();
  const block = currentBlockFormat(editor);
  const align = currentAlign(editor);
  const linkActive = isLinkActive(editor);
  const inCode = isCodeBlockActive(editor);

  const onLink = () => {
    if (linkActive) {
      removeLink(editor);
      return;
    }
    const url = window.prompt(t('editor.tool.linkPrompt'), 'https://');
    if (url === null) return;
    if (!insertLink(editor, url)) window.alert(t('editor.tool.linkInvalid'));
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={translate('editor.tool.formatting')}>
      <div className={styles.group}>
        <label className={styles.visuallyHidden} htmlFor={selectId}>
          {translate('editor.tool.textStyle')}
        </label>
        <select
          id={selectId}
          className={styles.blockSelect}
          value={block}
          disabled={disabled}
          aria-label={translate('editor.tool.textStyle')}
          onChange={(event) => setBlockFormat(editor, event.target.value as BlockFormat)}
        >
          {block === '' && <option value="">{translate('editor.tool.mixed')}</option>}
          {BLOCK_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {translate(o.label, { level: o.level })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.group}>
        {MARK_BUTTONS.map(({ mark, label, glyph, shortcut }) => (
          <ToolButton
            key={mark}
            label={shortcut ? `${translate(label)} (${MOD}${shortcut})` : translate(label)}
            active={isMarkActive(editor, mark)}
            disabled={disabled}
            onClick={() => toggleMark(editor, mark)}
          >
            <span className={styles.glyph}>{glyph}</span>
          </ToolButton>
        ))}
      </div>
      <div className={styles.group}>
        <ToolButton
          label={translate('editor.tool.numbered')}
          active={isListActive(editor, 'numbered-list')}
          disabled={disabled}
          onClick={() => toggleList(editor, 'numbered-list')}
        >
          {icons.numbered}
        </ToolButton>
        <ToolButton
          label={translate('editor.tool.bulleted')}
          active={isListActive(editor, 'bulleted-list')}
          disabled={disabled}
          onClick={() => toggleList(editor, 'bulleted-list')}
        >
          {icons.bulleted}
        </ToolButton>
        <ToolButton
          label={`${translate('editor.tool.codeBlock')} (${MOD}${ALT}C)`}
          active={inCode}
          disabled={disabled}
          onClick={() => toggleCodeBlock(editor)}
        >
          {icons.codeBlock}
        </ToolButton>
        <ToolButton
          label={translate('editor.tool.outdent')}
          disabled={disabled}
          onClick={() => changeIndent(editor, -1)}
        >
          {icons.outdent}
        </ToolButton>
        <ToolButton
          label={translate('editor.tool.indent')}
          disabled={disabled}
          onClick={() => changeIndent(editor, 1)}
        >
          {icons.indent}
        </ToolButton>
      </div>
      <div className={styles.group}>
        {ALIGNS.map((value) => (
          <ToolButton
            key={value}
            label={translate(`editor.tool.${value}`)}
            active={align === value}
            disabled={disabled}
            onClick={() => setAlign(editor, value)}
          >
            {icons[value]}
          </ToolButton>
        ))}
      </div>
      <div className={styles.group}>
        <ToolButton
          label={translate(linkActive ? 'editor.tool.removeLink' : 'editor.tool.link')}
          active={linkActive}
          disabled={disabled}
          onClick={onLink}
        >
          {icons.link}
        </ToolButton>
        {onPickImage && (
          <>
            <ToolButton
              label={translate(uploadingImage ? 'editor.image.uploading' : 'editor.tool.image')}
              disabled={disabled || uploadingImage}
              onClick={() => fileInput.current?.click()}
            >
              {icons.image}
            </ToolButton>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hidden
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void onPickImage(file);
              }}
            />
          </>
        )}
        <ToolButton
          label={translate('editor.tool.clear')}
          disabled={disabled}
          onClick={() => clearFormatting(editor)}
        >
          {icons.clean}
        </ToolButton>
      </div>
    </div>
  );
}
