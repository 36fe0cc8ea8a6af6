/**
 * Polls until `done` holds, for what happens off the request path (the outbox worker's fan-out, a
 * bus message); fails naming `what` after 15 s.
 */
export async function waitFor(done: () => Promise<boolean>, what = 'the outbox'): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
