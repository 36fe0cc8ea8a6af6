import { useEffect } from 'react';

/** SearchPage of the reader remote. */
export default function SearchPage() {
  useEffect(() => {
    document.title = 'Search · CWT';
  }, []);
  return (
    <section>
      <h1>Search</h1>
    </section>
  );
}
