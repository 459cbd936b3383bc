import type { Payload } from 'payload'
import { startTask, TaskLimitReached } from '../backgroundTasks'
import { enqueue } from '../jobs/enqueue'
import { parseLlmEnv } from '../llm/config'
import { geoCheckInput, geoCheckMessages, type GeoCheckInput } from './checkInput'
import { GEO_LIMITS } from './limits'

/** A check refused by the daily limit (the API answers 429 'Submission limit reached'). */
export class GeoCheckRefused extends TaskLimitReached {
  constructor(
    readonly code: 'limit_reached',
    message: string,
  ) {
    super('geo-check', message)
  }
}

type User = { id: number | string; collection?: string }

/**
 * Starts a ranking check: the check (the user's, written as the service: customers cannot write
 * checks through the CMS's APIs, which skip the limit and SPEC §5's checks), one queued detection per platform
 * and one `geo.detect` job each, all in one transaction, so a check never exists without its jobs
 * nor a job without its detection. The user's checks of the day are counted in that transaction
 * under the user's lock (background-task kit), so concurrent submissions cannot pass the limit.
 */
export async function startGeoCheck(payload: Payload, user: User, input: GeoCheckInput, given: { samples?: number; webSearch?: boolean } = {}) {
  const data = geoCheckInput.parse(input)
  const settings = parseLlmEnv()
  const options = { samples: given.samples ?? settings.GEO_SAMPLES, webSearch: given.webSearch ?? settings.LLM_WEB_SEARCH === 'true' }
  try {
    return await startTask(
      payload,
      {
        kind: 'geo-check',
        userId: user.id,
        user: { ...user, collection: 'users' } as never,
        limit: ({ req }) => ({
          perDay: GEO_LIMITS.checksPerDay,
          countSince: async (since) =>
            (await payload.count({ collection: 'geo-checks', where: { and: [{ owner: { equals: user.id } }, { createdAt: { greater_than_equal: since.toISOString() } }] }, req, overrideAccess: true })).totalDocs,
        }),
      },
      async ({ req }) => {
        // System action: the input passed SPEC §5's checks above and the limit under the lock.
        const check = await payload.create({
          collection: 'geo-checks',
          data: { owner: user.id as number, question: data.question, hitTerms: data.hitTerms, platforms: data.platforms, samplesPerPlatform: options.samples, webSearch: options.webSearch },
          req,
          overrideAccess: true,
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
        return { check, detections }
      },
    )
  } catch (err) {
    if (err instanceof TaskLimitReached && !(err instanceof GeoCheckRefused)) throw new GeoCheckRefused('limit_reached', geoCheckMessages.limitReached)
    throw err
  }
}
