import frame from '@/shared/ListPage.module.css';

/** /about-test: a throwaway page, added by following docs/adding-a-remote.md literally. */
export default function AboutTestPage() {
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>About this test</h1>
      <p className={frame.note}>A page of the reader remote, routed by the shell.</p>
    </div>
  );
}
