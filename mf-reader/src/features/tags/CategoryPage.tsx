import { useEffect } from 'react';

/** CategoryPage of the reader remote. */
export default function CategoryPage() {
  useEffect(() => {
    document.title = 'Category · CWT';
  }, []);
  return (
    <section>
      <h1>Category</h1>
    </section>
  );
}
