const { createJestConfig } = require('@cwt/build/jest-preset.cjs');

// End-to-end tests drive Debian's Chromium against the built site. Files may run in parallel: each
// Jest worker's sites take ports of their own (e2eBasePort: E2E_BASE_PORT + 10 per worker).
module.exports = createJestConfig({
  displayName: '@cwt/e2e',
  dir: __dirname,
  environment: 'node',
  extra: {
    testTimeout: 120_000,
    slowTestThreshold: 60,
    // One migrated, seeded data folder that every file's site copies (src/global-setup.ts).
    globalSetup: '<rootDir>/src/global-setup.ts',
    globalTeardown: '<rootDir>/src/global-teardown.ts',
  },
});
