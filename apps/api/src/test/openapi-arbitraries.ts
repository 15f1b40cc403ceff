import fc from 'fast-check';

/**
 * fast-check arbitraries built from the OpenAPI (JSON Schema) shapes of the app's routes, for the
 * fuzz test. Each value is "nearly valid": it follows the schema most of the time, so requests get
 * past validation and reach the services and the database, but any part of it may be replaced by a
 * nasty value (NUL bytes, lone surrogates, huge strings and numbers, impossible dates, wrong types,
 * deep nesting).
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

/** Strings that broke, or could break, a parser, a query or a text column somewhere. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%ZZ',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '😀'.repeat(30),
  'e\u0301'.repeat(20),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\\',
  '%',
  '_',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '$' + '{7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999999',
  '0x7fffffff',
  '2024-02-30',
  '2023-02-29',
  '0000-00-00',
  '9999-99-99',
  '-0001-01-01',
  '275760-09-13',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'x'.repeat(256),
  'x'.repeat(5000),
  'a@b',
  `${'a'.repeat(300)}@example.test`,
  'YE-0000-0000-0000',
  'avatar-99.svg',
  'a.png',
];

export const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  -2147483648,
  2147483647,
  2147483648,
  -2147483649,
  9007199254740991,
  -9007199254740991,
  9007199254740992,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Arrays or objects nested `depth` deep. */
export function nested(depth: number, kind: 'array' | 'object' = 'array'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([a, b]) => `${a}\u0000${b}`),
  },
);

/** Any value at all of the wrong kind: strings, numbers, booleans, null, arrays, objects, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(50), nested(50, 'object'), nested(500)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
);

export interface ArbOptions {
  /** Real ids (of fixtures) offered wherever a UUID goes, so lookups find something. */
  knownUuids?: readonly string[];
  /** Real ids for a field of this name (a path parameter, a query or body property), preferred over knownUuids. */
  uuidsFor?: (field: string) => readonly string[];
  /** The name of the property or parameter being generated (set while descending into objects). */
  field?: string;
  /** How often (0..1) a node is replaced by a nasty value. */
  nastiness?: number;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/**
 * Whether null is allowed: OpenAPI 3.1 writes a nullable field as `type: [x, 'null']` (or `anyOf` with
 * `{type: 'null'}`, handled by the `null` type), 3.0 as `nullable: true`.
 */
function allowsNull(schema: JsonSchema): boolean {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

function validString(schema: JsonSchema, opts: ArbOptions): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 200);
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}')) {
    const named = opts.field && opts.uuidsFor ? opts.uuidsFor(opts.field) : [];
    const known = named.length > 0 ? named : (opts.knownUuids ?? []);
    return known.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() })
      : fc.uuid();
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time' || schema.format === 'datetime')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
    return fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      // Matches the pattern, but is not a day.
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
        )
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
        ),
    );
  if (schema.pattern?.startsWith('^YE-'))
    return fc
      .array(fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split('')), {
        minLength: 12,
        maxLength: 12,
      })
      .map((c) => `YE-${c.slice(0, 4).join('')}-${c.slice(4, 8).join('')}-${c.slice(8).join('')}`);
  if (schema.pattern === '^[A-Za-z0-9_.]+$')
    return fc
      .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_.'.split('')), {
        minLength: Math.max(min, 1),
        maxLength: Math.max(max, 1),
      })
      .map((c) => c.join(''));
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, max) }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, max) }) },
    // At the limit and one past it.
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)) },
  );
}

/** A value of `schema`'s own kind whose parts may be nasty (the whole is never swapped for another kind). */
export function arbShapedBy(schema: JsonSchema | undefined, opts: ArbOptions = {}): fc.Arbitrary<unknown> {
  return validFromSchema(schema ?? {}, opts, 0);
}

/** A nearly valid value for `schema` (see the module comment). */
export function arbFromSchema(
  schema: JsonSchema | undefined,
  opts: ArbOptions = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const nastiness = opts.nastiness ?? 0.25;
  const valid = validFromSchema(schema ?? {}, opts, depth);
  const nastyWeight = Math.round(nastiness * 100);
  if (nastyWeight === 0) return valid;
  return fc.oneof(
    { weight: 100 - nastyWeight, arbitrary: valid },
    { weight: nastyWeight, arbitrary: nastyValue },
  );
}

function validFromSchema(schema: JsonSchema, opts: ArbOptions, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return nastyValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    const arbs = alternatives.map((s) => arbFromSchema(s, opts, depth + 1));
    return allowsNull(schema) ? fc.oneof(fc.constant(null), ...arbs) : fc.oneof(...arbs);
  }
  if (schema.allOf && schema.allOf.length > 0)
    return validFromSchema(Object.assign({}, ...schema.allOf) as JsonSchema, opts, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const base = baseFromSchema(schema, opts, depth);
  return allowsNull(schema)
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: base })
    : base;
}

function baseFromSchema(schema: JsonSchema, opts: ArbOptions, depth: number): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema, opts);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1) },
      );
    }
    case 'number':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum }),
        fc.constantFrom(...NASTY_NUMBERS),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minItems = schema.minItems ?? 0;
      const maxItems = Math.min(schema.maxItems ?? 5, 12);
      return fc.array(arbFromSchema(schema.items, opts, depth + 1), {
        minLength: minItems,
        maxLength: Math.max(minItems, maxItems),
      });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const keys = Object.keys(props);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 3 });
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = arbFromSchema(props[key], { ...opts, field: key }, depth + 1);
      const requiredKeys = keys.filter((k) => required.has(k));
      return fc
        .tuple(
          fc.record(record, { requiredKeys }),
          // Most of the time every required key is there; sometimes one is missing or one is added.
          fc.oneof(
            { weight: 6, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.constantFrom(...(requiredKeys.length > 0 ? requiredKeys : [''])) },
          ),
          fc.oneof(
            { weight: 6, arbitrary: fc.constant(null) },
            {
              weight: 1,
              arbitrary: fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', ''), nastyValue),
            },
          ),
        )
        .map(([values, dropped, extra]) => {
          const out: Record<string, unknown> = { ...values };
          if (dropped) delete out[dropped];
          if (extra)
            Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true });
          return out;
        });
    }
    default:
      return nastyValue;
  }
}
