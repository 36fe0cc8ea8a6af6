import { useEffect } from 'react';

/** AccountPage of the social remote. */
export default function AccountPage() {
  useEffect(() => {
    document.title = 'Account · CWT';
  }, []);
  return (
    <section>
      <h1>Account</h1>
    </section>
  );
}
