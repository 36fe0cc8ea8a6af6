const { createJestConfig } = require('@cwt/build/jest-preset.cjs');

module.exports = createJestConfig({
  displayName: '@cwt/mf-reader',
  dir: __dirname,
  environment: 'jsdom',
});
