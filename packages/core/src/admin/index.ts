// `@cwt/core/admin`: the back office's data layer, a separate entry so only the admin bundle carries
// it. It is not a shared module of its own: mf-admin compiles these files in, and their imports of
// `@cwt/core` (by name, never by relative path) resolve to the one shared core, so the admin's calls
// use the same API client, session and SWR cache as every other bundle.
export { adminCategoriesApi } from './categories';
export { adminContactApi, useContactMessages } from './contact';
export { adminReportsApi, useAdminReports } from './reports';
export { useAdminStats } from './stats';
export { adminUsersApi, useAdminUsers } from './users';
