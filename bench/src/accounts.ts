// Fresh accounts for the write suites: registered and signed in through the API, so each virtual
// user starts with no likes, bookmarks or comments of its own and the ledger starts at zero.
import { isOk, request } from './http-client';

export interface Account {
  id: string;
  username: string;
  token: string;
}

const PASSWORD = 'bench-password-1';

async function createAccount(base: string, username: string): Promise<Account> {
  const registered = await request<{ id: string }>(base, 'POST', '/register', {
    body: { name: `Bench ${username}`, email: `${username}@bench.local`, username, password: PASSWORD },
  });
  if (!isOk(registered))
    throw new Error(`register ${username}: ${registered.status} ${registered.error ?? ''}`);
  const login = await request<{ token: string; id: string }>(base, 'POST', '/login', {
    body: { username, password: PASSWORD },
  });
  if (!isOk(login) || !login.body) throw new Error(`login ${username}: ${login.status} ${login.error ?? ''}`);
  return { id: login.body.id, username, token: login.body.token };
}

/** `count` accounts named `<prefix><n>`, a few at a time (password hashing is CPU-bound). */
export async function createAccounts(base: string, count: number, prefix: string): Promise<Account[]> {
  const accounts: Account[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) accounts[i] = await createAccount(base, `${prefix}${i}`);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return accounts;
}
