import type pg from 'pg';

/**
 * Names each distinct SQL text the pool runs, so every pooled connection parses and plans it once
 * (a prepared statement) instead of on every call. The page queries of a signed-in read spend about
 * three times as long in PostgreSQL's planner as in execution; reused statements skip that, and
 * after a few calls PostgreSQL may settle on a generic plan when it is no dearer than a custom one.
 *
 * Values stay parameters, so one query shape is one text. Shapes whose text varies with their input
 * (an `in (...)` list of varying length) would grow every connection's statement cache without
 * bound, so only the first `limit` distinct texts are named; later ones run unnamed as before.
 */
/** How many distinct statement texts a session names (the PostgreSQL pool's and PGlite's thread's). */
export const STATEMENT_LIMIT = 2000;

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = STATEMENT_LIMIT) {}

  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= this.limit) return known;
    const name = `cwt_${this.names.size.toString(36)}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

type QueryConfigLike = { text?: unknown; name?: unknown };
type Query = (...args: unknown[]) => unknown;

/** `query` with each `{ text, ... }` config given the name of its text. */
function naming(query: Query, names: StatementNames): Query {
  return (...args: unknown[]) => {
    const config = args[0] as QueryConfigLike | null;
    if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name) {
      const name = names.nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
    return query(...args);
  };
}

/**
 * Makes every query drizzle sends through the pool's connections run as a named statement: those of
 * `pool.query` (pg-pool hands them to a connection's `query`) and those of a transaction, which
 * drizzle runs on a connection it checked out. Wrapping only `pool.query` left every write, all in
 * transactions, parsed and planned again on each call.
 */
export function nameStatements(pool: pg.Pool, names = new StatementNames()): pg.Pool {
  pool.on('connect', (client) => {
    client.query = naming(client.query.bind(client) as Query, names) as typeof client.query;
  });
  return pool;
}
