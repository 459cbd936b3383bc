import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import serverSchema from './server.schema.json'

/**
 * server.json checked against the official MCP Registry schema (server.schema.json beside this
 * file: https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json, as published
 * in github.com/modelcontextprotocol/registry docs/reference/server-json/server.schema.json, MIT;
 * copied 2026-11-27). The registry's later revisions only add optional fields (title, icons), which
 * this schema accepts as extra properties.
 */
const addFormats = (addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport

let validate: ValidateFunction | undefined
function validator(): ValidateFunction {
  if (!validate) {
    // strict: false: the schema carries documentation keywords (example, examples) ajv does not know.
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true })
    addFormats(ajv)
    validate = ajv.compile(serverSchema)
  }
  return validate
}

export type SchemaProblem = { path: string; message: string }

/** The schema's complaints about a server.json (at most 20), empty when it conforms. */
export function serverJsonProblems(document: unknown): SchemaProblem[] {
  const check = validator()
  if (check(document)) return []
  return (check.errors ?? []).slice(0, 20).map((e) => ({ path: e.instancePath || '/', message: e.message ?? 'invalid' }))
}

export const SERVER_SCHEMA_URL = 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json'
