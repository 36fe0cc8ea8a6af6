import fc from 'fast-check';
import { tag } from '../src/lib/cache-tags';
import {
  bucketOf,
  keywordHeadTags,
  keywordSearchTags,
  postSearchTags,
  queryLexemes,
  SEARCH_BUCKETS,
} from '../src/lib/search-terms';

describe('search terms (what a search depends on, what a post write touches)', () => {
  test('a bucket is stable and in range', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const b = bucketOf(s);
        return b === bucketOf(s) && Number.isInteger(b) && b >= 0 && b < SEARCH_BUCKETS;
      }),
    );
  });

  test('the lexemes of a tsquery, quotes undone, and whether one is negated', () => {
    expect(queryLexemes("'travel' & 'food'")).toEqual({ lexemes: ['travel', 'food'], negated: false });
    expect(queryLexemes("'o''neil' <-> 'pho'")).toEqual({ lexemes: ["o'neil", 'pho'], negated: false });
    expect(queryLexemes("'travel' & !'food'")).toEqual({ lexemes: ['travel', 'food'], negated: true });
    expect(queryLexemes("'wow!' & 'yes'")).toEqual({ lexemes: ['wow!', 'yes'], negated: false });
    expect(queryLexemes('')).toEqual({ lexemes: [], negated: false });
  });

  test('a negated word or a keyword under three letters depends on every post write', () => {
    expect(keywordSearchTags("'travel' & !'food'", 'travel -food')).toEqual([tag.list.content]);
    expect(keywordSearchTags("'ab'", 'ab')).toEqual([tag.list.content]);
  });

  /**
   * For any keyword of lexemes and any post holding one of them (among others): the post's write
   * touches one of the tags the keyword's answers depend on. `touches` gets the post's lexemes.
   */
  function sharedLexemeTouches(
    dependsOn: (tsquery: string, plain: string) => string[],
    touches: (lexemes: string[]) => string[],
  ) {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 30 }),
        fc.nat(),
        (query, others, pick) => {
          const shared = query[pick % query.length]!;
          const tsquery = query.map((l) => `'${l.replaceAll("'", "''")}'`).join(' | ');
          const depends = new Set(dependsOn(tsquery, 'long enough'));
          return touches([...others, shared]).some((t) => depends.has(t));
        },
      ),
    );
  }

  test('a post with one of the keyword’s lexemes touches one of its tags', () => {
    sharedLexemeTouches(keywordSearchTags, (lexemes) => postSearchTags(lexemes, 'unrelated title', []));
  });

  test("a post whose title or tags hold one of the keyword's lexemes touches one of its candidates' tags", () => {
    sharedLexemeTouches(keywordHeadTags, (lexemes) => postSearchTags([], 'unrelated title', lexemes));
  });

  test('the candidates of a keyword do not depend on body words', () => {
    const depends = new Set(keywordHeadTags("'travel'", 'travel'));
    const bodyOnly = postSearchTags(['travel', 'notes'], 'city walks', ['city', 'walk']);
    expect(bodyOnly.some((t) => depends.has(t))).toBe(false);
    expect(keywordSearchTags("'travel'", 'travel').some((t) => bodyOnly.includes(t))).toBe(true);
  });

  test('a title containing the plain keyword touches one of its tags', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 20 }),
        fc.string(),
        fc.string(),
        (plain, before, after) => {
          const depends = new Set(keywordSearchTags('', plain));
          const candidates = new Set(keywordHeadTags('', plain));
          const touched = postSearchTags([], `${before}${plain}${after}`, []);
          return touched.some((t) => depends.has(t)) && touched.some((t) => candidates.has(t));
        },
      ),
    );
  });

  test('a short post touches few buckets', () => {
    const tags = postSearchTags(['load', 'post', 'written', 'virtual', 'user'], 'load post loadvu12-7', [
      'load',
      'post',
    ]);
    expect(tags.length).toBeLessThan(30);
    expect(tags).toContain(tag.searchTerm(bucketOf('load')));
  });
});
