/** A minimal Server-Sent Events reader over fetch, for tests. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Resolves with the next event of that type (throws when the stream ends first). */
  next(type?: string): Promise<SseEvent>;
  /** Raw text received so far. */
  raw(): string;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  let text = '';
  let buffer = '';
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader!.read();
        if (chunk.done) break;
        const s = decoder.decode(chunk.value, { stream: true });
        text += s;
        buffer += s;
        let idx = buffer.indexOf('\n\n');
        while (idx >= 0) {
          const block = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const ev: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') ev.event = value;
            else if (field === 'id') ev.id = value;
            else if (field === 'data') {
              ev.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (hasData) queue.push(ev);
          idx = buffer.indexOf('\n\n');
        }
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const w of waiters.splice(0)) w();
  })();

  return {
    status: res.status,
    headers: res.headers,
    raw: () => text,
    async next(type = 'notification') {
      for (;;) {
        const i = queue.findIndex((e) => e.event === type);
        if (i >= 0) return queue.splice(i, 1)[0]!;
        if (ended) throw new Error(`stream ended before a "${type}" event; got: ${text}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => abort.abort(),
  };
}
