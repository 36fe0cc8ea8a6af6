import type { RichTextEditorProps } from '@cwt/contracts';
import { useRemoteComponent, useT } from '@cwt/core';
import { RemoteErrorCard } from '@cwt/ui';
import type { ComponentType } from 'react';
import styles from '@/shared/Admin.module.css';

/** Said under the remote error card while the plain text area stands in (a catalogue id). */
export const EDITOR_FALLBACK_NOTICE = 'admin.blog.editorFallback';

/**
 * Content field: the editor remote's rich-text editor, loaded like every remote module on the page (the
 * shell's runtime, the configured remoteTimeoutMs). When it cannot load, the remote error card with Retry,
 * and a plain text area meanwhile so the form can still be sent.
 */
export function RichTextField({
  value,
  onChange,
  label: givenLabel,
}: {
  value: string;
  onChange: (html: string) => void;
  label?: string;
}) {
  const t = useT();
  const label = givenLabel ?? t('admin.blog.content');
  const { state, retry } = useRemoteComponent('editor/RichTextEditor');

  if (state.status === 'ready') {
    const Editor = state.Component as ComponentType<RichTextEditorProps>;
    return <Editor value={value} onChange={onChange} label={label} minHeight={220} />;
  }
  if (state.status === 'loading') return <p className={styles.muted}>{t('admin.blog.editorLoading')}</p>;
  return (
    <div>
      <RemoteErrorCard remote="editor" error={state.error} onRetry={retry} />
      <p className={styles.notice} role="status">
        {t(EDITOR_FALLBACK_NOTICE)}
      </p>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {label}
        <textarea
          required
          rows={10}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          style={{ font: 'inherit', padding: 8, background: 'var(--cwt-color-surface)', color: 'inherit' }}
        />
      </label>
    </div>
  );
}
