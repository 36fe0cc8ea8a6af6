import type { Draft } from '@cwt/contracts';
import { formatRelativeTime } from '@cwt/core';
import { Button, Modal } from '@cwt/ui';
import { plainText } from '../draft-fields';
import type { PostFields } from '../validation';
import styles from './DraftConflictDialog.module.css';

export interface DraftConflictDialogProps {
  open: boolean;
  /** This device's form. */
  mine: PostFields;
  /** The server's newer copy. */
  theirs: Draft;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** Closing decides nothing: saving stays stopped until a copy is chosen. */
  onClose: () => void;
}

const PREVIEW_CHARS = 280;

function Copy({
  heading,
  title,
  html,
  note,
}: {
  heading: string;
  title: string;
  html: string;
  note: string;
}) {
  const text = plainText(html);
  return (
    <section className={styles.copy} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      <p className={styles.note}>{note}</p>
      <p className={styles.title}>{title.trim() || 'Untitled'}</p>
      <p className={styles.text}>
        {text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text || 'No text yet'}
      </p>
    </section>
  );
}

/** A save found a newer copy on the server (another device): both are shown, the author picks one. */
export function DraftConflictDialog({
  open,
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: DraftConflictDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="This draft changed on another device"
      footer={
        <>
          <Button variant="secondary" onClick={onTakeTheirs}>
            Use the other copy
          </Button>
          <Button onClick={onKeepMine}>Keep this device’s copy</Button>
        </>
      }
    >
      <p className={styles.lead}>Both copies are below. The one you keep replaces the other everywhere.</p>
      <div className={styles.copies}>
        <Copy
          heading="This device"
          title={mine.title}
          html={mine.content}
          note="What you see in the editor"
        />
        <Copy
          heading="The other device"
          title={theirs.title}
          html={theirs.content}
          note={`Saved ${formatRelativeTime(theirs.updatedAt)}`}
        />
      </div>
    </Modal>
  );
}
