// Every jsdom test renders as the app does: in a loaded language, core's, @cwt/ui's and the app's own
// catalogues registered (the shell's src/i18n/setup.ts, a remote's src/i18n/catalogue.ts), and
// @cwt/ui's components translating through core. The language is core's initial one: English in
// jsdom (navigator.language en-US, no cookie); a test about Vietnamese texts activates 'vi'.
// In a beforeAll, after the test file's imports and jest.mock calls: loading core earlier would bind
// its modules to the real versions of what a test mocks.
const { existsSync } = require('node:fs');
const path = require('node:path');

const APP_CATALOGUES = ['src/i18n/setup.ts', 'src/i18n/catalogue.ts'];

/** The tested package's folder: the nearest one above the test file with a package.json. */
function packageDir(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir) && !existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

beforeAll(async () => {
  const { registerCatalogue } = require(path.join(__dirname, '../core/src/i18n/catalogues.ts'));
  const { activateLocale, getLocale } = require(path.join(__dirname, '../core/src/i18n/locale.ts'));
  const { t } = require(path.join(__dirname, '../core/src/i18n/translate.ts'));
  const ui = require(path.join(__dirname, '../ui/src/i18n/translate.tsx'));
  registerCatalogue('ui', ui.uiCatalogue);
  ui.setUiTranslate(t);
  const dir = packageDir(expect.getState().testPath ?? '');
  for (const file of APP_CATALOGUES) if (existsSync(path.join(dir, file))) require(path.join(dir, file));
  await activateLocale(getLocale());
});
