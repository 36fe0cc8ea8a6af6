import { NOTIFICATION_TYPES, type NotificationText } from '@cwt/contracts';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, type MessageId, translate } from '../src/i18n/translate';
import { renderNotification } from '../src/services/notification-text';

/** The ICU arguments a message uses, each with its kind ("others:plural", "actor"), in its branches too. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, kind, format] = token;
    into.add(kind ? `${name}:${kind}` : name);
    // A plural's or select's branches are compiled messages; its `offset` is a number.
    if (format && typeof format === 'object')
      for (const branch of Object.values(format)) if (Array.isArray(branch)) argumentsOf(branch, into);
  }
  return into;
}

/** Letters only Vietnamese writing has among the two languages (tone marks, ă, â, đ, ê, ô, ơ, ư). */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
/** Texts that are the same in both languages: brand names and loanwords (none of the API's yet). */
const SAME_IN_BOTH: ReadonlySet<string> = new Set(['CWT', 'Email']);

// The mails and the notifications (@cwt/contracts' catalogue), as the API renders them.
const { en, vi } = CATALOGUES;
const ids = Object.keys(en) as MessageId[];

test('both catalogues have the same ids', () => {
  expect(Object.keys(vi).sort()).toEqual([...ids].sort());
});

test.each(ids)('%s: same ICU arguments, Vietnamese words, not the English left in', (id) => {
  expect([...argumentsOf(compileMessageOrThrow(vi[id]))].sort()).toEqual(
    [...argumentsOf(compileMessageOrThrow(en[id]))].sort(),
  );
  expect(vi[id]).toMatch(VIETNAMESE);
  if (!SAME_IN_BOTH.has(en[id])) expect(vi[id]).not.toBe(en[id]);
});

test('plurals and selects render through @lingui/core in each language', () => {
  const like = (others: number) => ({ actor: 'Lan', others, postTitle: 'Phở' });
  expect(translate('en', 'notification.LIKE_POST.message', like(0))).toBe('Lan liked your post "Phở"');
  expect(translate('en', 'notification.LIKE_POST.message', like(1))).toBe(
    'Lan and 1 other liked your post "Phở"',
  );
  expect(translate('en', 'notification.LIKE_POST.message', like(12))).toBe(
    'Lan and 12 others liked your post "Phở"',
  );
  expect(translate('vi', 'notification.LIKE_POST.message', like(12))).toBe(
    'Lan và 12 người khác đã thích bài viết "Phở" của bạn',
  );
  expect(translate('en', 'notification.LIKE_POST.title', like(0))).toBe('New like');
  expect(translate('en', 'notification.LIKE_POST.title', like(3))).toBe('New likes');
  // A value is text, never a message: braces in a title stay as they are.
  expect(translate('en', 'notification.NEW_POST.message', { actor: 'An', postTitle: '{x} #1' })).toBe(
    'An published "{x} #1"',
  );
});

/** One notice of every type, to render in both languages. */
const SAMPLES: NotificationText[] = [
  { type: 'LIKE_POST', params: { actor: 'Lan', others: 0, postTitle: 'T' } },
  { type: 'LIKE_COMMENT', params: { actor: 'Lan', others: 2, comment: 'C' } },
  { type: 'COMMENT', params: { actor: 'Lan', postTitle: 'T' } },
  { type: 'REPLY', params: { actor: 'Lan', postTitle: 'T' } },
  { type: 'MENTION', params: { actor: 'Lan', postTitle: 'T', place: 'comment' } },
  { type: 'FOLLOW', params: { actor: '', others: 0 } },
  { type: 'NEW_POST', params: { actor: 'Lan', postTitle: 'T' } },
  { type: 'SYSTEM', params: { notice: 'CONTENT_HIDDEN', content: 'post' } },
];

test('every notification type has a title and a message in both languages', () => {
  expect(new Set(SAMPLES.map((s) => s.type))).toEqual(new Set(NOTIFICATION_TYPES));
  for (const sample of SAMPLES) {
    const english = renderNotification('en', sample);
    const vietnamese = renderNotification('vi', sample);
    for (const text of [english.title, english.message, vietnamese.title, vietnamese.message])
      expect(text).not.toMatch(/^notification\.|[{}]/);
    expect(vietnamese.message).toMatch(VIETNAMESE);
  }
  // An actor without a name (an account gone) is "Someone" in the reader's language.
  expect(renderNotification('vi', SAMPLES[5]!).message).toBe('Ai đó đã bắt đầu theo dõi bạn');
  expect(renderNotification('en', SAMPLES[5]!).message).toBe('Someone started following you');
  expect(renderNotification('en', SAMPLES[7]!)).toEqual({
    title: 'Your post was hidden',
    message:
      'Your post was reported and automatically hidden because it looks abusive. An administrator will review it and can restore it.',
  });
});
