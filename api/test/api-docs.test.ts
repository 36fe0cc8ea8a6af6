import { readFileSync } from 'node:fs';
import { apiDocsFile, REGENERATE_API_DOCS, renderApiDocs } from '../scripts/gen-api-docs';

// docs/api.md is generated from the routes and the contracts; a route or schema change that does not
// regenerate it leaves the docs describing an API that no longer exists.
test('docs/api.md is what the routes and contracts generate', async () => {
  const expected = await renderApiDocs();
  const committed = readFileSync(apiDocsFile(), 'utf8');
  expect(expected).toContain('| Method | Path | Auth | Request | Response | Summary |');
  if (committed !== expected) {
    throw new Error(
      `docs/api.md is stale: regenerate it with \`${REGENERATE_API_DOCS}\` and commit the result.\n` +
        `First differing line: ${firstDifference(committed, expected)}`,
    );
  }
});

function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) return `${i + 1}: committed "${left[i] ?? ''}", generated "${right[i] ?? ''}"`;
  }
  return '(none)';
}
