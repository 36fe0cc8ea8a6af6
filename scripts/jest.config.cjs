// Tests of the repo's own checks (layer rules, public-surface report). They run the scripts as child
// processes, the way the lint stage does.
const path = require('node:path');
const { createJestConfig } = require('../packages/build/jest-preset.cjs');

module.exports = createJestConfig({
  displayName: 'scripts',
  dir: __dirname,
  environment: 'node',
  extra: {
    // The layer fixtures hold package.json files with clashing names; Jest must not index them.
    modulePathIgnorePatterns: [path.join(__dirname, 'fixtures')],
  },
});
