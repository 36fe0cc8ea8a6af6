import type { PagedPosts } from '@cwt/contracts';
import { createContext } from 'react';

/**
 * Popular Blogs' posts when home is rendered on the server (shell's serve-time first view). In the
 * browser nothing provides it: the placeholder reads the data block the server put in the page.
 */
export const ServedPopular = createContext<PagedPosts | null>(null);
