import { readFileSync } from 'node:fs';
import path from 'node:path';

// docs/configuration.md must name every variable the API reads (the table in src/config.ts).
test('every API environment variable is documented', () => {
  const source = readFileSync(path.join(__dirname, '../src/config.ts'), 'utf8');
  const docs = readFileSync(path.join(__dirname, '../../docs/configuration.md'), 'utf8');
  const tableVars = [...source.matchAll(/^ \* \| ([A-Z][A-Z0-9_]+) \|/gm)].map((m) => m[1]);
  const readVars = [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]);
  expect(tableVars.length).toBeGreaterThan(10);
  for (const name of new Set(readVars)) expect(tableVars).toContain(name);
  for (const name of tableVars) expect(docs).toContain(`| ${name} |`);
});
