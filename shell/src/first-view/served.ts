import type { FirstViewData } from '@cwt/core';
import { createContext } from 'react';

/**
 * The first view's data when a page is rendered on the server (the shell's serve-time HTML). In the
 * browser nothing provides it: the placeholders read the data block the server put in the page.
 */
export const ServedFirstView = createContext<FirstViewData | null>(null);
