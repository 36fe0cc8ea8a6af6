import { createFederatedConfig } from '@cwt/build/webpack';

export default createFederatedConfig({
  name: 'editor',
  dir: import.meta.dirname,
  port: Number(process.env.EDITOR_PORT ?? 3002),
  exposes: {
    './CreatePostPage': './src/features/create-post/CreatePostPage.tsx',
    './RichTextEditor': './src/features/rich-text/RichTextEditor.tsx',
  },
});
