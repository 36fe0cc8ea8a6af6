import fc from 'fast-check';
import { hostileKey, hostileValue } from './hostile';
import type { JsonSchema } from './schema-arbitrary';

type Mutation =
  | { op: 'drop'; key: string }
  | { op: 'set'; key: string; value: unknown }
  | { op: 'huge'; key: string; length: number }
  | { op: 'extra'; key: string; value: unknown }
  | { op: 'proto'; value: unknown }
  | { op: 'root'; value: unknown };

function mutationArbitrary(keys: string[]): fc.Arbitrary<Mutation> {
  const key = keys.length > 0 ? fc.constantFrom(...keys) : null;
  const onKnownKeys: Array<fc.WeightedArbitrary<Mutation>> = key
    ? [
        { arbitrary: key.map((k) => ({ op: 'drop' as const, key: k })), weight: 2 },
        {
          arbitrary: fc.record({ op: fc.constant('set' as const), key, value: hostileValue }),
          weight: 6,
        },
        {
          // Under the 1 MB body limit, far over every field's maximum.
          arbitrary: fc.record({
            op: fc.constant('huge' as const),
            key,
            // Big bodies are rare: they cost the most time and one in a few hundred finds what they can.
            length: fc.oneof(
              { arbitrary: fc.constant(5_000), weight: 12 },
              fc.constantFrom(250_000, 900_000),
            ),
          }),
          weight: 1,
        },
      ]
    : [];
  return fc.oneof(
    ...onKnownKeys,
    {
      arbitrary: fc.record({ op: fc.constant('extra' as const), key: hostileKey, value: hostileValue }),
      weight: 2,
    },
    { arbitrary: fc.record({ op: fc.constant('proto' as const), value: hostileValue }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant('root' as const), value: hostileValue }), weight: 1 },
  );
}

function apply(value: unknown, mutations: Mutation[]): unknown {
  let current: unknown = value;
  for (const m of mutations) {
    if (m.op === 'root') {
      current = m.value;
      continue;
    }
    // A mutation on a body that is no longer an object starts a fresh object.
    const target: Record<string, unknown> =
      current && typeof current === 'object' && !Array.isArray(current)
        ? { ...(current as Record<string, unknown>) }
        : {};
    if (m.op === 'drop') delete target[m.key];
    else if (m.op === 'set' || m.op === 'extra') target[m.key] = m.value;
    else if (m.op === 'huge') target[m.key] = 'x'.repeat(m.length);
    // An own "__proto__" key, so JSON.stringify writes it (a plain assignment would set the prototype).
    else Object.defineProperty(target, '__proto__', { value: m.value, enumerable: true, writable: true });
    current = target;
  }
  return current;
}

/** Valid values of `schema` with one to three fields dropped, retyped, blown up or added. */
export function mutatedArbitrary(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(valid, fc.array(mutationArbitrary(keys), { minLength: 1, maxLength: 3 }))
    .map(([v, mutations]) => apply(v, mutations));
}
