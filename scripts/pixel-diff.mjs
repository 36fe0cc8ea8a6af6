// Screens of two builds compared pixel by pixel: a refactor (issue 18) must leave every page as it was.
//
//   node scripts/pixel-diff.mjs shoot <checkout> <out-dir> [--port=32500] [--only=admin.categories,home]
//       serves <checkout>'s builds (`npm run build` there first) on freshly seeded data, clocks frozen,
//       and screenshots every route of e2e/src/site-routes.ts at 375 and 1280 px, light and dark
//       (signed out, as a demo member or as the ADMIN, as each route needs); ports --port..--port+5;
//       --only shoots just the routes with those keys (checking one fix without the whole hour)
//   node scripts/pixel-diff.mjs compare <dir-a> <dir-b> [--diff=<dir>] [--max-percent=0.1]
//       prints route, width, theme and % of pixels different for every screenshot of either folder, writes
//       a diff image (default folder <dir-b>/diff) for each pair over --max-percent, and exits 1 when
//       any pair is over it or a screenshot is missing on one side
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareDirs, formatTable } from './pixel-diff/compare.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '32500' },
    only: { type: 'string' },
    diff: { type: 'string' },
    'max-percent': { type: 'string', default: '0.1' },
  },
});
const [command, first, second] = positionals;

if (command === 'compare' && first && second) {
  const maxPercent = Number(values['max-percent']);
  const diffDir = values.diff ?? path.join(second, 'diff');
  const rows = compareDirs(first, second, { diffDir, maxPercent });
  console.log(formatTable(rows));
  const failed = rows.filter((r) => r.failed);
  if (rows.length === 0) console.log('no screenshots to compare');
  else if (failed.length)
    console.log(
      `\n${failed.length} of ${rows.length} differ by more than ${maxPercent}% (diffs in ${diffDir})`,
    );
  else console.log(`\nall ${rows.length} screenshots within ${maxPercent}%`);
  process.exitCode = failed.length || rows.length === 0 ? 1 : 0;
} else if (command === 'shoot' && first && second) {
  // Loaded only here: it starts tsx and imports playwright, which compare does not need.
  const { shoot } = await import('./pixel-diff/shoot.mjs');
  await shoot(first, second, { basePort: Number(values.port), only: values.only?.split(',') });
} else {
  console.error('usage: node scripts/pixel-diff.mjs shoot <checkout> <out-dir> [--port=N] [--only=<keys>]');
  console.error(
    '       node scripts/pixel-diff.mjs compare <dir-a> <dir-b> [--diff=<dir>] [--max-percent=0.1]',
  );
  process.exitCode = 2;
}
