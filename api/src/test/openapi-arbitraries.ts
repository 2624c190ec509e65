// fast-check arbitraries derived from the OpenAPI document's JSON schemas: values a route's contract
// accepts, and the hostile ones every route must refuse cleanly. Built from the document
// rather than the zod contracts because no zod→fast-check bridge supports zod 4.
import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes it from zod) that the contracts use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

/** Strings a person could type (Cyrillic included), kept short unless the schema asks for length. */
const typedText = (minLength = 0, maxLength = 40) =>
  fc.string({
    unit: fc.constantFrom(...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя АБВ abcxyz0123456789-.,!?'),
    minLength,
    maxLength: Math.min(maxLength, Math.max(minLength, 40)),
  });

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  return typedText(schema.minLength ?? 0, schema.maxLength ?? 40);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? (exclusiveMin === undefined ? -1_000_000 : exclusiveMin + (integer ? 1 : 1e-6));
  const max = schema.maximum ?? (exclusiveMax === undefined ? 1_000_000 : exclusiveMax - (integer ? 1 : 1e-6));
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value the schema accepts (as far as JSON Schema says; refinements in zod may still refuse it). */
export function validValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const value = validValueOf(schema);
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function validValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(validValue));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((single) => validValue({ ...schema, type: single })));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'object':
    default:
      return objectArbitrary(schema);
  }
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Texts that have broken parsers, databases and screens before. */
export const HOSTILE_TEXTS: readonly string[] = [
  '\u0000',
  'имя\u0000после',
  '\u0001\u0007\u001b[31m',
  '\u202eтекст справа налево\u202c',
  '\u200f\u200e\u2066\u2069',
  '\ud800', // a lone surrogate
  '🍲'.repeat(50),
  '%00',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '1e308',
  '-0',
  '99999999999999999999999',
  '',
  ' ',
];

/** C0 control characters, the ones a text may hold (tab, LF, CR) among them. */
const CONTROL_CHARACTERS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

/** Ordinary text with a control character somewhere in it, or one of the texts above. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  // NUL most often: PostgreSQL refuses it outright.
  fc
    .tuple(typedText(0, 10), fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROL_CHARACTERS)), typedText(0, 10))
    .map(([before, control, after]) => before + control + after),
);

/**
 * The value with one of its texts (the `pick`-th, wrapping around) made hostile: the rest stays
 * valid, so the request passes validation up to that text and reaches what lies behind it.
 */
export function withOneHostileText(value: unknown, pick: number, hostile: string): unknown {
  const texts: Array<{ holder: Record<string, unknown> | unknown[]; key: string | number }> = [];
  const collect = (current: unknown) => {
    if (current === null || typeof current !== 'object') return;
    for (const [key, item] of Object.entries(current)) {
      if (typeof item === 'string') texts.push({ holder: current as Record<string, unknown>, key });
      else collect(item);
    }
  };
  const copy = structuredClone(value);
  collect(copy);
  const chosen = texts[pick % Math.max(texts.length, 1)];
  if (chosen) (chosen.holder as Record<string | number, unknown>)[chosen.key] = `${(chosen.holder as Record<string | number, string>)[chosen.key]}${hostile}`;
  return copy;
}

/** A mebibyte of text (in UTF-8): past every field's limit, and past the body limit once quoted. */
export const MEBIBYTE_TEXT = 'ж'.repeat(512 * 1024);
/** Just under the body limit: a body that is read whole and reaches the validator. */
export const NEAR_LIMIT_TEXT = 'x'.repeat(1_000_000);

/** Any JSON value of the wrong kind, or an extreme of the right one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1, 2_147_483_648, [], {}, [null], { __proto__: null }),
  fc.constantFrom(MEBIBYTE_TEXT, NEAR_LIMIT_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A valid-shaped object broken one way: a field of the wrong kind or hostile text, a missing
 * required field, or extra fields (prototype keys among them).
 */
export function brokenObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const base = objectArbitrary(schema);
  const variants: fc.Arbitrary<Record<string, unknown>>[] = [
    fc
      .tuple(
        base,
        fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'role'), fc.string()), hostileValue, { maxKeys: 3 }),
      )
      .map(([value, extra]) => ({ ...value, ...extra })),
  ];
  if (keys.length > 0) {
    variants.push(
      fc.tuple(base, fc.constantFrom(...keys), hostileValue).map(([value, key, hostile]) => ({ ...value, [key]: hostile })),
      fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  return fc.oneof(...variants);
}

/** `depth` nested arrays or objects: parsers and walkers that recurse run out of stack on these. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
