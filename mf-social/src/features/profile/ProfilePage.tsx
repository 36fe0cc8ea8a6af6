import { useEffect } from 'react';

/** ProfilePage of the social remote. */
export default function ProfilePage() {
  useEffect(() => {
    document.title = 'Profile · CWT';
  }, []);
  return (
    <section>
      <h1>Profile</h1>
    </section>
  );
}
