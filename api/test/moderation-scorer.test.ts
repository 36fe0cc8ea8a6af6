import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { actionFor, scoreText as score, THRESHOLDS } from '../src/services/moderation';
import { LexiconToxicityScorer, scoreText } from '../src/services/moderation/local-scorer';
import { OpenAiModerationScorer } from '../src/services/moderation/openai-scorer';
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

describe('trained scorer: the hand-written fixture stays a regression set', () => {
  test('clean texts (quotes, negations, idioms, technical) are almost never hidden; toxic ones reach the queue', async () => {
    const hide = { tp: 0, fp: 0, fn: 0 };
    const queue = { tp: 0, fp: 0, fn: 0 };
    const wrongHides: string[] = [];
    for (const row of rows) {
      const s = await score(row.text);
      const hidden = s.action === 'hide';
      const queued = s.action !== 'none';
      if (hidden && row.toxic) hide.tp += 1;
      else if (hidden) {
        hide.fp += 1;
        wrongHides.push(`${s.toxicity} ${row.text}`);
      } else if (row.toxic) hide.fn += 1;
      if (queued && row.toxic) queue.tp += 1;
      else if (queued) queue.fp += 1;
      else if (row.toxic) queue.fn += 1;
    }
    // Measured (docs/moderation.md): 0 of 186 clean texts hidden, 133 of 160 toxic hidden, 160 queued.
    if (hide.fp > 2) console.warn(wrongHides.join('\n'));
    expect(hide.fp).toBeLessThanOrEqual(2);
    expect(hide.tp / (hide.tp + hide.fn)).toBeGreaterThanOrEqual(0.8);
    expect(queue.tp / (queue.tp + queue.fn)).toBeGreaterThanOrEqual(0.97);
  });

  test('mild words alone never hide; the same words aimed at someone do', async () => {
    for (const text of ['such as you said', 'as you can see', 'Just as good as the first one'])
      expect((await score(text)).action).toBe('none');
    for (const text of [
      'take out the trash',
      'damn this is good',
      'Damn, that sunset is beautiful.',
      'I bought a hoe for the garden',
      'hay vl',
      'buồn cười vl',
      'phim hay vl',
      'đẹp vl',
      'That deadline is killing me.',
    ])
      expect([text, (await score(text)).action]).not.toEqual([text, 'hide']);
    for (const text of [
      'you are trash',
      'thằng ngu vl',
      'You are an idiot',
      'Mày ngu như bò',
      'dm thang ngu',
    ])
      expect([text, (await score(text)).action]).toEqual([text, 'hide']);
  });

  test("a bare 'lon' is 'a can' next to an accented word that says so, and still vulgar elsewhere", async () => {
    // 'lon' is also 'lồn' typed without marks; the neighbour's marks fix the everyday sense.
    for (const text of ['Cái lon nước này giá bao nhiêu?', 'mua một lon bia', 'vỏ lon để đâu'])
      expect([text, (await score(text)).action]).toEqual([text, 'none']);
    // Commenters who write with accents still type the vulgar word bare, and teencode has no accents.
    for (const text of ['đồ lon', 'thằng lon', 'cái lon mẹ mày', 'dm thang lon'])
      expect([text, (await score(text)).action]).toEqual([text, 'hide']);
    // Only the model's share of the word goes: the rest of the text is still read.
    expect(
      (await score('Cái lon nước này giá bao nhiêu?')).evidence.map((e) => e.text).join(' '),
    ).not.toMatch(/\blon\b/);
  });

  test('identity words alone do not raise the score', async () => {
    for (const text of ['respect trans', 'I am a gay person', 'người đồng tính', 'I am a proud Muslim woman'])
      expect([text, (await score(text)).action]).toEqual([text, 'none']);
    // The same sentence about different groups scores the same: identity words have no features.
    const gay = await score('I am a gay person and I love this forum');
    const straight = await score('I am a straight person and I love this forum');
    expect(gay.toxicity).toBe(straight.toxicity);
  });

  test('one result: toxicity, language, action from THRESHOLDS, categories, evidence with offsets into the text', async () => {
    const text = 'Great post!  But honestly, you are a stupid idiot and a liar.';
    const s = await score(text);
    expect(s.language).toBe('en');
    expect(s.action).toBe(actionFor(s.toxicity, 'en'));
    expect(s.action).toBe('hide');
    expect(s.categories.insult).toBeGreaterThan(0);
    expect(s.evidence.length).toBeGreaterThan(0);
    expect(s.evidence.length).toBeLessThanOrEqual(5);
    for (const e of s.evidence) {
      expect(text.slice(e.start, e.end)).toBe(e.text);
      expect(e.weight).toBeGreaterThan(0);
    }
    expect(s.evidence.map((e) => e.text).join(' ')).toMatch(/idiot/);
    const weights = s.evidence.map((e) => e.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    // Offsets count UTF-16 units of the original, accents and emoji included.
    const vi = '😀 Thằng này ngu như bò';
    const v = await score(vi);
    expect(v.language).toBe('vi');
    for (const e of v.evidence) expect(vi.slice(e.start, e.end)).toBe(e.text);
    expect((await score('Привет, как дела?')).language).toBe('other');
    expect(await score('')).toEqual({
      toxicity: expect.any(Number),
      language: 'other',
      action: 'none',
      categories: expect.any(Object),
      evidence: [],
    });
  });

  test('thresholds: hide above queue; other languages take the stricter of each', () => {
    for (const lang of ['vi', 'en', 'other'] as const)
      expect(THRESHOLDS[lang].hide).toBeGreaterThan(THRESHOLDS[lang].queue);
    expect(THRESHOLDS.other.hide).toBe(Math.max(THRESHOLDS.vi.hide, THRESHOLDS.en.hide));
    expect(THRESHOLDS.other.queue).toBe(Math.max(THRESHOLDS.vi.queue, THRESHOLDS.en.queue));
    expect(actionFor(THRESHOLDS.vi.hide, 'vi')).toBe('hide');
    expect(actionFor(THRESHOLDS.vi.queue, 'vi')).toBe('queue');
    expect(actionFor(0, 'other')).toBe('none');
  });
});

describe('lexicon scorer', () => {
  test('labelled set: precision and recall at the moderation threshold stay above their floors', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const kind of ['obfuscated', 'quote', 'vi', 'nonenglish', 'threat', 'insult'])
      expect(kinds).toContain(kind);
    expect(rows.filter((r) => r.toxic).length).toBeGreaterThanOrEqual(100);
    expect(rows.filter((r) => !r.toxic).length).toBeGreaterThanOrEqual(100);

    const scorer = new LexiconToxicityScorer();
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

  test("'as' is not 'ass'; mild words stay below the old auto-hide level", () => {
    expect(scoreText('such as you said').toxicity).toBe(0);
    expect(scoreText('you ass').toxicity).toBeGreaterThanOrEqual(THRESHOLD);
    for (const text of [
      'take out the trash',
      'damn, you did great',
      'hay vl',
      'buồn cười vl',
      'a garden hoe',
    ])
      expect(scoreText(text).toxicity).toBeLessThan(0.6);
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

describe('OpenAI-compatible moderation adapter', () => {
  test('posts model and input to {base}/v1/moderations with the key and maps the categories', async () => {
    const seen: Array<{ url: string; auth: string | undefined; body: Record<string, unknown> }> = [];
    let status = 200;
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'modr-1',
          model: 'omni-moderation-latest',
          results: [
            {
              flagged: true,
              categories: { harassment: true },
              category_scores: {
                harassment: 0.82,
                'harassment/threatening': 0.4,
                hate: 0.3,
                'hate/threatening': 0.05,
                violence: 0.1,
                sexual: 0.95,
                'self-harm': 0.01,
              },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const scorer = new OpenAiModerationScorer({
        baseUrl: `http://127.0.0.1:${port}/`,
        apiKey: 'sk-test',
        model: 'omni-moderation-latest',
      });
      const result = await scorer.score('some text');
      expect(seen[0]).toEqual({
        url: '/v1/moderations',
        auth: 'Bearer sk-test',
        body: { model: 'omni-moderation-latest', input: 'some text' },
      });
      // Toxicity: the highest of harassment, hate and violence; sexual content alone is not abuse.
      expect(result.toxicity).toBe(0.82);
      expect(result.categories).toEqual({
        insult: 0.82,
        harassment: 0.82,
        threat: 0.4,
        identity_attack: 0.3,
        profanity: 0,
        sexual: 0.95,
        self_harm: 0.01,
      });
      status = 429;
      await expect(scorer.score('x')).rejects.toThrow('moderation endpoint answered 429');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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
