import { Button } from '@cwt/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CommentField } from '../CommentField';
import styles from '../Comments.module.css';

export interface ReplyComposerProps {
  /** Whom the reply answers, for the field's label. */
  name: string;
  onSend: (content: string) => Promise<boolean>;
  onCancel: () => void;
}

/** The inline reply box under a comment; it takes the focus when it opens, Escape closes it. */
export function ReplyComposer({ name, onSend, onCancel }: ReplyComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by the Reply button: typing goes straight into the box.
  useEffect(() => field.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    const sent = await onSend(content);
    setSending(false);
    if (sent) setText('');
  };
  return (
    <form
      className={styles.replyForm}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <CommentField
        rows={2}
        label={`Reply to ${name}`}
        placeholder="Write a reply…"
        value={text}
        ref={field}
        onValueChange={setText}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={sending} disabled={!text.trim()}>
          Reply
        </Button>
      </div>
    </form>
  );
}
