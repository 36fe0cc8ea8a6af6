import { fakeResponse, LOGIN } from './helpers';

function loadCore(): typeof import('../src/index') {
  let mod!: typeof import('../src/index');
  jest.isolateModules(() => {
    mod = require('../src/index');
  });
  return mod;
}

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const CONFIG = {
  apiBaseUrl: 'http://api.test/',
  googleClientId: null,
  supportEmail: 's@x',
  remotes: {
    reader: 'http://r/mf-manifest.json',
    editor: 'http://e/m',
    social: 'http://s/m',
    admin: 'http://a/m',
  },
  remoteTimeoutMs: 1000,
};

describe('api client', () => {
  it('keeps the cache version a write answers with and sends it back, one per API node, until it is old', async () => {
    const core = loadCore();
    core.setRuntimeConfig(CONFIG);
    const withVersion = (version: string) => {
      const res = fakeResponse(200, { ok: true });
      return {
        ...res,
        headers: {
          get: (name: string) => (name.toLowerCase() === 'x-cwt-version' ? version : res.headers.get(name)),
        },
      };
    };
    fetchMock.mockResolvedValueOnce(fakeResponse(200, []));
    await core.apiRequest('/api/posts');
    expect(fetchMock.mock.calls[0][1].headers['X-Cwt-Version']).toBeUndefined();
    fetchMock.mockResolvedValueOnce(withVersion('nodeA.3'));
    await core.apiRequest('/api/likes/post/x', { method: 'POST' });
    fetchMock.mockResolvedValueOnce(withVersion('nodeB.9'));
    await core.apiRequest('/api/likes/post/y', { method: 'POST' });
    // An older version of a node already held does not replace the newer one.
    fetchMock.mockResolvedValueOnce(withVersion('nodeA.2'));
    await core.apiRequest('/api/likes/post/z', { method: 'POST' });
    fetchMock.mockResolvedValueOnce(fakeResponse(200, []));
    await core.apiRequest('/api/posts');
    expect(fetchMock.mock.calls[4][1].headers['X-Cwt-Version']).toBe('nodeA.3,nodeB.9');
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      fetchMock.mockResolvedValueOnce(fakeResponse(200, []));
      await core.apiRequest('/api/posts');
      expect(fetchMock.mock.calls[5][1].headers['X-Cwt-Version']).toBeUndefined();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('prefixes the configured base URL, sends JSON and the bearer token when signed in', async () => {
    const core = loadCore();
    core.setRuntimeConfig(CONFIG);
    core.signIn(LOGIN);
    fetchMock.mockResolvedValue(fakeResponse(200, { ok: true }));

    const result = await core.apiRequest<{ ok: boolean }>('/api/posts', {
      method: 'POST',
      body: { title: 'x' },
      query: { a: 1, b: '' },
    });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/api/posts?a=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"x"}');
    expect(init.headers.Authorization).toBe('Bearer jwt-token');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header when signed out, nor on login', async () => {
    const core = loadCore();
    fetchMock.mockResolvedValue(fakeResponse(200, LOGIN));
    await core.postsApi.list({ page: 0 });
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined();
    core.signIn(LOGIN);
    await core.authApi.login({ username: 'a', password: 'b' });
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBeUndefined();
  });

  it('maps a {message, field} error body to ApiError', async () => {
    const core = loadCore();
    fetchMock.mockResolvedValue(fakeResponse(409, { message: 'Username already taken', field: 'username' }));
    const error = await core.authApi
      .register({ name: 'a', email: 'a@b.c', username: 'a', password: 'p' })
      .catch((e) => e);
    expect(core.isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 409, message: 'Username already taken', field: 'username' });
  });

  it('falls back to the status text when the error body has no message', async () => {
    const core = loadCore();
    fetchMock.mockResolvedValue(fakeResponse(500, ''));
    await expect(core.postsApi.get('65f0a1b2c3d4e5f6a7b8c9d0')).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
    });
  });

  it('a network failure is an ApiError with status 0', async () => {
    const core = loadCore();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(core.postsApi.list({ page: 0 })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('a 401 on a call made with a token ends the session and emits session:expired', async () => {
    const core = loadCore();
    core.signIn(LOGIN);
    const expired = jest.fn();
    core.on('session:expired', expired);
    fetchMock.mockResolvedValue(fakeResponse(401, { message: 'Token expired' }));

    await expect(core.authApi.me()).rejects.toMatchObject({ status: 401, message: 'Token expired' });

    expect(expired).toHaveBeenCalledWith({ path: '/api/users/me' });
    expect(core.getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 without a token (wrong password) leaves everything alone', async () => {
    const core = loadCore();
    const expired = jest.fn();
    core.on('session:expired', expired);
    fetchMock.mockResolvedValue(fakeResponse(401, { message: 'Invalid username or password' }));
    await expect(core.authApi.login({ username: 'a', password: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
  });

  it('returns undefined for 204 and text for non-JSON bodies', async () => {
    const core = loadCore();
    fetchMock.mockResolvedValueOnce(fakeResponse(204));
    await expect(core.apiRequest('/api/posts/1', { method: 'DELETE' })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(fakeResponse(200, 'https://cdn/x.png', 'text/plain'));
    await expect(core.apiRequest('/cloudinary/upload', { method: 'POST' })).resolves.toBe(
      'https://cdn/x.png',
    );
  });
});
