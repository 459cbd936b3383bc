import { sql } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { enqueue } from '../jobs/enqueue'
import { parseLlmEnv } from '../llm/config'
import { geoCheckInput, geoCheckMessages, type GeoCheckInput } from './checkInput'
import { GEO_LIMITS } from './limits'

export class GeoCheckRefused extends Error {
  constructor(readonly code: 'limit_reached', message: string) {
    super(message)
  }
}

type User = { id: number | string; collection?: string; [key: string]: unknown }

/**
 * Starts a ranking check: the check (as the signed-in user), one queued detection per platform
 * and one `geo.detect` job each, all in one transaction, so a check never exists without its jobs
 * nor a job without its detection. Refuses a user's check beyond the daily limit.
 */
export async function startGeoCheck(payload: Payload, user: User, input: GeoCheckInput, given: { samples?: number; webSearch?: boolean } = {}) {
  const data = geoCheckInput.parse(input)
  const settings = parseLlmEnv()
  const options = { samples: given.samples ?? settings.GEO_SAMPLES, webSearch: given.webSearch ?? settings.LLM_WEB_SEARCH === 'true' }
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  const owned = await initTransaction(req)
  try {
    await refuseOverDailyLimit(payload, req, user.id)
    const check = await payload.create({
      collection: 'geo-checks',
      data: { owner: user.id as number, question: data.question, hitTerms: data.hitTerms, platforms: data.platforms, samplesPerPlatform: options.samples, webSearch: options.webSearch },
      req,
      user: req.user,
      overrideAccess: false,
    })
    const detections = []
    for (const platform of data.platforms) {
      // System action: detections are written by the service only (customers cannot create them).
      const detection = await payload.create({
        collection: 'geo-detections',
        data: { check: check.id, owner: user.id as number, platform, status: 'queued', run: 1, progress: 0, samplesWanted: options.samples },
        req,
        overrideAccess: true,
      })
      await enqueue('geo.detect', { detectionId: detection.id as number, run: 1 }, { req })
      detections.push(detection)
    }
    if (owned) await commitTransaction(req)
    return { check, detections }
  } catch (err) {
    if (owned) await killTransaction(req)
    throw err
  }
}

/**
 * The daily limit, counted under a per-user transaction lock: two submissions at the same moment
 * cannot both see room for one more.
 */
async function refuseOverDailyLimit(payload: Payload, req: Awaited<ReturnType<typeof createLocalReq>>, userId: number | string) {
  const id = req.transactionID ? await req.transactionID : undefined
  const tx = (payload.db as unknown as { sessions?: Record<string, { db: { execute(q: unknown): Promise<unknown> } }> }).sessions?.[String(id)]?.db
  await tx?.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`geo-check:${userId}`}))`)
  const since = new Date()
  since.setUTCHours(0, 0, 0, 0)
  const today = await payload.count({
    collection: 'geo-checks',
    where: { and: [{ owner: { equals: userId } }, { createdAt: { greater_than_equal: since.toISOString() } }] },
    req,
    overrideAccess: true,
  })
  if (today.totalDocs >= GEO_LIMITS.checksPerDay) throw new GeoCheckRefused('limit_reached', geoCheckMessages.limitReached)
}
