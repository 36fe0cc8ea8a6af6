import { readFileSync } from 'node:fs';
import { createFederatedConfig } from '@cwt/build/webpack';

// exposes.json must match REMOTES.admin in @cwt/contracts (a contracts test checks it).
const exposes = JSON.parse(readFileSync(new URL('./exposes.json', import.meta.url), 'utf8'));

export default createFederatedConfig({
  name: 'admin',
  dir: import.meta.dirname,
  port: Number(process.env.ADMIN_PORT ?? 3004),
  exposes,
});
