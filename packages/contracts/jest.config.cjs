const { createJestConfig } = require('@cwt/build/jest-preset.cjs');

module.exports = createJestConfig({ displayName: '@cwt/contracts', dir: __dirname, environment: 'node' });
