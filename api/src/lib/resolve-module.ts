import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The file a package resolves to, for a worker thread evaluated from source (it has no module
 * location of its own to resolve from). `require` exists under Jest and in the bundle (its banner
 * defines it); under tsx (ESM: the bench, the docs generator) resolve from the working directory,
 * which is the API package or the repository root.
 */
export function resolveModule(id: string): string {
  if (typeof require === 'function') return require.resolve(id);
  const cwd = process.cwd();
  return createRequire(path.join(cwd, 'package.json')).resolve(id, { paths: [cwd, path.join(cwd, 'api')] });
}
