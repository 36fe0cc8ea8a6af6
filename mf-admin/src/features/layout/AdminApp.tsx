import { useEffect } from 'react';

/** AdminApp of the admin remote. */
export default function AdminApp() {
  useEffect(() => {
    document.title = 'DASHBOARD · CWT';
  }, []);
  return (
    <section>
      <h1>DASHBOARD</h1>
    </section>
  );
}
