import type { Notification } from '@cwt/contracts';
import { activateLocale, t } from '@cwt/core';
import { notificationText } from './notification-text';

type Wire = Pick<Notification, 'type' | 'params' | 'title' | 'message'>;
const STORED = { title: 'Stored title', message: 'Stored message' };
const like = (actor: string, others: number): Wire => ({
  type: 'LIKE_POST',
  params: { actor, others, postTitle: 'Phở' },
  ...STORED,
});
const text = (n: Wire) => notificationText(n, t);

afterEach(() => activateLocale('en'));

describe('in English', () => {
  test('a like, and a group naming its newest actor and counting the others', () => {
    expect(text(like('Lan', 0))).toEqual({ title: 'New like', message: 'Lan liked your post "Phở"' });
    expect(text(like('Lan', 1))).toEqual({
      title: 'New likes',
      message: 'Lan and 1 other liked your post "Phở"',
    });
    expect(text(like('Lan', 2)).message).toBe('Lan and 2 others liked your post "Phở"');
    expect(text({ type: 'FOLLOW', params: { actor: 'Huy', others: 12 }, ...STORED })).toEqual({
      title: 'New followers',
      message: 'Huy and 12 others started following you',
    });
  });

  test('every other type, from its params', () => {
    expect(
      text({ type: 'MENTION', params: { actor: 'An', postTitle: 'Hà Nội', place: 'comment' }, ...STORED })
        .message,
    ).toBe('An mentioned you in a comment on "Hà Nội"');
    expect(
      text({ type: 'MENTION', params: { actor: 'An', postTitle: 'Hà Nội', place: 'post' }, ...STORED })
        .message,
    ).toBe('An mentioned you in a post, "Hà Nội"');
    expect(
      text({ type: 'LIKE_COMMENT', params: { actor: 'An', others: 0, comment: 'Nice' }, ...STORED }).message,
    ).toBe('An liked your comment "Nice"');
    expect(text({ type: 'COMMENT', params: { actor: 'An', postTitle: 'T' }, ...STORED })).toEqual({
      title: 'New comment',
      message: 'An commented on "T"',
    });
    expect(text({ type: 'REPLY', params: { actor: 'An', postTitle: 'T' }, ...STORED }).message).toBe(
      'An replied to your comment on "T"',
    );
    expect(text({ type: 'NEW_POST', params: { actor: 'An', postTitle: 'T' }, ...STORED }).message).toBe(
      'An published "T"',
    );
  });

  test('a system notice from its notice and content', () => {
    expect(
      text({ type: 'SYSTEM', params: { notice: 'CONTENT_HIDDEN', content: 'comment' }, ...STORED }).title,
    ).toBe('Your comment was hidden');
    expect(
      text({ type: 'SYSTEM', params: { notice: 'CONTENT_HIDDEN', content: 'post' }, ...STORED }).message,
    ).toMatch(/^Your post was reported and automatically hidden/);
  });

  test('an actor without a name is "Someone"; a value is text, never a message', () => {
    expect(text(like('  ', 0)).message).toBe('Someone liked your post "Phở"');
    expect(
      text({ type: 'NEW_POST', params: { actor: '{x}', postTitle: '{actor} #1' }, ...STORED }).message,
    ).toBe('{x} published "{actor} #1"');
  });
});

describe('in Vietnamese', () => {
  beforeEach(() => activateLocale('vi'));

  test('a like and a group', () => {
    expect(text(like('Lan', 0))).toEqual({
      title: 'Lượt thích mới',
      message: 'Lan đã thích bài viết "Phở" của bạn',
    });
    expect(text(like('Lan', 2))).toEqual({
      title: 'Những lượt thích mới',
      message: 'Lan và 2 người khác đã thích bài viết "Phở" của bạn',
    });
    expect(text({ type: 'FOLLOW', params: { actor: '', others: 0 }, ...STORED }).message).toBe(
      'Ai đó đã bắt đầu theo dõi bạn',
    );
  });

  test('a mention and a system notice', () => {
    expect(
      text({ type: 'MENTION', params: { actor: 'An', postTitle: 'T', place: 'comment' }, ...STORED }).message,
    ).toBe('An đã nhắc đến bạn trong một bình luận ở bài viết "T"');
    expect(
      text({ type: 'SYSTEM', params: { notice: 'CONTENT_HIDDEN', content: 'post' }, ...STORED }).title,
    ).toBe('Bài viết của bạn đã bị ẩn');
  });
});

describe('the stored texts, when this build cannot render one', () => {
  test('no params: an API from before issue 22', () => {
    expect(text({ type: 'LIKE_POST', ...STORED })).toEqual(STORED);
  });

  test('a type or a notice a newer API added', () => {
    // The wire's type is wider than this build's list: a newer API may send one it does not know.
    const newType = 'BADGE' as Notification['type'];
    expect(text({ type: newType, params: { actor: 'Lan' }, ...STORED })).toEqual(STORED);
    expect(
      text({ type: 'SYSTEM', params: { notice: 'ACCOUNT_LOCKED', content: 'post' }, ...STORED }),
    ).toEqual(STORED);
  });

  test('a param missing or of another kind', () => {
    expect(text({ type: 'COMMENT', params: { actor: 'Lan' }, ...STORED })).toEqual(STORED);
    expect(text({ type: 'FOLLOW', params: { actor: 'Lan', others: '2' }, ...STORED })).toEqual(STORED);
  });

  test('whatever the language', async () => {
    await activateLocale('vi');
    expect(text({ type: 'LIKE_POST', ...STORED })).toEqual(STORED);
  });
});
