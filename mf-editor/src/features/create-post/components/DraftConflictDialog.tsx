import type { Draft } from '@cwt/contracts';
import { formatRelativeTime, useT } from '@cwt/core';
import { Button } from '@cwt/ui';
import { Modal } from '@cwt/ui/dialogs';
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
  const t = useT();
  const text = plainText(html);
  return (
    <section className={styles.copy} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      <p className={styles.note}>{note}</p>
      <p className={styles.title}>{title.trim() || t('editor.untitled')}</p>
      <p className={styles.text}>
        {text.length > PREVIEW_CHARS
          ? `${text.slice(0, PREVIEW_CHARS)}…`
          : text || t('editor.conflict.noText')}
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
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('editor.conflict.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onTakeTheirs}>
            {t('editor.conflict.takeTheirs')}
          </Button>
          <Button onClick={onKeepMine}>{t('editor.conflict.keepMine')}</Button>
        </>
      }
    >
      <p className={styles.lead}>{t('editor.conflict.lead')}</p>
      <div className={styles.copies}>
        <Copy
          heading={t('editor.conflict.mine')}
          title={mine.title}
          html={mine.content}
          note={t('editor.conflict.mineNote')}
        />
        <Copy
          heading={t('editor.conflict.theirs')}
          title={theirs.title}
          html={theirs.content}
          note={t('editor.conflict.saved', { when: formatRelativeTime(theirs.updatedAt) })}
        />
      </div>
    </Modal>
  );
}
