import type { RichTextEditorProps } from '@cwt/contracts';
import { peekRuntimeConfig } from '@cwt/core';
import { type ComponentType, useEffect, useState } from 'react';
import styles from '../../components/Admin.module.css';

export const EDITOR_TIMEOUT_MS = 8000;
export const EDITOR_FALLBACK_NOTICE =
  'The rich-text editor is unavailable; editing the content as plain HTML.';

type Loader = () => Promise<ComponentType<RichTextEditorProps>>;

/** Loads editor/RichTextEditor through the federation runtime the shell set up, with a timeout. */
export const loadEditor: Loader = async () => {
  const { loadRemote, registerRemotes } = await import('@module-federation/enhanced/runtime');
  // This bundle's federation instance is its own, not the shell's: it knows no remote until it is
  // told where the editor lives (the shell's /config.json, shared through @cwt/core).
  const entry = peekRuntimeConfig()?.remotes.editor;
  if (entry) registerRemotes([{ name: 'editor', entry }]);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('editor remote timed out')), EDITOR_TIMEOUT_MS),
  );
  const mod = (await Promise.race([loadRemote('editor/RichTextEditor'), timeout])) as
    | { default?: ComponentType<RichTextEditorProps> }
    | ComponentType<RichTextEditorProps>
    | null;
  const component = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
  if (!component) throw new Error('editor/RichTextEditor has no component');
  return component as ComponentType<RichTextEditorProps>;
};

let cached: ComponentType<RichTextEditorProps> | null = null;

/** Content field: the federated rich-text editor, or a plain text area with a notice when it cannot load. */
export function RichTextField({
  value,
  onChange,
  label = 'Content',
  loader = loadEditor,
}: {
  value: string;
  onChange: (html: string) => void;
  label?: string;
  loader?: Loader;
}) {
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(() => cached);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Editor) return;
    let live = true;
    loader()
      .then((c) => {
        cached = c;
        if (live) setEditor(() => c);
      })
      .catch((err: unknown) => {
        console.warn('editor/RichTextEditor failed to load', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [Editor, loader]);

  if (Editor) return <Editor value={value} onChange={onChange} label={label} minHeight={220} />;
  if (!failed) return <p className={styles.muted}>Loading the editor…</p>;
  return (
    <div>
      <p className={styles.notice} role="status">
        {EDITOR_FALLBACK_NOTICE}
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
