import fc from 'fast-check';
import { tag } from '../src/lib/cache-tags';
import {
  bucketOf,
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

  test('a post with one of the keyword’s lexemes touches one of its tags', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 30 }),
        fc.nat(),
        (query, others, pick) => {
          const shared = query[pick % query.length]!;
          const tsquery = query.map((l) => `'${l.replaceAll("'", "''")}'`).join(' | ');
          const depends = new Set(keywordSearchTags(tsquery, 'long enough'));
          return postSearchTags([...others, shared], 'unrelated title').some((t) => depends.has(t));
        },
      ),
    );
  });

  test('a title containing the plain keyword touches one of its tags', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 20 }),
        fc.string(),
        fc.string(),
        (plain, before, after) => {
          const depends = new Set(keywordSearchTags('', plain));
          return postSearchTags([], `${before}${plain}${after}`).some((t) => depends.has(t));
        },
      ),
    );
  });

  test('a short post touches few buckets', () => {
    const tags = postSearchTags(['load', 'post', 'written', 'virtual', 'user'], 'load post loadvu12-7');
    expect(tags.length).toBeLessThan(30);
    expect(tags).toContain(tag.searchTerm(bucketOf('load')));
  });
});
