import { createMcpSubmission, listMcpSubmissions, McpSubmitRefused, proofSetupFrom, readMcpSubmission, verifyMcpSubmission, type ProofSetup } from '@aidir/cms/mcpSubmit'
import { ApiError, defineRoute, type ApiErrorCode } from '@/features/api/route'
import { getT } from '@/i18n'
import type { Locale } from '@aidir/cms/locales'
import { messageKey } from './messageKeys'
import { createSubmissionRoute, listSubmissionsRoute, readSubmissionRoute, verifySubmissionRoute } from './routes'

const codes: Record<McpSubmitRefused['status'], ApiErrorCode> = { 400: 'badRequest', 403: 'forbidden', 404: 'notFound', 409: 'conflict', 422: 'unprocessable', 429: 'tooMany' }

/** A refusal of the domain in the reader's language; the English text stays in `data.issue`. */
async function translated(err: unknown, locale: Locale): Promise<unknown> {
  if (!(err instanceof McpSubmitRefused)) return err
  const t = await getT(locale, 'mcpSubmit')
  return new ApiError(codes[err.status], t(messageKey(err.message)), { data: { ...err.data, issue: err.message } })
}

async function run<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    throw await translated(err, locale)
  }
}

function idOf(params: Record<string, string>): number {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw new McpSubmitRefused(404, 'No such submission')
  return id
}

/** Tests pass local fakes and a test resolver; the site reads its settings. */
type Setup = { proof?: ProofSetup }
const setupOf = (setup: Setup) => setup.proof ?? proofSetupFrom()

/** POST /api/mcp/submissions — submit a server; answers what to publish to prove it. */
export function createSubmissionHandler(setup: Setup = {}) {
  return defineRoute(createSubmissionRoute, ({ payload, user, body, locale }) => run(locale, () => createMcpSubmission(payload, user, body, locale, setupOf(setup))))
}

/** GET /api/mcp/submissions — my submissions (My MCP). */
export function listSubmissionsHandler(setup: Setup = {}) {
  return defineRoute(listSubmissionsRoute, async ({ payload, user, locale }) => run(locale, async () => ({ list: await listMcpSubmissions(payload, user, setupOf(setup)) })))
}

/** GET /api/mcp/submissions/{id} — one of mine. */
export function readSubmissionHandler(setup: Setup = {}) {
  return defineRoute(readSubmissionRoute, ({ payload, user, params, locale }) => run(locale, () => readMcpSubmission(payload, user, idOf(params), setupOf(setup))))
}

/** POST /api/mcp/submissions/{id}/verify — check the proof now. */
export function verifySubmissionHandler(setup: Setup = {}) {
  return defineRoute(verifySubmissionRoute, ({ payload, user, params, locale, request }) => run(locale, () => verifyMcpSubmission(payload, user, idOf(params), setupOf(setup), request.signal)))
}
