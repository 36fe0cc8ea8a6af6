// Jest transform for `*.messages.json`: the same compiled catalogue the webpack loader produces. Jest
// reads a .json module as JSON after transforming it, so the output is the compiled catalogue's JSON
// (an `import()` of it then has it as `default`, as in the bundles).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { compileCatalogue } = require('./catalogue.cjs');

/** The compiler's own source: a change to it must not be hidden by Jest's transform cache. */
const COMPILER = [__filename, path.join(__dirname, 'catalogue.cjs')]
  .map((f) => readFileSync(f, 'utf8'))
  .join('');

module.exports = {
  process(source, file) {
    return { code: compileCatalogue(source, file) };
  },
  getCacheKey(source, file) {
    return createHash('sha1').update(COMPILER).update(file).update(source).digest('hex');
  },
};
