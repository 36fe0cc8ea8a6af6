// What the virtual users were told succeeded (2xx), kept so the audit can compare the database
// with it. A write whose outcome is unknown (no answer, or a 5xx) marks its post uncertain: the
// audit then checks that post's counters against its rows only, not against the ledger.
export class Ledger {
  /** Per post: acknowledged likes minus acknowledged unlikes. */
  readonly likeDelta = new Map<string, number>();
  /** Per post: acknowledged comments minus acknowledged comment deletions. */
  readonly commentDelta = new Map<string, number>();
  /** `postId:userId` pairs liked and not unliked since. */
  readonly likes = new Set<string>();
  /** `postId:userId` pairs bookmarked and not removed since. */
  readonly bookmarks = new Set<string>();
  /** Comments created and not deleted since, by id. */
  readonly comments = new Set<string>();
  /** Posts created. */
  readonly posts = new Set<string>();
  readonly uncertainPosts = new Set<string>();
  /** Writes with no definite answer that might have created something (a post or a comment). */
  uncertainCreates = 0;

  private bump(map: Map<string, number>, postId: string, by: number) {
    map.set(postId, (map.get(postId) ?? 0) + by);
  }

  like(postId: string, userId: string, liked: boolean) {
    this.bump(this.likeDelta, postId, liked ? 1 : -1);
    if (liked) this.likes.add(`${postId}:${userId}`);
    else this.likes.delete(`${postId}:${userId}`);
  }

  bookmark(postId: string, userId: string, saved: boolean) {
    if (saved) this.bookmarks.add(`${postId}:${userId}`);
    else this.bookmarks.delete(`${postId}:${userId}`);
  }

  comment(postId: string, commentId: string, created: boolean) {
    this.bump(this.commentDelta, postId, created ? 1 : -1);
    if (created) this.comments.add(commentId);
    else this.comments.delete(commentId);
  }

  post(postId: string) {
    this.posts.add(postId);
  }

  uncertain(postId: string | null) {
    if (postId) this.uncertainPosts.add(postId);
    else this.uncertainCreates += 1;
  }
}
