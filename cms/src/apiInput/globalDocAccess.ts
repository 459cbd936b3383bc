import type { Config } from 'payload'

type Queries = NonNullable<NonNullable<Config['graphQL']>['queries']>
type Resolver = (source: unknown, args: unknown, context: unknown, info?: unknown) => unknown
type QueryField = { args?: Record<string, unknown>; resolve?: Resolver }

/**
 * Payload 3.90's GraphQL `docAccess<Global>` resolver takes its context from the position of the
 * arguments and fails on every call (a 500 in the answer). The same fields again, handing it the
 * context where it looks. A collection's `docAccess` (with an `id` argument) is right and stays.
 */
export const globalDocAccessQueries: Queries = (_graphql, { Query }) => {
  const fixed: Record<string, QueryField> = {}
  for (const [name, field] of Object.entries(Query.fields as Record<string, QueryField>)) {
    if (!name.startsWith('docAccess') || !field.resolve || (field.args && 'id' in field.args)) continue
    const misread = field.resolve
    fixed[name] = { ...field, resolve: (source, _args, context, info) => misread(source, context, context, info) }
  }
  return fixed
}
