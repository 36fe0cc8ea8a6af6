import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LocalToxicityScorer, scoreText } from '../src/services/moderation/local-scorer';
import { PerspectiveToxicityScorer } from '../src/services/moderation/perspective-scorer';

interface Labelled {
  text: string;
  toxic: boolean;
  kind: string;
}

const THRESHOLD = 0.7;
const rows: Labelled[] = readFileSync(path.join(__dirname, 'fixtures/toxicity.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Labelled);

describe('local toxicity scorer', () => {
  test('labelled set: precision and recall at the moderation threshold stay above their floors', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const kind of ['obfuscated', 'quote', 'vi', 'nonenglish', 'threat', 'insult'])
      expect(kinds).toContain(kind);
    expect(rows.filter((r) => r.toxic).length).toBeGreaterThanOrEqual(100);
    expect(rows.filter((r) => !r.toxic).length).toBeGreaterThanOrEqual(100);

    const scorer = new LocalToxicityScorer();
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    for (const row of rows) {
      const { toxicity } = await scorer.score(row.text);
      expect(toxicity).toBeGreaterThanOrEqual(0);
      expect(toxicity).toBeLessThanOrEqual(1);
      const flagged = toxicity >= THRESHOLD;
      if (flagged && row.toxic) tp += 1;
      else if (flagged) fp += 1;
      else if (row.toxic) fn += 1;
      if (flagged !== row.toxic) misses.push(`${row.toxic ? 'FN' : 'FP'} ${toxicity} ${row.text}`);
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    // docs/moderation.md records the measured figures; the floors leave room for lexicon changes.
    if (precision < 0.95 || recall < 0.9) console.warn(misses.join('\n'));
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  test('obfuscations score like the plain insult', () => {
    const plain = scoreText('you are an idiot').toxicity;
    expect(plain).toBeGreaterThanOrEqual(THRESHOLD);
    for (const disguised of [
      'you are an i d i o t',
      'you are an 1d10t',
      'you are an idiooooot',
      'you are an іdіоt', // Cyrillic і and о
      'you are an ídiót',
      'you are an i.d.i.o.t',
      'ｙｏｕ ａｒｅ ａｎ ｉｄｉｏｔ',
    ]) {
      expect(scoreText(disguised).toxicity).toBeGreaterThanOrEqual(THRESHOLD);
    }
    expect(scoreText('f u c k you').toxicity).toBeGreaterThanOrEqual(THRESHOLD);
    expect(scoreText('f*ck off').toxicity).toBeGreaterThanOrEqual(THRESHOLD);
  });

  test('quoting a toxic word in a clean context scores lower than using it', () => {
    const direct = scoreText('You are an idiot').toxicity;
    const quoted = scoreText('The word "idiot" is rude').toxicity;
    const reported = scoreText('He called me an idiot and I reported it').toxicity;
    expect(quoted).toBeLessThan(direct);
    expect(reported).toBeLessThan(direct);
    expect(quoted).toBeLessThan(THRESHOLD);
  });

  test('aimed at a person scores higher than aimed at a thing; undirected profanity never auto-hides', () => {
    expect(scoreText('This plan is stupid').toxicity).toBeLessThan(scoreText('You are stupid').toxicity);
    expect(scoreText('This song is fucking amazing').toxicity).toBeLessThan(THRESHOLD);
    expect(scoreText('This song is fucking amazing').categories.profanity).toBeGreaterThan(0);
  });

  test('threats and Vietnamese abuse are caught; Vietnamese clean text with look-alike words is not', () => {
    expect(scoreText('I know where you live').categories.threat).toBeGreaterThanOrEqual(THRESHOLD);
    expect(scoreText('Mày ngu như bò').toxicity).toBeGreaterThanOrEqual(THRESHOLD);
    expect(scoreText('dm thang ngu').toxicity).toBeGreaterThanOrEqual(THRESHOLD);
    // du (travel), lon (can), rất (very), các (plural) collide with abuse words once accents are gone.
    for (const clean of [
      'Tôi đi du lịch ở Đà Lạt',
      'Cái lon nước này giá bao nhiêu?',
      'Các bạn rất dễ thương',
    ]) {
      expect(scoreText(clean).toxicity).toBe(0);
    }
  });

  test('is deterministic and clean text scores zero', () => {
    const text = 'yоu аre а m o r o n, shut up';
    expect(scoreText(text)).toEqual(scoreText(text));
    expect(scoreText('Thanks for sharing, great post!')).toEqual({
      toxicity: 0,
      categories: { profanity: 0, insult: 0, threat: 0, harassment: 0, identity_attack: 0 },
    });
  });
});

describe('Perspective adapter', () => {
  test('posts the text to the configured endpoint with the key and reads the summary scores', async () => {
    const seen: Array<{ url: string; body: Record<string, unknown> }> = [];
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      seen.push({ url: req.url ?? '', body: JSON.parse(raw) });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          attributeScores: {
            TOXICITY: { summaryScore: { value: 0.91, type: 'PROBABILITY' } },
            INSULT: { summaryScore: { value: 0.8, type: 'PROBABILITY' } },
          },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const scorer = new PerspectiveToxicityScorer(
        'test-key',
        `http://127.0.0.1:${port}/v1alpha1/comments:analyze`,
      );
      const result = await scorer.score('some text');
      expect(result.toxicity).toBe(0.91);
      expect(result.categories.insult).toBe(0.8);
      expect(result.categories.threat).toBe(0);
      expect(seen[0]!.url).toBe('/v1alpha1/comments:analyze?key=test-key');
      expect(seen[0]!.body).toMatchObject({ comment: { text: 'some text' }, doNotStore: true });
      await expect(
        new PerspectiveToxicityScorer('k', `http://127.0.0.1:${port}/missing`, 1).score('x'),
      ).rejects.toThrow();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
