import { useEffect } from 'react';

/** ForgotPasswordPage of the social remote. */
export default function ForgotPasswordPage() {
  useEffect(() => {
    document.title = 'Forgot Password · CWT';
  }, []);
  return (
    <section>
      <h1>Forgot Password</h1>
    </section>
  );
}
