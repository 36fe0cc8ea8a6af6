import { STORAGE_KEYS } from '@cwt/contracts';
import { LOGIN } from './helpers';

// The store reads localStorage when its module loads, so each test loads a fresh copy.
function loadCore(): typeof import('../src/session/session-store') {
  let mod!: typeof import('../src/session/session-store');
  jest.isolateModules(() => {
    mod = require('../src/session/session-store');
  });
  return mod;
}

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('signIn stores each field under its own spec key and derives signed-in and role', () => {
    const core = loadCore();
    core.signIn({ ...LOGIN, userRole: 'ADMIN' });
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(localStorage.getItem('username')).toBe('alice');
    expect(localStorage.getItem('profilePicture')).toBe('https://img.example/alice.png');
    expect(localStorage.getItem('userId')).toBe(LOGIN.id);
    expect(localStorage.getItem('userRole')).toBe('ADMIN');
    expect(localStorage.getItem('email')).toBe('alice@example.com');
    const s = core.getSession();
    expect(s.isSignedIn).toBe(true);
    expect(s.isAdmin).toBe(true);
    expect(core.isAdmin()).toBe(true);
  });

  it('a reload stays signed in: initial state comes from localStorage', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('username', 'bob');
    localStorage.setItem('userRole', 'USER');
    localStorage.setItem('userId', LOGIN.id);
    const core = loadCore();
    expect(core.getSession()).toMatchObject({
      token: 't',
      username: 'bob',
      userId: LOGIN.id,
      isSignedIn: true,
      isAdmin: false,
    });
  });

  it('a token without a username is not a session (the spec needs both)', () => {
    localStorage.setItem('token', 't');
    expect(loadCore().getSession().isSignedIn).toBe(false);
  });

  it('signOut clears exactly the session keys, saved posts and the editor draft', () => {
    const core = loadCore();
    core.signIn(LOGIN);
    localStorage.setItem(STORAGE_KEYS.savedPosts, '["x"]');
    localStorage.setItem(STORAGE_KEYS.editorDraft, '{"title":"draft"}');
    localStorage.setItem(STORAGE_KEYS.layout, 'list');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    localStorage.setItem(STORAGE_KEYS.newPostCreated, 'true');
    localStorage.setItem('unrelated', 'keep');

    core.signOut();

    for (const key of [
      'token',
      'username',
      'profilePicture',
      'userId',
      'userRole',
      'email',
      'savedPosts',
      'cwt.editorDraft',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('layout')).toBe('list');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('newPostCreated')).toBe('true');
    expect(localStorage.getItem('unrelated')).toBe('keep');
    expect(core.getSession()).toMatchObject({
      token: null,
      username: null,
      isSignedIn: false,
      isAdmin: false,
    });
  });

  it('signOut empties the SWR cache', async () => {
    let core!: typeof import('../src/session/session-store');
    let swr!: typeof import('swr');
    // The same module registry as the store, so both see one SWR cache.
    jest.isolateModules(() => {
      core = require('../src/session/session-store');
      swr = require('swr');
    });
    await swr.mutate(['/api/users/me'], { name: 'Alice' }, { revalidate: false });
    core.signOut();
    await new Promise((r) => setTimeout(r, 0));
    const cached = await swr.mutate(['/api/users/me'], (current: unknown) => current, { revalidate: false });
    expect(cached).toBeUndefined();
  });

  it('updateSession keeps the top bar in step after an account update', () => {
    const core = loadCore();
    core.signIn(LOGIN);
    core.updateSession({ username: 'alice2', profilePicture: null });
    expect(localStorage.getItem('username')).toBe('alice2');
    expect(localStorage.getItem('profilePicture')).toBeNull();
    expect(core.getSession().token).toBe('jwt-token');
  });

  it('follows sign-out in another tab through the storage event', () => {
    const core = loadCore();
    core.signIn(LOGIN);
    expect(core.getSession().isSignedIn).toBe(true);
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(core.getSession().isSignedIn).toBe(false);
  });
});
