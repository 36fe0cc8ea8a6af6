import { createFederatedConfig } from '@cwt/build/webpack';

export default createFederatedConfig({
  name: 'reader',
  dir: import.meta.dirname,
  port: Number(process.env.READER_PORT ?? 3001),
  exposes: {
    './HomePage': './src/features/home/HomePage.tsx',
    './BlogDetailPage': './src/features/post/BlogDetailPage.tsx',
    './PopularPage': './src/features/popular/PopularPage.tsx',
    './TagsPage': './src/features/tags/TagsPage.tsx',
    './CategoryPage': './src/features/tags/CategoryPage.tsx',
    './SearchPage': './src/features/search/SearchPage.tsx',
    './SearchBox': './src/features/search/SearchBox.tsx',
  },
});
