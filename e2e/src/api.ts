// API-side helpers for end-to-end tests: create the data a UI test starts from.
import type { LoginResponse, RegisterRequest } from '@cwt/contracts';

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

export function registerUser(apiUrl: string, user: RegisterRequest): Promise<unknown> {
  return call(apiUrl, '/register', { method: 'POST', body: JSON.stringify(user) });
}

export function login(apiUrl: string, username: string, password: string): Promise<LoginResponse> {
  return call<LoginResponse>(apiUrl, '/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
}
