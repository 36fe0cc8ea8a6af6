import { useEffect } from 'react';

/** PopularPage of the reader remote. */
export default function PopularPage() {
  useEffect(() => {
    document.title = 'Popular Posts · CWT';
  }, []);
  return (
    <section>
      <h1>Popular Posts</h1>
    </section>
  );
}
