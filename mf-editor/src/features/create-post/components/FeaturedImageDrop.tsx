import { useT } from '@cwt/core';
import { type DragEvent, type KeyboardEvent, useId, useRef } from 'react';
import styles from './FeaturedImageDrop.module.css';

export type DropZoneStatus = 'idle' | 'uploading' | 'done';

export interface FeaturedImageDropProps {
  status: DropZoneStatus;
  /** 0-100 while uploading. */
  progress?: number;
  /** The uploaded image's URL (status 'done'). */
  imageUrl?: string;
  /** Validation or upload message under the zone. */
  error?: string;
  /** Forces the drag-over highlight (stories); otherwise tracked from drag events. */
  dragging?: boolean;
  onDraggingChange?: (dragging: boolean) => void;
  onFile: (file: File | null) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** Featured image: drag and drop or click; progress, preview and remove. Presentational. */
export function FeaturedImageDrop({
  status,
  progress = 0,
  imageUrl,
  error,
  dragging = false,
  onDraggingChange,
  onFile,
  onRemove,
  disabled = false,
}: FeaturedImageDropProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const busy = status === 'uploading';

  const open = () => {
    if (!disabled && !busy) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const over = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled || busy) return;
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) onDraggingChange?.(true);
  };
  const leave = (event: DragEvent<HTMLDivElement>) => {
    // Leaving for a child element is not leaving the zone.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    onDraggingChange?.(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    onDraggingChange?.(false);
    if (disabled || busy) return;
    onFile(event.dataTransfer.files?.[0] ?? null);
  };

  if (status === 'done' && imageUrl) {
    return (
      <div className={styles.wrapper}>
        <div className={styles.preview}>
          <img src={imageUrl} alt={t('editor.image.alt')} className={styles.previewImage} />
          <button
            type="button"
            className={styles.remove}
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('editor.image.remove')}
          >
            <span aria-hidden="true">×</span> {t('editor.image.remove')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      {/* biome-ignore lint/a11y/useSemanticElements: the zone holds a progress bar and a file input and takes drops; a <button> may contain neither */}
      <div
        className={styles.zone}
        data-dragging={dragging ? 'true' : undefined}
        data-invalid={error ? 'true' : undefined}
        data-busy={busy ? 'true' : undefined}
        role="button"
        tabIndex={disabled || busy ? -1 : 0}
        aria-disabled={disabled || busy || undefined}
        // The name is the zone's visible text (instructions and 'PNG, JPG, GIF up to 5MB').
        aria-describedby={error ? errorId : undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
        data-testid="featured-image-drop"
      >
        {busy ? (
          <div className={styles.uploading} role="status" aria-live="polite">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('editor.image.uploading')}</span>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={t('editor.image.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div className={styles.barFill} style={{ width: `${progress}%` }} />
            </div>
            <span className={styles.percent}>{progress}%</span>
          </div>
        ) : (
          <>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <p className={styles.title}>{t(dragging ? 'editor.image.drop' : 'editor.image.browse')}</p>
            <p id={hintId} className={styles.hint}>
              {t('editor.image.types')}
            </p>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className={styles.input}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="featured-image-input"
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            onFile(file);
          }}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
