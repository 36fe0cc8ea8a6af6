import {
  type AdminUser,
  type Category,
  type Comment,
  type Draft,
  type LoginResponse,
  type Post,
  type ReportItem,
  UPLOAD_FIELD,
  type UploadResponse,
} from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createPost, loginAdmin, type TestUser } from '../helpers/fixtures';
import type { GoogleIssuer } from '../helpers/google';
import { linkToken, mailTo, RESET_LINK, RESET_MAIL, VERIFY_LINK, VERIFY_MAIL } from '../helpers/mail';
import type { TestServer } from '../helpers/server';
import { pngOf } from '../helpers/uploads';

/**
 * The five callers of the matrix:
 * - anonymous: no token;
 * - user: a plain USER with no relation to the target;
 * - owner: the USER who owns the target (post or comment author, the account itself, a
 *   notification's recipient); on routes without ownership, just another USER;
 * - other: another USER; where a target involves a second person, that person (the author of the
 *   post a comment sits under, the user whose like caused a notification);
 * - admin: the seeded ADMIN.
 */
export type Actor = 'anonymous' | 'user' | 'owner' | 'other' | 'admin';
export const ACTORS: readonly Actor[] = ['anonymous', 'user', 'owner', 'other', 'admin'];

/** Builds the fresh targets the rows act on, through the API, as the actors above. */
export class AuthzFixtures {
  private seq = 0;
  private sharedTarget?: Promise<{ post: Post; commentId: string }>;
  private storedFile?: Promise<string>;

  private constructor(
    readonly server: TestServer,
    private readonly google: GoogleIssuer,
    readonly user: TestUser,
    readonly owner: TestUser,
    readonly other: TestUser,
    readonly admin: LoginResponse,
  ) {}

  static async create(server: TestServer, google: GoogleIssuer): Promise<AuthzFixtures> {
    const [user, owner, other, admin] = await Promise.all([
      server.newUser('plain'),
      server.newUser('owner'),
      server.newUser('other'),
      loginAdmin(server),
    ]);
    return new AuthzFixtures(server, google, user, owner, other, admin);
  }

  tokenOf(actor: Actor): string | null {
    return actor === 'anonymous' ? null : this[actor].token;
  }

  /** Unique within the run: names, e-mails and texts that must not collide. */
  unique(): string {
    this.seq += 1;
    return `${Date.now().toString(36)}${this.seq}`;
  }

  /** A fresh post by `author` (the owner unless said otherwise), tagged "testing". */
  post(author: { token: string } = this.owner): Promise<Post> {
    return createPost(this.server, author, { title: `Matrix post ${this.unique()}` });
  }

  /** A fresh comment by the owner under a fresh post by `other`. */
  async comment(): Promise<{ id: string; postId: string }> {
    const post = await this.post(this.other);
    const res = await this.expectOk<Comment>('POST', `/api/comments/${post.id}`, this.owner.token, {
      content: `Matrix comment ${this.unique()}`,
    });
    return { id: res.id, postId: post.id };
  }

  /** One post with a comment for the read-only rows, created on first use (reads change nothing). */
  shared(): Promise<{ post: Post; commentId: string }> {
    this.sharedTarget ??= this.comment().then(async ({ id, postId }) => ({
      post: await this.expectOk<Post>('GET', `/api/posts/${postId}`, null),
      commentId: id,
    }));
    return this.sharedTarget;
  }

  /** A fresh notification for the owner: `other` liked a fresh post of theirs. Returns its id. */
  async notification(): Promise<string> {
    const post = await this.post();
    await this.expectOk('POST', `/api/likes/post/${post.id}`, this.other.token);
    const [row] = await queryRows<{ id: string }>(
      this.server.database.db,
      sql`select id from notifications where recipient_id = ${this.owner.id} and target_id = ${post.id}`,
    );
    if (!row) throw new Error('the like created no notification');
    return row.id;
  }

  /** A fresh draft of the owner's (private: everyone else, admins too, gets 404). */
  draft(): Promise<Draft> {
    return this.expectOk<Draft>('POST', '/api/drafts', this.owner.token, {
      title: `Matrix draft ${this.unique()}`,
      category: 'Technology',
      content: '<p>Kept by the authorization matrix.</p>',
    });
  }

  category(): Promise<Category> {
    return this.expectOk<Category>('POST', '/api/categories', this.admin.token, {
      name: `Cat ${this.unique()}`,
    });
  }

  /** A fresh USER made in the back office; for the owner, the owner's own account instead. */
  async backOfficeUserId(actor: Actor): Promise<string> {
    if (actor === 'owner') return this.owner.id;
    const n = this.unique();
    const created = await this.expectOk<AdminUser>('POST', '/api/admin/users', this.admin.token, {
      name: `Target ${n}`,
      email: `target${n}@example.com`,
      userRole: 'USER',
    });
    return created.id;
  }

  async contactMessage(): Promise<string> {
    const res = await this.expectOk<{ id: string }>('POST', '/api/contact', null, {
      name: 'Visitor',
      email: 'visitor@example.com',
      message: `Hello ${this.unique()}`,
    });
    return res.id;
  }

  /** A fresh report on a fresh post of the owner's. */
  async report(): Promise<ReportItem> {
    const post = await this.post();
    return this.expectOk<ReportItem>('POST', '/api/report-items', this.admin.token, {
      contentId: post.id,
      type: 'Post',
      percentToxic: 91.5,
    });
  }

  /** A report whose post the ADMIN then deleted (which takes the report with it). */
  async reportOnDeletedContent(): Promise<ReportItem> {
    const report = await this.report();
    await this.expectOk('DELETE', `/api/posts/${report.contentId}`, this.admin.token);
    return report;
  }

  /**
   * A fresh account with the actor's role, for calls that use up the caller's own account (deleting
   * it): the shared actors must keep working for the other rows. Null for anonymous.
   */
  async account(actor: Actor): Promise<TestUser | null> {
    if (actor === 'anonymous') return null;
    const account = await this.server.newUser(`self${actor}`);
    if (actor !== 'admin') return account;
    // A role change signs the account out, so it signs in again to get a token with the new role.
    await this.expectOk('PUT', `/api/admin/users/${account.id}`, this.admin.token, { userRole: 'ADMIN' });
    const login = await this.expectOk<LoginResponse>('POST', '/login', null, {
      username: account.username,
      password: account.password,
    });
    return { ...login, password: account.password };
  }

  /**
   * Whom a block or mute row acts on: the owner themselves for the owner (refused, 400), else a fresh
   * account, so no row leaves the shared actors blocking each other for the rows after it.
   */
  async blockTarget(actor: Actor): Promise<string> {
    return actor === 'owner' || actor === 'anonymous'
      ? this.owner.id
      : (await this.server.newUser('target')).id;
  }

  /** A password-reset token mailed for a fresh account (using it changes that account's password). */
  async resetToken(): Promise<string> {
    const account = await this.server.newUser('reset');
    await this.expectOk('POST', '/api/auth/password/forgot', null, { email: account.email });
    return linkToken(await mailTo(this.server, account.email, RESET_MAIL), RESET_LINK);
  }

  /** The verification token mailed when a fresh account registered. */
  async verifyToken(): Promise<string> {
    const account = await this.server.newUser('verify');
    return linkToken(await mailTo(this.server, account.email, VERIFY_MAIL), VERIFY_LINK);
  }

  /** A live-stream ticket issued to the actor; anonymous cannot get one and sends a forged one. */
  async streamTicket(actor: Actor): Promise<string> {
    const token = this.tokenOf(actor);
    if (!token) return 'forged-ticket';
    return (await this.expectOk<{ ticket: string }>('POST', '/api/notifications/stream-ticket', token))
      .ticket;
  }

  /** An ID token for a Google account never seen before. */
  googleToken(): Promise<string> {
    const n = this.unique();
    return this.google.token({ sub: `g${n}`, email: `google${n}@gmail.com`, name: `Google ${n}` });
  }

  async imageForm(): Promise<FormData> {
    const form = new FormData();
    form.set(UPLOAD_FIELD, new Blob([new Uint8Array(await pngOf(8, 6))], { type: 'image/png' }), 'm.png');
    return form;
  }

  /** The path of one image uploaded by the owner and served under /uploads/. */
  uploadedFile(): Promise<string> {
    this.storedFile ??= (async () => {
      const res = await fetch(`${this.server.url}/cloudinary/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.owner.token}` },
        body: await this.imageForm(),
      });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      // The URL names PUBLIC_URL's host; the file is served by this server.
      return new URL(((await res.json()) as UploadResponse).url).pathname;
    })();
    return this.storedFile;
  }

  private async expectOk<T = unknown>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<T> {
    const res = await this.server.request<T>(method, path, { token: token ?? undefined, body });
    if (res.status >= 300) throw new Error(`${method} ${path} failed: ${res.status} ${res.text}`);
    return res.body;
  }
}
