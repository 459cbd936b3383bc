import { GraphQLObjectType, GraphQLSchema, GraphQLString, Kind, NoFragmentCyclesRule, parse, validate, visit, type DocumentNode } from 'graphql'
import { findUnsafeText, isUnsafeText, UNSAFE_TEXT_MESSAGE } from '../lib/unsafeText'

/**
 * The GraphQL request checked before Payload's handler sees it: a body that is not
 * `{ query, variables?, operationName? }`, a document that does not parse, fragments that spread
 * themselves (Payload's complexity rule recurses through them before GraphQL's own cycle rule
 * runs, and overflows the stack) and text PostgreSQL cannot take are each a 400 with a message,
 * in the GraphQL-over-HTTP error shape `{ errors: [{ message }] }`.
 */
type Handler = (request: Request, ...rest: never[]) => Promise<Response>

export const graphqlMessages = {
  body: 'The request body must be a JSON object { query, variables?, operationName? }',
  query: 'query must be a GraphQL document (a string)',
  variables: 'variables must be an object',
  operationName: 'operationName must be a string',
} as const

// Far more than the admin's or the storefront's largest document, far less than overflows a parser.
const MAX_TOKENS = 20_000
// The cycle rule reads only the document, so any schema serves.
const anySchema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }) })

const refusal = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

function documentProblem(query: string): string | null {
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (err) {
    return err instanceof Error ? err.message : 'The GraphQL document does not parse'
  }
  const cycles = validate(anySchema, document, [NoFragmentCyclesRule])
  if (cycles.length > 0) return cycles[0]!.message
  let unsafe = false
  visit(document, {
    [Kind.STRING]: (node) => {
      if (isUnsafeText(node.value)) unsafe = true
    },
  })
  return unsafe ? UNSAFE_TEXT_MESSAGE : null
}

/** Why a GraphQL request body is refused, or null when Payload may run it. */
export function graphqlBodyProblem(text: string): string | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return graphqlMessages.body
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return graphqlMessages.body
  const { query, variables, operationName } = body as Record<string, unknown>
  if (typeof query !== 'string') return graphqlMessages.query
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return graphqlMessages.variables
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return graphqlMessages.operationName
  const unsafeVariable = findUnsafeText(variables)
  if (unsafeVariable) return `${UNSAFE_TEXT_MESSAGE} (variables.${unsafeVariable.join('.')})`
  if (operationName && isUnsafeText(operationName)) return UNSAFE_TEXT_MESSAGE
  return documentProblem(query)
}

/** Wraps Payload's GraphQL route handler. */
export function checkedGraphql<H extends Handler>(handler: H): H {
  const checked = async (request: Request, ...rest: never[]) => {
    const text = await request.text()
    const problem = graphqlBodyProblem(text)
    if (problem) return refusal(problem)
    return handler(new Request(request.url, { method: request.method, headers: request.headers, body: text }), ...rest)
  }
  return checked as H
}
