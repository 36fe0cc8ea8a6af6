// webpack loader for `*.messages.json` (the rule in loaders.mjs): the compiled catalogue as a module.
const { compileCatalogue } = require('./catalogue.cjs');

module.exports = function catalogueLoader(source) {
  return `export default ${compileCatalogue(source, this.resourcePath)};`;
};
