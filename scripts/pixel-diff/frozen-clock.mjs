// Loaded into the API process by `pixel-diff shoot` (NODE_OPTIONS=--import=<this file>): `Date` stands
// still at CWT_FROZEN_CLOCK until the server starts listening, so the demo content seeded on first start
// (dated back from "now") carries the same timestamps on every run; from then on the clock runs
// forward from that instant, so expiries and rate-limit windows still pass.
import net from 'node:net';

const RealDate = Date;
const frozen = RealDate.parse(process.env.CWT_FROZEN_CLOCK ?? '');
if (Number.isNaN(frozen)) throw new Error('frozen-clock: CWT_FROZEN_CLOCK must be an ISO date');

/** performance.now() when the first server started listening; null before. */
let listeningSince = null;
const now = () => (listeningSince === null ? frozen : frozen + (performance.now() - listeningSince));

// A Proxy rather than a subclass: dates made inside Node or a library by the real constructor must
// still pass `instanceof Date`.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenAndStartClock(...args) {
  listeningSince ??= performance.now();
  return listen.apply(this, args);
};
