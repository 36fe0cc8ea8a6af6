import { defineConfig } from 'drizzle-kit';

// `pnpm exec drizzle-kit generate` (offline). Migrations are applied in code on start
// (src/db/migrate.ts) because drizzle-kit migrate cannot load PGlite extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
