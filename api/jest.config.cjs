const { createJestConfig } = require('@cwt/build/jest-preset.cjs');

module.exports = createJestConfig({ displayName: '@cwt/api', dir: __dirname, environment: 'node' });
