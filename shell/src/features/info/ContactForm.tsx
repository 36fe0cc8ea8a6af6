import { contactApi, errorText, t as translate, useT } from '@cwt/core';
import { Button, notify } from '@cwt/ui';
import { TextField } from '@cwt/ui/forms';
import { type FormEvent, type RefObject, useState } from 'react';
import styles from './InfoPage.module.css';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}
type Errors = Partial<Record<keyof ContactValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's contact-form rules and messages. */
export function validateContact(values: ContactValues): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = translate('shell.register.nameRequired');
  if (!values.email.trim()) errors.email = translate('shell.register.emailRequired');
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = translate('shell.contact.emailInvalid');
  if (!values.message.trim()) errors.message = translate('shell.contact.messageRequired');
  return errors;
}

interface Props {
  /** e.g. 'Report a bug' (in the user's language): prefixed to the message so support can sort it. */
  topicLabel?: string;
  nameRef?: RefObject<HTMLInputElement | null>;
}

export function ContactForm({ topicLabel, nameRef }: Props) {
  const t = useT();
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const message = values.message.trim();
      await contactApi.send({
        name: values.name.trim(),
        email: values.email.trim(),
        message: topicLabel ? `[${topicLabel}] ${message}` : message,
      });
      setValues({ name: '', email: '', message: '' });
      notify.success(t('shell.contact.sent'));
    } catch (err) {
      notify.error(errorText(err, 'shell.contact.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('shell.contact.label')}>
      {topicLabel && (
        <p className={styles.topic}>
          {t('shell.contact.topic')} <strong>{topicLabel}</strong>
        </p>
      )}
      <div className={styles.formRow}>
        <TextField
          ref={nameRef}
          label={t('shell.field.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <TextField
          label={t('shell.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          required
        />
      </div>
      <TextField
        multiline
        label={t('shell.contact.message')}
        name="message"
        rows={6}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        required
      />
      <div>
        <Button type="submit" loading={sending}>
          {sending ? t('shell.contact.sending') : t('shell.contact.send')}
        </Button>
      </div>
    </form>
  );
}
