import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from the zod contract. zod-fast-check (the maintained-looking library)
 * supports zod 3 and fast-check 3 only, so this walks zod 4's own JSON Schema output instead.
 */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values the schema accepts, biased to small ids so they hit rows that exist. */
export function validOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map(validOf));
  if (s.allOf?.[0]) return validOf(s.allOf[0]);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => validOf({ ...s, type })));
  switch (s.type) {
    case 'string':
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      if (s.format === 'email') return fc.emailAddress();
      return withNulSometimes(
        fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }),
      );
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1e6);
      const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 60), min) });
      return fc.oneof({ arbitrary: small, weight: 4 }, fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e6,
        max: s.maximum ?? s.exclusiveMaximum ?? 1e6,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validOf(s.items) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validOf(v)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * One text in eight with a character turned into U+0000, at the same length, so it passes the
 * schema's other checks and reaches whatever would store or search it.
 */
function withNulSometimes(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const nul = fc
    .tuple(text, fc.nat())
    .map(([t, at]) =>
      t.length === 0 ? t : `${t.slice(0, at % t.length)}\u0000${t.slice((at % t.length) + 1)}`,
    );
  return fc.oneof({ arbitrary: text, weight: 7 }, { arbitrary: nul, weight: 1 });
}

/** What a hostile client puts where a value belongs. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    1e308,
    -1e308,
    '',
    ' ',
    '0',
    '1e309',
    'NaN',
    '-1',
    'null',
    '%',
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u0000',
    'ဟုတ်ကဲ့ ✓ 🎉',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '__proto__',
    'constructor',
    [],
    {},
    { toString: 'x', valueOf: 1 },
    'x'.repeat(20_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A valid object with one field replaced, dropped, or a stranger added. */
export function mutatedOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  const valid = validOf(s);
  if (s.type !== 'object' || keys.length === 0) return fc.oneof(hostileValue, valid);
  return fc.oneof(
    fc
      .tuple(valid, fc.constantFrom(...keys), hostileValue)
      .map(([v, key, bad]) => ({ ...(v as object), [key]: bad })),
    fc.tuple(valid, fc.constantFrom(...keys)).map(([v, key]) => {
      const copy: Record<string, unknown> = { ...(v as object) };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(valid, fc.constantFrom('constructor', 'prototype', 'extra', 'isAdmin'), hostileValue)
      .map(([v, key, bad]) => ({ ...(v as object), [key]: bad })),
    hostileValue,
  );
}
