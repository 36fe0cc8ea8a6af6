// A bundle's catalogue (`<locale>.messages.json`: message id -> ICU message) compiled at build time into
// Lingui's compiled form, so no browser carries an ICU parser (docs/architecture.md, "Languages"). One
// compiler for webpack (catalogue-loader.cjs), Jest (jest-catalogue-transform.cjs) and Storybook.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/**
 * @param {string} source the file's JSON text
 * @param {string} file for error messages
 * @returns {string} the compiled catalogue as JSON text
 */
function compileCatalogue(source, file) {
  const messages = JSON.parse(source);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(
        `${file}: "${id}" is not a valid ICU message: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return JSON.stringify(compiled);
}

module.exports = { compileCatalogue };
