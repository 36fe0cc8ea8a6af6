// The Markdown page of the crash runs.
import type { CrashReport } from './run';

export function markdown(r: CrashReport): string {
  const o = r.options;
  return `${[
    '# Crash',
    '',
    `${r.date} · ${o.writers} writers (posts, comments, likes) · signal after ${o.killAfterS * 0.5}-${o.killAfterS * 1.5} s · ${o.posts} seeded posts · Node ${r.node}`,
    '',
    'Outcomes of the writes in each round: acknowledged (2xx), refused cleanly (503 while closing, or connection refused), dropped (connection lost with no answer), failed (an error status). "Committed unacked": writes that got no answer but are in the database. Missing: acknowledged writes (all rounds so far) not in the database.',
    '',
    '| driver | signal | # | signal at ms | exit | exit ms | acked | refused | dropped | failed | reopen | missing | committed unacked | counters off | restart ms | result |',
    '| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |',
    ...r.rounds.map((x) => {
      const v = x.verification;
      const missing = v ? v.missing.posts.length + v.missing.comments.length + v.missing.likes.length : '?';
      const t = x.tally.outcomes;
      return `| ${x.driver} | ${x.signal} | ${x.round} | ${x.signalAfterMs} | ${x.exit.code ?? x.exit.signal} | ${x.exit.ms} | ${t.acknowledged} | ${t.refused} | ${t.dropped} | ${t.failed} | ${x.reopen.ok ? `ok, ${x.reopen.ms} ms` : `FAILED: ${x.reopen.error}`} | ${missing} | ${v?.committedUnacknowledged ?? '?'} | ${v?.counterMismatches ?? '?'} | ${x.restart.ok ? x.restart.ms : `FAILED: ${x.restart.error}`} | ${x.ok ? 'ok' : 'FAILED'} |`;
    }),
    '',
    ...[...new Set(r.rounds.map((x) => x.driver))].map((driver) => {
      const last = r.rounds.filter((x) => x.driver === driver).at(-1)?.verification;
      return last
        ? `- ${driver}: acknowledged writes checked after the last round: ${last.acknowledged.posts} posts, ${last.acknowledged.comments} comments, ${last.acknowledged.likes} likes.`
        : `- ${driver}: no verification.`;
    }),
  ].join('\n')}\n`;
}
