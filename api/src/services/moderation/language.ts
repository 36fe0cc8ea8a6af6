import { type Chunk, chunksOf } from './chunks';
import { stripMarks } from './features';
import { memo } from './memo';

export type Language = 'vi' | 'en' | 'other';

// Letters only Vietnamese uses among Latin-script languages (ă â đ ê ô ơ ư and the dot below / hook above).
const VIETNAMESE_LETTER = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

/** Frequent Vietnamese words as typed without accents or in teencode. */
const VI_PLAIN = new Set(
  'ko k khong dc duoc la cua nguoi may tao thang con di roi nha vay j gi cai nay do thi ma nhu voi cho cung ai bi ve mot nhung nhieu qua lam chu luon ban minh toi em anh chi oi ne vl vcl dm dcm dkm ngu oc cc cl ntn bt ny ck vk cx hay lun'.split(
    ' ',
  ),
);

/** Frequent English words that are not also common accent-free Vietnamese words. */
const EN_WORDS = new Set(
  'the a an and or but is are was were be been being to of in on at for with from by as that this these those it its you your he she they we i me my our their his her not no do does did have has had will would can could should what who how why when where there here just so very all any some if then than about like get got'.split(
    ' ',
  ),
);

/** What one word says about the language: memoised, so a text costs a map lookup per word. */
interface WordClass {
  vi: number;
  en: number;
  latin: number;
}

const classify = memo((w: string): WordClass => {
  const plain = /^[a-z']+$/.test(w) ? w : stripMarks(w);
  return {
    vi: (VIETNAMESE_LETTER.test(w) ? 1 : 0) + (VI_PLAIN.has(plain) ? 0.5 : 0),
    en: EN_WORDS.has(w) ? 1 : 0,
    latin: /^[a-z']+$/.test(plain) ? 1 : 0,
  };
});

const LANGUAGE_WORD = /\p{L}[\p{L}\p{M}']*/gu;

/** A chunk's words, classified (lower case per chunk is the text's: no case rule crosses whitespace). */
function chunkClasses(chunk: Chunk): WordClass[] {
  const facts = chunk.facts;
  facts.language ??= (facts.text.toLowerCase().match(LANGUAGE_WORD) ?? []).map(classify);
  return facts.language as WordClass[];
}

/** Words looked at: the opening of a long text says its language. */
const LANGUAGE_WORDS = 400;

/**
 * The language a comment is written in, from its words: Vietnamese marks or frequent accent-free
 * Vietnamese words, else frequent English words, else 'other'.
 */
export function detectLanguage(text: string, chunks: Chunk[] = chunksOf(text)): Language {
  let vi = 0;
  let en = 0;
  let latin = 0;
  let n = 0;
  for (const chunk of chunks) {
    for (const c of chunkClasses(chunk)) {
      if (n === LANGUAGE_WORDS) break;
      vi += c.vi;
      en += c.en;
      latin += c.latin;
      n += 1;
    }
    if (n === LANGUAGE_WORDS) break;
  }
  if (n === 0) return 'other';
  if (vi >= 1 && vi >= en) return 'vi';
  if (en >= 1 && latin / n >= 0.7) return 'en';
  return 'other';
}
