import { type LoginResponse, type Role, STORAGE_KEYS } from '@cwt/contracts';
import { unload } from 'swr';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readStorage, removeStorage, writeStorage } from '../storage';

export interface SessionData {
  token: string | null;
  username: string | null;
  profilePicture: string | null;
  userId: string | null;
  userRole: Role | string | null;
  email: string | null;
}

export interface SessionState extends SessionData {
  /** The spec: signed in = a stored token plus a stored username. */
  isSignedIn: boolean;
  isAdmin: boolean;
}

/** The session fields mirrored one-to-one to their own localStorage keys. */
const SESSION_FIELDS = ['token', 'username', 'profilePicture', 'userId', 'userRole', 'email'] as const;
type SessionField = (typeof SESSION_FIELDS)[number];

/** Everything logout removes: the session keys, saved posts and the editor draft. */
export const SIGN_OUT_KEYS: readonly string[] = [
  ...SESSION_FIELDS.map((f) => STORAGE_KEYS[f]),
  STORAGE_KEYS.savedPosts,
  STORAGE_KEYS.editorDraft,
];

function derive(data: SessionData): SessionState {
  return {
    ...data,
    isSignedIn: Boolean(data.token && data.username),
    isAdmin: Boolean(data.token && data.userRole === 'ADMIN'),
  };
}

function readFromStorage(): SessionState {
  const data = Object.fromEntries(SESSION_FIELDS.map((f) => [f, readStorage(STORAGE_KEYS[f])])) as Record<
    SessionField,
    string | null
  >;
  return derive(data);
}

export const sessionStore = createStore<SessionState>()(() => readFromStorage());

function setSession(data: SessionData): void {
  for (const field of SESSION_FIELDS) writeStorage(STORAGE_KEYS[field], data[field]);
  sessionStore.setState(derive(data), true);
}

/**
 * Clears every cached SWR entry so no signed-in data survives (or, on sign-in, refetches it per viewer),
 * and drops the requests still in flight: a page opened next would otherwise join one, discard its
 * answer as older than the reset and stay loading.
 */
function resetSWRCache(revalidate: boolean): void {
  unload({ revalidate });
}

/** Stores a POST /login (or Google login) response. */
export function signIn(response: LoginResponse): void {
  setSession({
    token: response.token,
    username: response.username,
    profilePicture: response.profilePicture ?? null,
    userId: response.id,
    userRole: response.userRole,
    email: response.email ?? null,
  });
  resetSWRCache(true);
}

/** Ends the session: removes the session keys, saved posts, the editor draft and the SWR cache. */
export function signOut(): void {
  for (const key of SIGN_OUT_KEYS) removeStorage(key);
  sessionStore.setState(
    derive({ token: null, username: null, profilePicture: null, userId: null, userRole: null, email: null }),
    true,
  );
  resetSWRCache(false);
}

/**
 * After an account update: keeps the top bar (username, avatar) and stored e-mail in step; a password
 * change also brings a fresh token (the old one stops working).
 */
export function updateSession(
  patch: Partial<Pick<SessionData, 'username' | 'profilePicture' | 'email' | 'token'>>,
): void {
  const current = sessionStore.getState();
  setSession({
    token: patch.token ? patch.token : current.token,
    username: patch.username !== undefined ? patch.username : current.username,
    profilePicture: patch.profilePicture !== undefined ? patch.profilePicture : current.profilePicture,
    userId: current.userId,
    userRole: current.userRole,
    email: patch.email !== undefined ? patch.email : current.email,
  });
}

export function getSession(): SessionState {
  return sessionStore.getState();
}

export function getToken(): string | null {
  return sessionStore.getState().token;
}

export function isAdmin(session: Pick<SessionData, 'token' | 'userRole'> = sessionStore.getState()): boolean {
  return Boolean(session.token && session.userRole === 'ADMIN');
}

const identity = (state: SessionState) => state;

/** The whole session, or one slice of it: `useSession((s) => s.isSignedIn)`. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore(sessionStore, (selector ?? identity) as (state: SessionState) => T | SessionState);
}

const sessionKeys = new Set<string>(SESSION_FIELDS.map((f) => STORAGE_KEYS[f]));
if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it (key null means localStorage.clear()).
  window.addEventListener('storage', (event) => {
    if (event.key === null || sessionKeys.has(event.key)) {
      const wasSignedIn = sessionStore.getState().isSignedIn;
      const next = readFromStorage();
      sessionStore.setState(next, true);
      if (wasSignedIn !== next.isSignedIn) resetSWRCache(next.isSignedIn);
    }
  });
}
