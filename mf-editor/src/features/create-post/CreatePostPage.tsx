import { useEffect } from 'react';

/** CreatePostPage of the editor remote. */
export default function CreatePostPage() {
  useEffect(() => {
    document.title = 'Create New Post · CWT';
  }, []);
  return (
    <section>
      <h1>Create New Post</h1>
    </section>
  );
}
