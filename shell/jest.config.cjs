const { createJestConfig } = require('@cwt/build/jest-preset.cjs');

module.exports = createJestConfig({
  displayName: '@cwt/shell',
  dir: __dirname,
  environment: 'jsdom',
});
