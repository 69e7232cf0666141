import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of hostile requests, generated from a zod 4 schema (decision 033). The
 * schema is walked through its `.def` (z.toJSONSchema cannot see through the preprocess and refine steps the
 * domain's form schemas are built from): each field's type, the lengths and numbers it names as limits and
 * the values it allows. A case starts from a valid request and breaks it a few ways, so the service is
 * reached as well as the validation.
 */

/** What the schema tells about one field. */
export interface FieldRules {
  kinds: Set<string>;
  /** String and list lengths the schema names (min, max, exact). */
  lengths: Set<number>;
  /** Number limits the schema names. */
  numbers: Set<number>;
  /** The values of its enums and literals. */
  choices: Set<string | number>;
}

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
};

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The fields of an object schema, through the pipes, refinements and wrappers around it. */
export function objectFields(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  for (const inner of [def.innerType, def.out, def.in]) {
    if (!inner) continue;
    const fields = objectFields(inner as z.ZodType);
    if (Object.keys(fields).length > 0) return fields;
  }
  return {};
}

/** Walks a field's schema (wrappers, pipes, unions, arrays) and collects its rules. */
export function fieldRules(schema: z.ZodType, into?: FieldRules): FieldRules {
  const rules = into ?? { kinds: new Set(), lengths: new Set(), numbers: new Set(), choices: new Set() };
  const def = defOf(schema);
  rules.kinds.add(def.type);
  for (const check of def.checks ?? []) collectCheck(check._zod.def, rules);
  if (def.type === 'enum') for (const v of Object.values(def.entries as object)) rules.choices.add(v);
  if (def.type === 'literal') for (const v of def.values as (string | number)[]) rules.choices.add(v);
  const children = [def.innerType, def.in, def.out, def.element, ...((def.options as unknown[]) ?? [])];
  for (const child of children) if (child) fieldRules(child as z.ZodType, rules);
  return rules;
}

function collectCheck(check: Record<string, unknown>, rules: FieldRules): void {
  const numeric = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  switch (check.check) {
    case 'min_length':
    case 'max_length':
    case 'length_equals':
      for (const v of [check.minimum, check.maximum, check.length])
        if (numeric(v)) rules.lengths.add(v as number);
      break;
    case 'greater_than':
    case 'less_than':
      if (numeric(check.value)) rules.numbers.add(check.value as number);
      break;
  }
}

/**
 * The whole-number range a field accepts around a valid value, found by asking the schema itself (binary
 * search over safeParse): the limits written as refinements (`v <= PREPARATION_MINUTES_MAX`), which the
 * walk over the checks cannot read. Assumes the accepted numbers form one range, as every limit here does.
 */
export function probedLimits(field: z.ZodType, valid: unknown): number[] {
  const start = typeof valid === 'number' ? valid : typeof valid === 'string' ? Number(valid) : NaN;
  if (!Number.isSafeInteger(start) || !field.safeParse(start).success) return [];
  const accepts = (n: number) => field.safeParse(n).success;
  const edge = (from: number, to: number) => {
    // `from` is accepted; find the last accepted number on the way to `to`.
    let [good, bad] = [from, to];
    if (accepts(bad)) return bad;
    while (Math.abs(bad - good) > 1) {
      const mid = Math.floor((good + bad) / 2);
      if (accepts(mid)) good = mid;
      else bad = mid;
    }
    return good;
  };
  return [edge(start, -Number.MAX_SAFE_INTEGER), edge(start, Number.MAX_SAFE_INTEGER)];
}

// ---- Hostile values ----

/** Fragments an attacker tries: SQL, script, paths, template and format strings. */
export const INJECTIONS = [
  "' OR 1=1 --",
  '"; drop table users; --',
  '1; select pg_sleep(5)',
  "1' and (select count(*) from pg_sleep(5)) > 0 --",
  "') union select email, password_hash from users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '%',
  '${7*7}{{7*7}}',
  '%s%s%s%n',
];

/** Text a careless parser chokes on: emoji, right-to-left, NUL, lone surrogates, combining marks, BOM. */
export const UNICODE = [
  '🍕👩‍🍳🇱🇹',
  'مطبخ المنزل',
  '\u202Egnp.exe',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  'e\u0301\u0301\u0301\u0301',
  'Z̷̢̛̪͎a̸̡͈l̶̢̛g̸o̷',
  '\uFEFFbom',
  '\u200B',
  'İıŞş',
  '١٢٣٤٥٦',
];

/** Numbers and number-like text past what a form sends. */
export const NUMBER_LIKE: unknown[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  -0,
  '1e309',
  '0x10',
  '1e3',
  '0.1',
  '9'.repeat(30),
  '-9'.repeat(10),
  '9007199254740993',
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  1e308,
  5e-324,
  ' 12 ',
  '12abc',
];

/** Values of the wrong shape: where a scalar is expected, a list, an object, a prototype key. */
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  '',
  ' ',
  '\t\n',
  [],
  ['a', 'b'],
  [null],
  [[]],
  {},
  { $ne: null },
  { toString: 'x' },
  JSON.parse('{"__proto__":{"role":"ADMIN"}}') as unknown,
  { constructor: { prototype: { isAdmin: true } } },
];

/** Keys a body should never be able to smuggle in. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'isAdmin',
  'id',
  'userId',
  'ownerId',
  'customerId',
  'status',
  'paidAt',
  'valid',
  'email',
  'balanceKoinu',
  'amountCents',
];

/** Edge values around every limit the field names. */
function limitEdges(rules: FieldRules): unknown[] {
  const out: unknown[] = [];
  for (const n of rules.numbers) {
    for (const v of [n - 1, n, n + 1, n + 0.5]) out.push(v, String(v));
  }
  for (const len of rules.lengths) {
    if (len > 100_000) continue;
    for (const l of [len - 1, len, len + 1])
      if (l >= 0) out.push('x'.repeat(l), '7'.repeat(l), 'é'.repeat(l));
  }
  for (const c of rules.choices) {
    const text = String(c);
    out.push(c, text.toUpperCase(), ` ${text} `, `${text}\u0000`, [c, c], `${text},${text}`);
  }
  return out;
}

export interface HugeStrings {
  /** A value that keeps the whole body just under the body limit. */
  justUnder: string;
  /** A value past the body limit. */
  past: string;
}

/** Strings close to and past the body limit, made once (they are large). */
export function hugeStrings(bodyLimitBytes: number): HugeStrings {
  return { justUnder: 'a'.repeat(bodyLimitBytes - 2048), past: 'a'.repeat(bodyLimitBytes + 1) };
}

/** A hostile value for a field with these rules. `huge` is left out of query strings. */
export function hostileValue(rules: FieldRules, huge?: HugeStrings): fc.Arbitrary<unknown> {
  const edges = limitEdges(rules);
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...INJECTIONS),
    fc.constantFrom(...UNICODE),
    fc.constantFrom(...NUMBER_LIKE),
    fc.constantFrom(...WRONG_TYPES),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.oneof(fc.integer(), fc.double()),
    fc.jsonValue({ maxDepth: 2 }),
  ];
  if (edges.length > 0) options.push(fc.constantFrom(...edges));
  if (huge) options.push(fc.constantFrom(huge.justUnder, huge.past, 'x'.repeat(70_000)));
  return fc.oneof(...options);
}

/** `valid` with an injection or odd text before, after or instead of its middle. */
function fragmentAround(valid: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...INJECTIONS, ...UNICODE), fc.constantFrom('before', 'after', 'middle'))
    .map(([fragment, where]) => {
      if (where === 'before') return fragment + valid;
      if (where === 'after') return valid + fragment;
      const half = Math.floor(valid.length / 2);
      return valid.slice(0, half) + fragment + valid.slice(half);
    });
}

// ---- Whole requests ----

/** A request's fields as ordered entries: lets a body carry an own `__proto__` key. */
export type Entries = [string, unknown][];

/** One way of breaking a valid request. */
export type Mutation =
  | { kind: 'replace'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'extra'; key: string; value: unknown };

export function applyMutations(valid: Record<string, unknown>, mutations: Mutation[]): Entries {
  const entries: Entries = Object.entries(valid);
  for (const m of mutations) {
    const at = entries.findIndex(([k]) => k === (m.kind === 'extra' ? m.key : m.field));
    if (m.kind === 'drop') {
      if (at >= 0) entries.splice(at, 1);
    } else if (at >= 0) {
      entries[at] = [entries[at]![0], m.value];
    } else {
      entries.push([m.kind === 'extra' ? m.key : m.field, m.value]);
    }
  }
  return entries;
}

/**
 * The mutations of a request to an endpoint with this schema: none (a valid request), or one to three
 * fields replaced by hostile values, dropped, or joined by extra keys.
 */
export function mutationsFor(
  schema: z.ZodType | undefined,
  options: { huge?: HugeStrings; extraFields?: string[]; valid?: Record<string, unknown> } = {},
): fc.Arbitrary<Mutation[]> {
  const fields = schema ? objectFields(schema) : {};
  const names = [...Object.keys(fields), ...(options.extraFields ?? [])];
  const anyValue = hostileValue(
    { kinds: new Set(), lengths: new Set(), numbers: new Set(), choices: new Set() },
    options.huge,
  );
  const perField = names.map((name) => {
    const rules = fields[name] ? fieldRules(fields[name]) : undefined;
    if (rules && fields[name])
      for (const n of probedLimits(fields[name], options.valid?.[name])) rules.numbers.add(n);
    const hostile = rules ? hostileValue(rules, options.huge) : anyValue;
    // A valid value with a fragment around it gets past the type checks to the deeper rules and the database.
    const valid = options.valid?.[name];
    const value =
      typeof valid === 'string' || typeof valid === 'number'
        ? fc.oneof(hostile, fragmentAround(String(valid)))
        : hostile;
    return fc.oneof(
      { weight: 4, arbitrary: value.map((v): Mutation => ({ kind: 'replace', field: name, value: v })) },
      { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'drop', field: name }) },
    );
  });
  const extra = fc
    .record({ key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), value: anyValue })
    .map((e): Mutation => ({ kind: 'extra', ...e }));
  const one = perField.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...perField) }, extra) : extra;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
    { weight: 9, arbitrary: fc.array(one, { minLength: 1, maxLength: 3 }) },
  );
}

/** Bodies that are not an object at all (JSON only). */
export const NOT_AN_OBJECT: string[] = ['null', '[]', '[{}]', '"text"', '42', 'true', '', '{', '{"a":1}}'];
