import { contactApi, isApiError } from '@cwt/core';
import { Button, notify, TextField } from '@cwt/ui';
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
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Email is invalid';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

interface Props {
  /** e.g. 'Report a bug': prefixed to the message so support can sort it. */
  topicLabel?: string;
  nameRef?: RefObject<HTMLInputElement | null>;
}

export function ContactForm({ topicLabel, nameRef }: Props) {
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
      notify.success('Message sent successfully!');
    } catch (err) {
      notify.error(isApiError(err) ? err.message : 'Your message could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact support">
      {topicLabel && (
        <p className={styles.topic}>
          Topic: <strong>{topicLabel}</strong>
        </p>
      )}
      <div className={styles.formRow}>
        <TextField
          ref={nameRef}
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <TextField
          label="Email"
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
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        required
      />
      <div>
        <Button type="submit" loading={sending}>
          {sending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
