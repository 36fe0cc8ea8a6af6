// Runs every package's Jest project in one process tree: `pnpm jest` at the root.
module.exports = {
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
  ],
};
