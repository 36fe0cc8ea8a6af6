import type { Bus } from './bus';

/** Bus channel of live notifications (a PostgreSQL NOTIFY channel or a Redis pub/sub channel). */
export const LIVE_CHANNEL = 'cwt_notifications';

/** What crosses process boundaries: only ids. */
export interface LiveEvent {
  userId: string;
  notificationId: string;
}

type Handler = (event: LiveEvent) => void;

/**
 * "User U has notification N", fanned out to every API process through the bus; each node delivers
 * only what comes back from the bus, so a notification reaches each open stream exactly once.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Handler>>();
  private readonly off: () => void;

  /**
   * `beforeDeliver` runs on every event this process hears, before any stream gets it: the
   * recipient's cached notification pages are dropped there, so a client refetching its list on the
   * event never reads the list from before the notification (the writer's own cache announcement
   * travels on another channel and may reach this node later).
   */
  constructor(
    private readonly bus: Bus,
    private readonly beforeDeliver: (event: LiveEvent) => void = () => undefined,
  ) {
    this.off = bus.on(LIVE_CHANNEL, (payload) => this.receive(payload));
  }

  private receive(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    this.beforeDeliver(event);
    const handlers = this.subscribers.get(event.userId);
    if (!handlers) return;
    for (const handler of handlers) handler(event);
  }

  publish(event: LiveEvent): Promise<void> {
    return this.bus.publish(LIVE_CHANNEL, JSON.stringify(event));
  }

  subscribe(userId: string, handler: Handler): () => void {
    let set = this.subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.subscribers.set(userId, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
  }

  close(): void {
    this.off();
    this.subscribers.clear();
  }
}
