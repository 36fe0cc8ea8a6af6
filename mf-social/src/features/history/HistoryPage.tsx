import { useEffect } from 'react';

/** HistoryPage of the social remote. */
export default function HistoryPage() {
  useEffect(() => {
    document.title = 'History · CWT';
  }, []);
  return (
    <section>
      <h1>History</h1>
    </section>
  );
}
