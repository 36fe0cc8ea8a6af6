import type { Theme } from './theme';

/** Events any bundle may emit or handle. Core is a federated singleton, so all bundles share one bus. */
export interface CoreEvents {
  /** A call made with a token got 401: the session is already cleared; the shell navigates to /login. */
  'session:expired': { path: string };
  /** A post was published; home lists refetch. */
  'post:created': { id?: string };
  'theme:changed': { theme: Theme };
}
export type CoreEventName = keyof CoreEvents;
type Handler<E extends CoreEventName> = (payload: CoreEvents[E]) => void;

const handlers = new Map<CoreEventName, Set<Handler<CoreEventName>>>();

/** Subscribes; returns the unsubscribe function (handy as a useEffect cleanup). */
export function on<E extends CoreEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler as Handler<CoreEventName>);
  return () => {
    set.delete(handler as Handler<CoreEventName>);
  };
}

export function emit<E extends CoreEventName>(event: E, payload: CoreEvents[E]): void {
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      handler(payload);
    } catch (error) {
      // One failing listener (e.g. in a remote) must not stop the others.
      console.error(`[cwt] ${event} handler failed`, error);
    }
  }
}

export const events = { on, emit };
