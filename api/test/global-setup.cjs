// Jest globalSetup: prepares the migrated test database once (see prepare-db.ts) in a child
// process, because PGlite cannot start inside Jest's module sandbox without the VM-modules flag.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function globalSetup() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'prepare-db.ts')], {
    cwd: path.join(__dirname, '..'),
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`preparing the test database failed (exit ${result.status})`);
};
