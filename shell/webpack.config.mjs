import { createFederatedConfig } from '@cwt/build/webpack';

// The host: no exposes; remotes are registered at run time from /config.json (see src/bootstrap.tsx).
export default createFederatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
  host: true,
  // Home's first view, rendered at build time into index.html (see packages/build/webpack.mjs).
  prerender: './src/prerender.tsx',
});
