import fc from 'fast-check';

/** The subset of JSON Schema that fastify-type-provider-zod emits for the contract schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/**
 * Values the server really holds (ids, category and tag names), by field name, plus `ids` for any
 * ObjectId field: without them nearly every valid-shaped request would stop at "not found" and the
 * handlers behind the lookups would never see fuzzed input.
 */
export type Hints = Record<string, readonly string[]>;

const OBJECT_ID_PATTERN = '^[0-9a-f]{24}$';
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
/** Valid strings stay short: the malformed side of the fuzzer is where the big ones come from. */
const VALID_STRING_SPAN = 24;

function fromHints(hints: Hints, key: string | undefined): fc.Arbitrary<string> | null {
  const known = key ? hints[key] : undefined;
  return known && known.length > 0 ? fc.constantFrom(...known) : null;
}

function stringArbitrary(schema: JsonSchema, key: string | undefined, hints: Hints): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(
    schema.maxLength ?? minLength + VALID_STRING_SPAN,
    minLength + VALID_STRING_SPAN,
  );
  const fits = (s: string) =>
    s.length >= minLength && s.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER);
  let generic: fc.Arbitrary<string>;
  if (schema.pattern === OBJECT_ID_PATTERN) {
    generic = fc.stringMatching(/^[0-9a-f]{24}$/);
    const ids = fromHints(hints, key) ?? fromHints(hints, 'ids');
    if (ids) generic = fc.oneof({ arbitrary: ids, weight: 4 }, { arbitrary: generic, weight: 1 });
    return generic;
  }
  if (schema.pattern) generic = fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  else if (schema.format === 'email' || key === 'email') generic = fc.emailAddress().filter(fits);
  else if (key && /url|website|picture/i.test(key))
    generic = fc.oneof(fc.webUrl(), fc.string({ minLength, maxLength })).filter(fits);
  else generic = fc.string({ minLength, maxLength });
  const known = fromHints(hints, key);
  return known ? fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: generic, weight: 1 }) : generic;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const hi =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (integer) {
    // fc.integer is 32-bit; out-of-range numbers are the malformed generator's job.
    const min = Math.max(lo ?? -1000, INT32_MIN);
    const max = Math.min(hi ?? 1000, INT32_MAX);
    return fc.integer({ min: Math.min(min, max), max });
  }
  return fc.double({ min: lo ?? -1e6, max: hi ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values that satisfy `schema` (as far as JSON Schema can say: zod refinements may still refuse some). */
export function validArbitrary(schema: JsonSchema, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => validArbitrary(s, hints, key)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, key, hints);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(validArbitrary(schema.items ?? {}, hints, key), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [name, validArbitrary(s, hints, name)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      // `z.any()` and friends: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
