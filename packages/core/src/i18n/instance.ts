// The page's one Lingui instance. @cwt/core is a Module Federation singleton, so the shell and every
// remote translate through this object, with one active locale.
import { type Messages, setupI18n } from '@lingui/core';

export const i18n = setupI18n();

export type { Messages };
