import { useEffect } from 'react';

/** NotificationsPage of the social remote. */
export default function NotificationsPage() {
  useEffect(() => {
    document.title = 'Notifications · CWT';
  }, []);
  return (
    <section>
      <h1>Notifications</h1>
    </section>
  );
}
