import { type CollectionBeforeOperationHook, type GlobalConfig, type PayloadRequest, ValidationError } from 'payload'
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '../lib/unsafeText'
import { InputRefused } from './inputRefused'
import { apiInputMessages as messages } from './messages'

/**
 * The input of a REST or GraphQL operation on a collection or global, checked before Payload hands it to
 * the database: whatever PostgreSQL would refuse (an id that is not an integer, a negative
 * offset, a NUL in a text) is otherwise a failed query and a 500. Local API calls come from our
 * own code, which checks its input at its own boundary (the storefront's route kit).
 */
const MAX_INT = 2_147_483_647
const MAX_LIMIT = 1_000_000
const MAX_WHERE_DEPTH = 32
// The geometric operators only work on point fields, and no collection has one: anywhere else
// the postgres adapter has no implementation and fails.
const unsupportedOperators = new Set(['near', 'within', 'intersects'])

const refuse = (message: string): never => {
  throw new InputRefused(message)
}

/** A record id as a client may send it: a number or digits, a positive 32-bit integer. */
export function isRecordId(id: unknown): boolean {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_INT
}

const isWholeIn = (n: unknown, min: number, max: number) => n === undefined || n === null || (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max)

/** Operators are keys of a field's condition; `and`/`or` hold lists of conditions. */
function checkWhere(where: unknown, depth = 0): void {
  if (where === undefined || where === null) return
  if (depth > MAX_WHERE_DEPTH) refuse(messages.tooDeep)
  if (typeof where !== 'object' || Array.isArray(where)) refuse(messages.whereShape)
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : condition && typeof condition === 'object' ? Object.values(condition) : refuse(messages.whereShape)
      for (const inner of list as unknown[]) checkWhere(inner, depth + 1)
      continue
    }
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) continue
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (unsupportedOperators.has(operator)) refuse(messages.operator(operator))
      // A nested field path (`group.field`) may come as nested objects.
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && !['in', 'not_in', 'all'].includes(operator)) checkWhere({ [operator]: value }, depth + 1)
    }
  }
}

type OperationArgs = { id?: unknown; duplicateFromID?: unknown; data?: unknown; where?: unknown; page?: unknown; limit?: unknown }
type GlobalBeforeOperationHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

const versionOperations = new Set(['findVersions', 'findVersionByID', 'restoreVersion', 'countVersions'])

function checkArgs(input: OperationArgs, slug: string, global: boolean): void {
  if ('id' in input && input.id !== undefined && !isRecordId(input.id)) refuse(messages.id)
  if (input.duplicateFromID !== undefined && input.duplicateFromID !== null && !isRecordId(input.duplicateFromID)) refuse(messages.id)
  if (!isWholeIn(input.page, 1, MAX_INT)) refuse(messages.page)
  if (!isWholeIn(input.limit, 0, MAX_LIMIT)) refuse(messages.limit)
  checkWhere(input.where)
  const unsafeWhere = findUnsafeText(input.where)
  if (unsafeWhere) refuse(`${UNSAFE_TEXT_MESSAGE} (where.${unsafeWhere.join('.')})`)
  // Every operation that takes a body (create, update, login, password reset…) has it as `data`.
  const { data } = input
  if (data === undefined) return
  if (data === null || typeof data !== 'object' || Array.isArray(data)) refuse(messages.body)
  const path = findUnsafeText(data)
  if (path) throw new ValidationError({ ...(global ? { global: slug } : { collection: slug }), errors: [{ message: UNSAFE_TEXT_MESSAGE, path: path.join('.') }] })
}

const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

// Payload routes `/versions` for every collection and global; one without versions has no table.
const refuseMissingVersions = (operation: string, versions: unknown) => {
  if (versionOperations.has(operation) && !versions) throw new InputRefused(messages.noVersions, 404)
}

export const checkOperationInput: CollectionBeforeOperationHook = ({ args, operation, req, collection }) => {
  if (!fromOutside(req)) return args
  refuseMissingVersions(operation, collection.versions)
  checkArgs(args as OperationArgs, collection.slug, false)
  return args
}

export const checkGlobalOperationInput: GlobalBeforeOperationHook = ({ args, operation, req, global }) => {
  if (!fromOutside(req)) return args
  refuseMissingVersions(operation, global.versions)
  checkArgs(args as OperationArgs, global.slug, true)
  return args
}
