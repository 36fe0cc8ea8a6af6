import type { LoginResponse } from '@cwt/contracts';

export const LOGIN: LoginResponse = {
  token: 'jwt-token',
  username: 'alice',
  profilePicture: 'https://img.example/alice.png',
  id: '65f0a1b2c3d4e5f6a7b8c9d0',
  userRole: 'USER',
  email: 'alice@example.com',
  name: 'Alice',
};

/** A minimal fetch Response: jsdom has no fetch of its own. */
export function fakeResponse(status: number, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : status === 500 ? 'Internal Server Error' : 'OK',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => text,
    blob: async () => new Blob([text]),
  };
}
