import { notificationTarget } from './notification-target';

const POST = 'a'.repeat(24);
const COMMENT = 'c'.repeat(24);
const actor = { id: 'b'.repeat(24), _id: 'b'.repeat(24), name: 'Bob', username: 'bob', profilePicture: null };

describe('notificationTarget', () => {
  it('opens a reply or comment at its place on the post page', () => {
    expect(notificationTarget({ type: 'REPLY', postId: POST, commentId: COMMENT, actor })).toBe(
      `/blog/${POST}#comment-${COMMENT}`,
    );
    expect(notificationTarget({ type: 'COMMENT', postId: POST, commentId: COMMENT, actor })).toBe(
      `/blog/${POST}#comment-${COMMENT}`,
    );
  });

  it('opens a mention where it was made: the comment, or the post', () => {
    expect(notificationTarget({ type: 'MENTION', postId: POST, commentId: COMMENT, actor })).toBe(
      `/blog/${POST}#comment-${COMMENT}`,
    );
    expect(notificationTarget({ type: 'MENTION', postId: POST, commentId: null, actor })).toBe(
      `/blog/${POST}`,
    );
  });

  it('opens the post when there is no comment, and a follower profile for a follow', () => {
    expect(notificationTarget({ type: 'LIKE_POST', postId: POST, commentId: null, actor })).toBe(
      `/blog/${POST}`,
    );
    expect(notificationTarget({ type: 'FOLLOW', postId: null, commentId: null, actor })).toBe(
      `/profile/${actor.id}`,
    );
  });
});
