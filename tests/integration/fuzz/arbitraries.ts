import fc from 'fast-check'

/**
 * Inputs an attacker tries first (the probe of issue 14 found 500s with each kind): control and
 * invalid Unicode, numbers at and past PostgreSQL's integer range, fractions, special floats,
 * injection and traversal strings, very long text, and a few valid-looking values so some inputs
 * reach past the first check.
 */
export const nastyStrings = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ufeff', '\u202e', '\r\n', '😀', '中文', '日本語',
  '0', '1', '-1', '1.5', '2147483647', '2147483648', '-2147483649', '9'.repeat(40), '1e999', '-0', 'NaN', 'Infinity', '0x10',
  'null', 'undefined', 'true', '[]', '{}', '[object Object]', '<script>alert(1)</script>', "' OR 1=1 --", '%00', '%', '_', '\\',
  '../../etc/passwd', 'https://example.invalid/', 'http://127.0.0.1:1/', 'javascript:alert(1)', 'a@example.com', 'en', 'zh_cn', 'zh_tw', 'jp',
  'x'.repeat(5000),
]

export const nastyString = fc.constantFrom(...nastyStrings)

/** Any text: the list above, arbitrary code points, lone surrogates spliced into text. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udc00'), fc.string({ maxLength: 10 })).map(([a, b, c]) => a + b + c) },
)

export const fuzzNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e21, 1.5, -0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value, leaning on the nasty texts and numbers. */
export const fuzzJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fuzzText,
    fuzzNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fuzzText, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  default?: unknown
}

const sampleString = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'uri' || schema.format === 'url') return fc.constantFrom('https://example.invalid/', 'http://127.0.0.1:1/')
  const min = schema.minLength ?? 0
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 30, 30)) })
}

/**
 * Values shaped by a JSON schema (the declarations' zod schemas, as the OpenAPI document has them),
 * each one possibly replaced by any fuzz value: most inputs get past the shape check and some
 * reach the domain code with one bad field.
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const chaos = depth > 3 ? fuzzText : fuzzJson
  if (!schema) return chaos
  const shaped = shapedBy(schema, depth)
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: chaos })
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return fc.oneof(...options.map((o) => fromSchema(o, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {}
      const required = new Set(schema.required ?? [])
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, fromSchema(child, depth + 1)])),
        { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
      )
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 5 })
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 1000) }), fuzzNumber)
    case 'number':
      return fc.oneof(fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true }), fuzzNumber)
    case 'boolean':
      return fc.boolean()
    case 'string':
      return fc.oneof(sampleString(schema), fuzzText)
    case 'null':
      return fc.constant(null)
    default:
      return fuzzJson
  }
}
