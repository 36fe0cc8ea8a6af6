import { useEffect } from 'react';

/** ResetPasswordPage of the social remote. */
export default function ResetPasswordPage() {
  useEffect(() => {
    document.title = 'Reset Password · CWT';
  }, []);
  return (
    <section>
      <h1>Reset Password</h1>
    </section>
  );
}
