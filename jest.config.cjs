// Runs every package's Jest project in one process tree: `pnpm jest` at the root.
module.exports = {
  // Global, not per project: Jest ignores a project's testTimeout when several projects run together.
  // API tests start a server with its own database and hash passwords, which needs more than 5 s
  // on a loaded two-core machine.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/core',
    '<rootDir>/packages/ui',
    '<rootDir>/shell',
    '<rootDir>/mf-reader',
    '<rootDir>/mf-editor',
    '<rootDir>/mf-social',
    '<rootDir>/mf-admin',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
};
