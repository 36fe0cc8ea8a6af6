/**
 * Source of the thread that owns the server's PGlite database (db/pglite-thread.ts sends it work).
 * It is evaluated CommonJS, as the speech synthesizer's worker, so it runs the same under Jest, tsx
 * and the bundle; the modules it needs come resolved, as absolute paths, in `workerData.modules`.
 *
 * Messages: `{ id, op, ... }`, answered `{ id, result }` or `{ id, error }` (on `workerData.nowPort`
 * when the message says `now`: the caller is blocked until the answer comes). Statements outside a
 * transaction run one at a time behind any open transaction (as PGlite's own `query` does); those of
 * a transaction (`tx`: an id the caller chose) run on it, the first one opening it, and `end`
 * commits or rolls it back.
 *
 * DML statements run as named prepared statements, as the PostgreSQL pool's do
 * (db/named-statements.ts): PGlite's `query` parses, describes and plans every statement on every
 * call in six trips into WebAssembly, which made planning (and the file-size lookups the planner
 * makes) most of a request's database time. A known statement is one trip: bind, execute and sync
 * pipelined in one buffer. The first `STATEMENT_LIMIT` texts (db/named-statements.ts) are named; others
 * take PGlite's path.
 */
export const PGLITE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, protocol, parse } = require(workerData.modules.pglite);
const { pg_trgm } = require(workerData.modules.pgTrgm);
const { unaccent } = require(workerData.modules.unaccent);

const STATEMENT_LIMIT = workerData.statementLimit;
const DML = /^\\s*(select|insert|update|delete|with)\\b/i;
const identity = (value) => value;
const ROLLBACK = Symbol('rollback');
// Transactions by the caller's id: the promise of the handle to run statements on, how to end the
// callback PGlite is waiting in, and PGlite's promise of the transaction's outcome.
const transactions = new Map();
// Named statements by text: name, parameter types and the row description of their results.
const statements = new Map();
// PGlite's parsers with the caller's raw types, by those types: PGlite merges its 318 parsers with a
// query's own on every call, which was a fifth of this thread's time.
const parserSets = new Map();
let client;

const ready = (async () => {
  const options = { extensions: { pg_trgm, unaccent } };
  if (workerData.load) options.loadDataDir = new Blob([workerData.load]);
  client = await PGlite.create(workerData.dataDir, options);
  for (const statement of workerData.setup) await client.query(statement);
})();

// The database runs one thing at a time: a statement outside a transaction, or a whole transaction.
// Waiters take turns in arrival order, except that a transaction's first statement goes before
// waiting statements: its caller is blocked on it (\`now\`), and the sooner it starts the sooner it
// ends and lets the others in.
const waiting = [];
let busy = false;

function exclusive(work, first = false) {
  return new Promise((resolve, reject) => {
    const entry = { work, resolve, reject, first };
    const at = first ? waiting.findIndex((other) => !other.first) : -1;
    if (at < 0) waiting.push(entry);
    else waiting.splice(at, 0, entry);
    takeTurn();
  });
}

function takeTurn() {
  if (busy) return;
  const entry = waiting.shift();
  if (!entry) return;
  busy = true;
  Promise.resolve()
    .then(entry.work)
    .then(entry.resolve, entry.reject)
    .finally(() => {
      busy = false;
      takeTurn();
    });
}

function joined(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const send = (parts) => client.execProtocolStream(joined(parts), { syncToFs: false });

async function prepared(text) {
  const known = statements.get(text);
  if (known) return known;
  const name = 'cwt_' + statements.size.toString(36);
  const { serialize } = protocol;
  const messages = await send([
    serialize.parse({ name, text, types: [] }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  ]);
  const parameters = messages.find((m) => m.name === 'parameterDescription');
  const statement = {
    name,
    types: parameters ? parameters.dataTypeIDs : [],
    rowDescription: messages.find((m) => m.name === 'rowDescription'),
  };
  statements.set(text, statement);
  return statement;
}

function parsersWith(raw) {
  const key = raw.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = { ...client.parsers };
    for (const oid of raw) parsers[oid] = identity;
    parserSets.set(key, parsers);
  }
  return parsers;
}

async function runNamed(text, params, raw, rowMode) {
  return client.runExclusive(async () => {
    const statement = await prepared(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.types[index]];
      return serializer ? serializer(value) : value.toString();
    });
    const { serialize } = protocol;
    const messages = await send([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(all, parsersWith(raw), { rowMode })[0];
  });
}

function plain(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

// Errors cross the thread as their message, name and primitive fields (SQLSTATE code, constraint...).
function errorOf(error) {
  const props = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) props[key] = value;
    }
  }
  return { message: String((error && error.message) || error), name: (error && error.name) || 'Error', props };
}

/**
 * The handle of transaction \`tx\`, opened (BEGIN) by its first statement rather than by a message
 * of its own: the database is not held while the caller gets round to its first statement.
 */
function transactionHandle(tx) {
  let open = transactions.get(tx);
  if (!open) {
    open = { handle: null, commit: null, rollback: null, outcome: null, ready: null };
    transactions.set(tx, open);
    open.ready = new Promise((ready, failed) => {
      exclusive(() => {
        open.outcome = client.transaction(
          (handle) =>
            new Promise((commit, rollback) => {
              Object.assign(open, { handle, commit, rollback });
              ready(handle);
            }),
        );
        open.outcome.catch((error) => {
          if (!open.handle) failed(error);
        });
        // The turn lasts until the transaction has ended.
        return open.outcome.catch(() => undefined);
      }, true);
    });
    open.ready.catch(() => undefined);
  }
  return open.ready;
}

async function query(message) {
  const parsers = {};
  for (const oid of message.raw) parsers[oid] = identity;
  const options = { rowMode: message.rowMode, parsers };
  const named = DML.test(message.text) && (statements.has(message.text) || statements.size < STATEMENT_LIMIT);
  if (message.tx !== undefined) {
    const handle = await transactionHandle(message.tx);
    return named
      ? runNamed(message.text, message.params, message.raw, message.rowMode)
      : handle.query(message.text, message.params, options);
  }
  return exclusive(async () => {
    if (!named) return client.query(message.text, message.params, options);
    const result = await runNamed(message.text, message.params, message.raw, message.rowMode);
    await client.syncToFs();
    return result;
  });
}

async function end(tx, commit) {
  const open = transactions.get(tx);
  // A transaction that ran no statement never began; one whose BEGIN failed has nothing to end.
  if (!open) return null;
  transactions.delete(tx);
  try {
    await open.ready;
  } catch {
    return null;
  }
  if (commit) open.commit(null);
  else open.rollback(ROLLBACK);
  try {
    await open.outcome;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

async function run(message) {
  await ready;
  switch (message.op) {
    case 'ready':
      return null;
    case 'query':
      return plain(await query(message));
    case 'exec':
      return (
        message.tx !== undefined
          ? await (await transactionHandle(message.tx)).exec(message.text)
          : await exclusive(() => client.exec(message.text))
      ).map(plain);
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      return exclusive(async () => {
        if (!client.closed) await client.close();
        return null;
      });
    default:
      throw new Error('PGlite thread: unknown operation ' + message.op);
  }
}

// A transaction's statements are answered on the port the caller reads synchronously, then the
// signal it sleeps on is bumped.
function answer(message, reply) {
  if (!message.now) return parentPort.postMessage(reply);
  workerData.nowPort.postMessage(reply);
  Atomics.add(workerData.nowSignal, 0, 1);
  Atomics.notify(workerData.nowSignal, 0);
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => answer(message, { id: message.id, result }),
    (error) => answer(message, { id: message.id, error: errorOf(error) }),
  );
});
`;
