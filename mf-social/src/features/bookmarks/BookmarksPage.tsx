import { useEffect } from 'react';

/** BookmarksPage of the social remote. */
export default function BookmarksPage() {
  useEffect(() => {
    document.title = 'Bookmarks · CWT';
  }, []);
  return (
    <section>
      <h1>Bookmarks</h1>
    </section>
  );
}
