const { createJestConfig } = require('@cwt/build/jest-preset.cjs');

module.exports = createJestConfig({ displayName: '@cwt/core', dir: __dirname, environment: 'jsdom' });
