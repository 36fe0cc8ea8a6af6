// API-side helpers for end-to-end tests: create the data a UI test starts from.
import type { CreatePostRequest, Locale, LoginResponse, RegisterRequest } from '@cwt/contracts';
import { ADMIN } from './admin-account';

let counter = 0;

export function uniqueUser(prefix = 'e2e'): RegisterRequest {
  counter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${counter}`;
  return { name: `Test ${tag}`, email: `${tag}@example.com`, username: tag, password: 'password-123' };
}

async function call<T>(apiUrl: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(apiUrl + path, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method} ${path} -> ${res.status} ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** Registers `user`; with `locale`, from a browser that prefers it (the account keeps that language). */
export function registerUser(apiUrl: string, user: RegisterRequest, locale?: Locale): Promise<unknown> {
  return call(apiUrl, '/register', {
    method: 'POST',
    body: JSON.stringify(user),
    ...(locale ? { headers: { 'Accept-Language': locale } } : {}),
  });
}

export function login(apiUrl: string, username: string, password: string): Promise<LoginResponse> {
  return call<LoginResponse>(apiUrl, '/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
}

/** A call as a signed-in user (token from `login`); resolves to the JSON body, throws on a non-2xx. */
export function authedCall<T>(
  apiUrl: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  return call<T>(apiUrl, path, {
    method: 'GET',
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
}

/** The status of a call as a signed-in user, for asserting something is gone (404). */
export async function statusOf(apiUrl: string, path: string, token?: string): Promise<number> {
  const res = await fetch(apiUrl + path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return res.status;
}

/**
 * Registers a fresh user and signs them in: the session a UI test starts from. With `locale`, the
 * account is registered from a browser preferring it, so its profile keeps that language.
 */
export async function registeredUser(apiUrl: string, prefix = 'e2e', locale?: Locale) {
  const user = uniqueUser(prefix);
  await registerUser(apiUrl, user, locale);
  const session = await login(apiUrl, user.username, user.password);
  return { ...user, id: session.id, token: session.token };
}

/** A fresh user (as `registeredUser`) given the ADMIN role by the seeded administrator. */
export async function registeredAdmin(apiUrl: string, prefix = 'admin', locale?: Locale) {
  const user = await registeredUser(apiUrl, prefix, locale);
  const seeded = await login(apiUrl, ADMIN.username, ADMIN.password);
  await authedCall(apiUrl, seeded.token, `/api/admin/users/${user.id}`, {
    method: 'PUT',
    body: JSON.stringify({ userRole: 'ADMIN' }),
  });
  return user;
}

/** Publishes a post as the token's user (what the editor's Publish does). */
export function createPost(apiUrl: string, token: string, post: CreatePostRequest): Promise<{ id: string }> {
  return call<{ id: string }>(apiUrl, '/api/posts', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(post),
  });
}

/** Publishes a post of `title` with the seed's cover, where a test needs a post and not its details. */
export function publishPost(
  apiUrl: string,
  token: string,
  title: string,
  content = '<p>A post for an end-to-end test.</p>',
): Promise<{ id: string }> {
  return createPost(apiUrl, token, {
    title,
    category: 'Technology',
    tags: ['e2e'],
    content,
    imageCloudUrl: `${apiUrl}/uploads/seed/cover-technology.svg`,
  });
}
