// The Markdown page of one load run.

import { TIMELINE_WINDOW_S } from './action-log';
import type { LoadReport } from './run';

export function markdown(r: LoadReport): string {
  const o = r.options;
  const lines = [
    `# Load: ${r.driver}`,
    '',
    `${r.date} · mix ${o.mix} · ${o.ramp ? `ramp +${o.ramp.step} users every ${o.ramp.warmSeconds}+${o.ramp.stepSeconds} s` : `${o.users} virtual users · ${o.seconds} s`} · ${o.posts} seeded posts · pause 0-${o.thinkMs} ms between actions · timeout ${o.timeoutMs / 1000} s · rate limits x${o.rateLimitFactor} · Node ${r.node}`,
    '',
    `**${r.requests} requests${r.ramp ? ' (measured parts of every step)' : ` in ${r.elapsedS} s`} (${r.requestsPerSecond} req/s), p50 ${r.latency.p50Ms} ms, p99 ${r.latency.p99Ms} ms, max ${r.latency.maxMs} ms; errors: ${r.errors}; expected refusals: ${r.refusals}; audit: ${r.audit.ok ? 'every count matches' : 'MISMATCH'}.**`,
    ...(r.steady
      ? [
          `After the first ${TIMELINE_WINDOW_S} s (warm-up: cold caches, code not yet optimised): p50 ${r.steady.p50Ms} ms, p99 ${r.steady.p99Ms} ms, max ${r.steady.maxMs} ms (the timeline below).`,
        ]
      : []),
    `API stop (SIGTERM) after the run: exit code ${r.shutdown.code}, ${r.shutdown.ms} ms.`,
    '',
    ...(r.ramp
      ? [
          `Ramp: the knee is the last step with p99 <= ${r.ramp.p99TargetMs} ms and no error: ${r.ramp.knee ? `**${r.ramp.knee.users} users, ${r.ramp.knee.requestsPerSecond} req/s**` : '**none**'}.`,
          '',
          '| users | req/s | p50 ms | p99 ms | errors | within target |',
          '| ---: | ---: | ---: | ---: | ---: | --- |',
          ...r.ramp.steps.map(
            (s) =>
              `| ${s.users} | ${s.requestsPerSecond} | ${s.latency.p50Ms} | ${s.latency.p99Ms} | ${s.errors} | ${s.ok ? 'yes' : 'no'} |`,
          ),
          '',
        ]
      : []),
    r.raw
      ? `Raw ceiling, same run: the same ${r.raw.users} virtual users and mix against node:http answering each action with canned bytes: ${r.raw.requestsPerSecond} req/s, p99 ${r.raw.latency.p99Ms} ms, errors ${r.raw.errors}; API / raw = **${(r.raw.ratio * 100).toFixed(0)}%**.`
      : 'Raw ceiling: not run (`--raw-seconds=0`).',
    r.busDelay
      ? `Bus delay (a second API process on the same database times every message the first publishes): ${r.busDelay.count} messages, **p99 ${r.busDelay.p99}** (histogram bucket), mean ${r.busDelay.count ? (r.busDelay.sumMs / r.busDelay.count).toFixed(1) : '-'} ms.`
      : `Bus delay: n/a (${r.driver === 'pglite' ? 'PGlite: one process, in-memory bus' : 'not read'}).`,
    '',
    '| action | requests | errors | expected refusals | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.actions
      .sort((a, b) => b.count - a.count)
      .map(
        (a) =>
          `| ${a.action} | ${a.count} | ${a.errors} | ${a.refusals} | ${a.p50Ms} | ${a.p99Ms} | ${a.maxMs} |`,
      ),
    '',
    'Timeline (by the second a request ended, from the start of the run):',
    '',
    '| from s | requests | p50 ms | p99 ms | max ms |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...r.timeline.map((w) => `| ${w.fromS} | ${w.count} | ${w.p50Ms} | ${w.p99Ms} | ${w.maxMs} |`),
    '',
    '## Audit (SQL, after the API stopped)',
    '',
    '| check | expected | stored | mismatches |',
    '| --- | ---: | ---: | ---: |',
    ...r.audit.checks.map((c) => `| ${c.name} | ${c.expected} | ${c.actual} | ${c.mismatches} |`),
    `| every counter = its rows (likes, comments of every level, comment likes, tags, kept site and user counts; reply depths and anchors; notification group counts) | 0 off | ${r.audit.counterMismatches.length} off | ${r.audit.counterMismatches.length} |`,
    '',
    `Acknowledged at the end: ${r.acknowledged.likesHeld} likes held (net ${r.acknowledged.likesNet}), ${r.acknowledged.commentsHeld} comments (${r.acknowledged.repliesHeld} of them replies, deepest at level ${r.acknowledged.deepestReply}; ${r.acknowledged.commentsDeleted} deleted, ${r.acknowledged.edits} edits), ${r.acknowledged.mentions} mentions (${r.acknowledged.mentionsAcrossBlock} across a block, ${r.acknowledged.mentionsUnsure} written while a block changed: not audited), ${r.acknowledged.blocksHeld} blocks and ${r.acknowledged.mutesHeld} mutes held, ${r.acknowledged.bookmarksHeld} bookmarks, ${r.acknowledged.posts} new posts. Writes without a definite answer: ${r.audit.uncertainPosts} posts touched, ${r.audit.uncertainCreates} creates.`,
  ];
  if (r.errorSamples.length)
    lines.push(
      '',
      '## Errors (first 20)',
      '',
      ...r.errorSamples.map((e) => `- ${e.action}: ${e.status} ${e.detail}`),
    );
  return `${lines.join('\n')}\n`;
}
