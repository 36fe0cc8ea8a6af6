import { useEffect } from 'react';

/** BlogDetailPage of the reader remote. */
export default function BlogDetailPage() {
  useEffect(() => {
    document.title = 'Blog · CWT';
  }, []);
  return (
    <section>
      <h1>Blog</h1>
    </section>
  );
}
