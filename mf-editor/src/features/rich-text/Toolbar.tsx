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

const BLOCK_OPTIONS: Array<{ value: BlockFormat; label: string }> = [
  { value: 'paragraph', label: 'Normal' },
  { value: 'h1', label: 'Heading 1' },
  { value: 'h2', label: 'Heading 2' },
  { value: 'h3', label: 'Heading 3' },
  { value: 'h4', label: 'Heading 4' },
  { value: 'h5', label: 'Heading 5' },
  { value: 'h6', label: 'Heading 6' },
  { value: 'code', label: 'Code block' },
];

const MARK_BUTTONS: Array<{ mark: Mark; label: string; glyph: ReactNode; shortcut?: string }> = [
  { mark: 'bold', label: 'Bold', glyph: <b>B</b>, shortcut: 'B' },
  { mark: 'italic', label: 'Italic', glyph: <i>I</i>, shortcut: 'I' },
  { mark: 'underline', label: 'Underline', glyph: <u>U</u>, shortcut: 'U' },
  { mark: 'strikethrough', label: 'Strikethrough', glyph: <s>S</s> },
  { mark: 'code', label: 'Inline code', glyph: icons.code, shortcut: 'E' },
];

const ALIGN_BUTTONS: Array<{ align: Align; label: string }> = [
  { align: 'left', label: 'Align left' },
  { align: 'center', label: 'Align center' },
  { align: 'right', label: 'Align right' },
  { align: 'justify', label: 'Justify' },
];

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

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
    const url = window.prompt('Enter the link URL (http, https or mailto):', 'https://');
    if (url === null) return;
    if (!insertLink(editor, url)) window.alert('Please enter a valid http, https or mailto link.');
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      <div className={styles.group}>
        <label className={styles.visuallyHidden} htmlFor={selectId}>
          Text style
        </label>
        <select
          id={selectId}
          className={styles.blockSelect}
          value={block}
          disabled={disabled}
          aria-label="Text style"
          onChange={(event) => setBlockFormat(editor, event.target.value as BlockFormat)}
        >
          {block === '' && <option value="">Mixed</option>}
          {BLOCK_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.group}>
        {MARK_BUTTONS.map(({ mark, label, glyph, shortcut }) => (
          <ToolButton
            key={mark}
            label={shortcut ? `${label} (${MOD}${shortcut})` : label}
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
          label="Numbered list"
          active={isListActive(editor, 'numbered-list')}
          disabled={disabled}
          onClick={() => toggleList(editor, 'numbered-list')}
        >
          {icons.numbered}
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          active={isListActive(editor, 'bulleted-list')}
          disabled={disabled}
          onClick={() => toggleList(editor, 'bulleted-list')}
        >
          {icons.bulleted}
        </ToolButton>
        <ToolButton
          label={`Code block (${MOD}${isMac ? '⌥' : 'Alt+'}C)`}
          active={inCode}
          disabled={disabled}
          onClick={() => toggleCodeBlock(editor)}
        >
          {icons.codeBlock}
        </ToolButton>
        <ToolButton label="Decrease indent" disabled={disabled} onClick={() => changeIndent(editor, -1)}>
          {icons.outdent}
        </ToolButton>
        <ToolButton label="Increase indent" disabled={disabled} onClick={() => changeIndent(editor, 1)}>
          {icons.indent}
        </ToolButton>
      </div>
      <div className={styles.group}>
        {ALIGN_BUTTONS.map((a) => (
          <ToolButton
            key={a.align}
            label={a.label}
            active={align === a.align}
            disabled={disabled}
            onClick={() => setAlign(editor, a.align)}
          >
            {icons[a.align]}
          </ToolButton>
        ))}
      </div>
      <div className={styles.group}>
        <ToolButton
          label={linkActive ? 'Remove link' : 'Link'}
          active={linkActive}
          disabled={disabled}
          onClick={onLink}
        >
          {icons.link}
        </ToolButton>
        {onPickImage && (
          <>
            <ToolButton
              label={uploadingImage ? 'Uploading image...' : 'Insert image'}
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
        <ToolButton label="Clear formatting" disabled={disabled} onClick={() => clearFormatting(editor)}>
          {icons.clean}
        </ToolButton>
      </div>
    </div>
  );
}
