import { createFederatedConfig } from '@cwt/build/webpack';

export default createFederatedConfig({
  name: 'admin',
  dir: import.meta.dirname,
  port: Number(process.env.ADMIN_PORT ?? 3004),
  exposes: {
    './AdminApp': './src/features/layout/AdminApp.tsx',
  },
});
