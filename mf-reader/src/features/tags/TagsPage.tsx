import { useEffect } from 'react';

/** TagsPage of the reader remote. */
export default function TagsPage() {
  useEffect(() => {
    document.title = 'Tags · CWT';
  }, []);
  return (
    <section>
      <h1>Tags</h1>
    </section>
  );
}
