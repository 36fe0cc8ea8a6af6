import { useEffect } from 'react';

/** HomePage of the reader remote. */
export default function HomePage() {
  useEffect(() => {
    document.title = 'Home · CWT';
  }, []);
  return (
    <section>
      <h1>Home</h1>
    </section>
  );
}
