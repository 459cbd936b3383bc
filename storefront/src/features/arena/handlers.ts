import { clientAddress } from '@aidir/cms/accounts'
import { battleIdSchema, castVote, issueBattle, sideSchema, streamAnswer } from '@aidir/cms/arena'
import { ApiError, defineRoute, NO_CONTENT } from '@/features/api/route'
import { answerRoute, createBattleRoute, voteRoute } from './routes'

/**
 * The arena's API on the route kit. Battles, answers and votes are the caller's own (a battle of
 * another user is a 404); the cms/src/arena functions apply the rules.
 */
const battleId = (id: string | undefined) => {
  const parsed = battleIdSchema.safeParse(id)
  if (!parsed.success) throw new ApiError('notFound', NO_CONTENT)
  return parsed.data
}

/** POST /api/arena/battles — issues a battle; the models stay on the server until the vote. */
export const createBattleHandler = defineRoute(createBattleRoute, async ({ payload, user, body, request }) =>
  issueBattle(payload, { user: user!, address: clientAddress(request.headers), body }),
)

/**
 * GET /api/arena/battles/{id}/answers/{side} — one side's answer as NDJSON, one event a line,
 * each flushed as it is produced (no buffering proxy: `X-Accel-Buffering: no`).
 */
export const answerHandler = defineRoute(answerRoute, async ({ payload, user, params, request }) => {
  const id = battleId(params.id)
  const side = sideSchema.safeParse(params.side)
  if (!side.success) throw new ApiError('notFound', NO_CONTENT)
  const events = streamAnswer(payload, user!, id, side.data, request.signal)
  // The first event is awaited here, so a refusal (not your battle) is still an ordinary 404 answer.
  const first = await events.next()
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(`${JSON.stringify(first.value)}\n`))
      if (first.done) controller.close()
    },
    async pull(controller) {
      const next = await events.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`))
    },
    async cancel() {
      await events.return(undefined)
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' } })
})

/** POST /api/arena/battles/{id}/vote — one vote per battle (a replay answers with the first), then the reveal. */
export const voteHandler = defineRoute(voteRoute, async ({ payload, user, params, body, request }) =>
  castVote(payload, { user: user!, address: clientAddress(request.headers), battleId: battleId(params.id), body }),
)
