import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import { InspectError } from './errors'

// ajv-formats is CommonJS with a default export.
const addFormats = (addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport

/** A schema a remote server sent is untrusted: compiled only when small, its failures reported, not thrown. */
const maxSchemaChars = 64 * 1024

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true })
addFormats(ajv)
const compiled = new Map<string, ValidateFunction>()

/**
 * Checks a tool's arguments against its `inputSchema` before they are sent, so the user gets
 * the field-level reasons here instead of a vague refusal from the server.
 */
export function checkArguments(schema: unknown, args: unknown): void {
  if (!schema || typeof schema !== 'object') return
  const text = JSON.stringify(schema)
  if (text.length > maxSchemaChars) return
  let validate = compiled.get(text)
  if (!validate) {
    try {
      validate = ajv.compile(schema as object)
    } catch {
      // A schema ajv cannot compile is the server's problem; the server still validates what it gets.
      return
    }
    if (compiled.size > 500) compiled.clear()
    compiled.set(text, validate)
  }
  if (!validate(args)) {
    const errors = (validate.errors ?? []).slice(0, 20).map((e) => ({ path: e.instancePath || '/', message: e.message ?? 'invalid' }))
    throw new InspectError('invalid_arguments', 'The arguments do not match the tool’s input schema', errors)
  }
}
