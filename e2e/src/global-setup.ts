// Once per end-to-end run: a data folder with the database created, migrated and seeded, which every
// test file's site copies (site.ts). Creating a PGlite database and seeding it is most of a site's
// start; copying the folder takes well under a second.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, runApiUntilReady, spawnApi } from './site';

export default async function globalSetup(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'cwt-e2e-template-'));
  const data = path.join(root, 'data');
  // Apart from the sites' ports (base..base+4 and base+1000 per worker) and npm start's (3000-3004, 4000).
  const port = Number(process.env.E2E_BASE_PORT ?? 3100) + 800;
  await runApiUntilReady(spawnApi(port, data), port);
  process.env[DATA_TEMPLATE_ENV] = data;
}
