import styles from './Admin.module.css';

/** A refusal from the server (last ADMIN, category in use, validation), shown where the user acted. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
