// Reads the shared moderation data (../shared/data/moderation, never copied into the repository) and
// splits it deterministically. Used by the trainer and by the regression test that checks the
// published figures, so both see the same held-out rows.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files the model is trained and measured on (the manifest hashes exactly these). The word lists
 * beside them are not used: the lexicon is our own, and the model learns words from comments.
 */
export const DATA_FILES = {
  vihos: 'vi-vihos.jsonl',
  toxicSpans: 'en-toxic-spans-train.csv',
  wikipedia: 'en-wikipedia-toxicity-subset.csv',
  madlibs: 'en-bias-madlibs-77k.csv',
} as const;

/** MODERATION_DATA_DIR, else ../shared/data/moderation beside the repository (or beside its worktree folder). */
export function findDataDir(repoRoot: string): string | null {
  const candidates = [
    process.env.MODERATION_DATA_DIR,
    path.resolve(repoRoot, '../shared/data/moderation'),
    path.resolve(repoRoot, '../../shared/data/moderation'),
  ].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(path.join(p, DATA_FILES.vihos))) ?? null;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** A stable bucket 0..9 from a key: the deterministic split of sets published without one. */
export const bucket = (key: string) => Number.parseInt(sha256(key).slice(0, 8), 16) % 10;

export type Split = 'train' | 'dev' | 'test';

export interface Example {
  text: string;
  toxic: boolean;
  split: Split;
  source: 'vihos' | 'wikipedia' | 'toxic-spans';
  /** Character offsets marked toxic (ViHOS, toxic spans). */
  spans?: number[];
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

function csvObjects(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

export function loadVihos(dir: string): Example[] {
  return readFileSync(path.join(dir, DATA_FILES.vihos), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const o = JSON.parse(l) as { split: Split; text: string; toxic: number; spans: number[] };
      return { text: o.text, toxic: o.toxic === 1, split: o.split, source: 'vihos' as const, spans: o.spans };
    });
}

/** Wikipedia talk comments: by rev_id, 40% train, 30% dev, 30% test. */
export function loadWikipedia(dir: string): Example[] {
  return csvObjects(path.join(dir, DATA_FILES.wikipedia)).map((r) => {
    const b = bucket(`wiki:${r.rev_id}`);
    return {
      text: r.comment!.replace(/NEWLINE_TOKEN/g, '\n').trim(),
      toxic: r.toxic === 'True',
      split: b < 4 ? 'train' : b < 7 ? 'dev' : 'test',
      source: 'wikipedia' as const,
    };
  });
}

/** Civil Comments rated toxic: 80% train, 20% test (toxic only, so only recall is measured on it). */
export function loadToxicSpans(dir: string): Example[] {
  return csvObjects(path.join(dir, DATA_FILES.toxicSpans)).map((r) => ({
    text: r.text!,
    toxic: true,
    split: bucket(`spans:${r.text}`) < 8 ? ('train' as const) : ('test' as const),
    source: 'toxic-spans' as const,
    spans: JSON.parse(r.spans || '[]') as number[],
  }));
}

export interface Madlib {
  text: string;
  bad: boolean;
  template: string;
}

export function loadMadlibs(dir: string): Madlib[] {
  return csvObjects(path.join(dir, DATA_FILES.madlibs)).map((r) => ({
    text: r.Text!,
    bad: r.Label === 'BAD',
    template: r.Template!,
  }));
}
