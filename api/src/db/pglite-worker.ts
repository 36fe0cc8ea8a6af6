/**
 * Source of the thread that owns the server's PGlite database (db/pglite-thread.ts sends it work).
 * It is evaluated CommonJS, as the speech synthesizer's worker, so it runs the same under Jest, tsx
 * and the bundle; the modules it needs come resolved, as absolute paths, in `workerData.modules`.
 *
 * Messages: `{ id, op, ... }`, answered `{ id, result }` or `{ id, error }`. Statements outside a
 * transaction run one at a time behind any open transaction (as PGlite's own `query` does); those of
 * a transaction (`tx`: the id of the message that began it) run on it.
 *
 * DML statements run as named prepared statements, as the PostgreSQL pool's do
 * (db/named-statements.ts): PGlite's `query` parses, describes and plans every statement on every
 * call in six trips into WebAssembly, which made planning (and the file-size lookups the planner
 * makes) most of a request's database time. A known statement is one trip: bind, execute and sync
 * pipelined in one buffer. The first `STATEMENT_LIMIT` texts are named; others take PGlite's path.
 */
export const PGLITE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, protocol, parse } = require(workerData.modules.pglite);
const { pg_trgm } = require(workerData.modules.pgTrgm);
const { unaccent } = require(workerData.modules.unaccent);

const STATEMENT_LIMIT = 2000;
const DML = /^\\s*(select|insert|update|delete|with)\\b/i;
const identity = (value) => value;
const ROLLBACK = Symbol('rollback');
// Open transactions by the id of the message that began them: the handle to run statements on, how
// to end the callback PGlite is waiting in, and PGlite's promise of the transaction's outcome.
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

// Work outside transactions, and whole transactions, one after another in arrival order.
let gate = Promise.resolve();
function exclusive(work) {
  const done = gate.then(work);
  gate = done.catch(() => undefined);
  return done;
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

function transactionHandle(tx) {
  const open = transactions.get(tx);
  if (!open || !open.handle) throw new Error('PGlite thread: the transaction is over');
  return open.handle;
}

async function query(message) {
  const parsers = {};
  for (const oid of message.raw) parsers[oid] = identity;
  const options = { rowMode: message.rowMode, parsers };
  const named = DML.test(message.text) && (statements.has(message.text) || statements.size < STATEMENT_LIMIT);
  if (message.tx !== undefined) {
    const handle = transactionHandle(message.tx);
    return named ? runNamed(message.text, message.params, message.raw, message.rowMode) : handle.query(message.text, message.params, options);
  }
  return exclusive(async () => {
    if (!named) return client.query(message.text, message.params, options);
    const result = await runNamed(message.text, message.params, message.raw, message.rowMode);
    await client.syncToFs();
    return result;
  });
}

function begin(id) {
  return new Promise((opened, failed) => {
    exclusive(() => {
      const open = { handle: null, commit: null, rollback: null, outcome: null };
      transactions.set(id, open);
      open.outcome = client.transaction(
        (handle) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { handle, commit, rollback });
            opened(null);
          }),
      );
      open.outcome.catch((error) => {
        if (!open.handle) {
          transactions.delete(id);
          failed(error);
        }
      });
      // The gate stays closed until the transaction has ended.
      return open.outcome.catch(() => undefined);
    });
  });
}

async function end(tx, commit) {
  const open = transactions.get(tx);
  if (!open || !open.handle) throw new Error('PGlite thread: no such transaction');
  transactions.delete(tx);
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
          ? await transactionHandle(message.tx).exec(message.text)
          : await exclusive(() => client.exec(message.text))
      ).map(plain);
    case 'begin':
      return begin(message.id);
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      await gate;
      if (!client.closed) await client.close();
      return null;
    default:
      throw new Error('PGlite thread: unknown operation ' + message.op);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
`;
