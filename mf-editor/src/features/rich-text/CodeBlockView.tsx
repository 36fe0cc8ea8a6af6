import { CODE_LANGUAGES, codeLanguageOf } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { useId } from 'react';
import type { RenderElementProps } from 'slate-react';
import { ReactEditor, useReadOnly, useSlateStatic } from 'slate-react';
import { setCodeLanguage } from './code-block';
import styles from './RichTextEditor.module.css';
import type { CodeBlockElement } from './types';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/** A code block in the editor: its language picker above the code, which keeps every space. */
export function CodeBlockView({
  attributes,
  children,
  element,
}: RenderElementProps & { element: CodeBlockElement }) {
  const t = useT();
  const editor = useSlateStatic();
  const readOnly = useReadOnly();
  const selectId = useId();
  const hintId = `${selectId}-hint`;
  return (
    <div {...attributes} className={styles.codeBlock}>
      <div contentEditable={false} className={styles.codeBar}>
        <label htmlFor={selectId} className={styles.codeLabel}>
          {t('editor.code.language')}
        </label>
        <select
          id={selectId}
          className={styles.codeSelect}
          value={element.language ?? ''}
          disabled={readOnly}
          aria-describedby={hintId}
          onChange={(event) =>
            setCodeLanguage(
              editor,
              ReactEditor.findPath(editor, element),
              codeLanguageOf(event.target.value) ?? undefined,
            )
          }
        >
          <option value="">{t('editor.code.plain')}</option>
          {CODE_LANGUAGES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
        <span id={hintId} className={styles.codeHint}>
          {t('editor.code.hint', { mod: MOD })}
        </span>
      </div>
      <pre className={styles.codePre} spellCheck={false}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
