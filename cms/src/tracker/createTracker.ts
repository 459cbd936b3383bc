import type { Payload } from 'payload'
import { detectLanguage } from '../llm/offline/language'
import { trackerInput, type TrackerInput } from './brandInput'
import { TRACKER_LIMITS } from './limits'
import { asReqUser, TrackerRefused, type TrackerUser } from './trackerUser'

/**
 * Creates the signed-in user's tracker (steps 1 and 2); the brand's language comes from its
 * description unless given. Written as the service once the input and the per-user limit passed:
 * customers cannot write trackers through the CMS's APIs (status, public flag and score are the
 * service's).
 */
export async function createTracker(payload: Payload, user: TrackerUser, input: TrackerInput) {
  const data = trackerInput.parse(input)
  const owned = await payload.count({ collection: 'trackers', where: { owner: { equals: user.id } }, user: asReqUser(user), overrideAccess: false })
  if (owned.totalDocs >= TRACKER_LIMITS.trackersPerUser) throw new TrackerRefused(429, 'Submission limit reached')
  return payload.create({
    collection: 'trackers',
    data: {
      owner: user.id as number,
      brandName: data.brandName,
      description: data.description,
      tags: data.tags,
      websiteUrl: data.websiteUrl ?? null,
      competitors: data.competitors,
      topics: data.topics,
      language: data.language ?? detectLanguage(`${data.brandName} ${data.description}`),
      schedule: data.schedule,
      public: data.public,
      status: 'draft',
    },
    overrideAccess: true,
  })
}
