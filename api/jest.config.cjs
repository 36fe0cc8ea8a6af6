const path = require('node:path');
const { createJestConfig, swcTransform } = require('@cwt/build/jest-preset.cjs');

module.exports = createJestConfig({
  displayName: '@cwt/api',
  dir: __dirname,
  environment: 'node',
  extra: {
    // Migrates once (PGlite snapshot or PostgreSQL template database); see test/global-setup.cjs.
    globalSetup: path.join(__dirname, 'test/global-setup.cjs'),
    // Argon2 hashing and PGlite start-up make API tests slower than unit tests.
    testTimeout: 30_000,
    // ESM-only dependencies (content-disposition via @fastify/static, jose, @lingui and its
    // @messageformat) are compiled for Jest.
    // PGlite ships CommonJS as .cjs with dynamic import() calls that Jest's sandbox cannot run;
    // compiling .cjs too turns them into require().
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swcTransform },
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm|content-disposition|jose|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@electric-sql|@lingui|@messageformat)[/+])',
    ],
  },
});
