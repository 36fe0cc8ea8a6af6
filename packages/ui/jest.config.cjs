const { createJestConfig } = require('@cwt/build/jest-preset.cjs');

module.exports = createJestConfig({ displayName: '@cwt/ui', dir: __dirname, environment: 'jsdom' });
