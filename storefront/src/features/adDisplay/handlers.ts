import { findOwnerAds } from '@aidir/cms/adStats'
import { defineRoute } from '@/features/api/route'
import { adImpressionsRoute, myAdsRoute } from './routes'
import { countVisitorEvent } from './visitorEvents'

/** POST /api/ads/impressions: the ads a visitor saw on a page; answers how many were counted now. */
export const adImpressionsHandler = defineRoute(adImpressionsRoute, async ({ request, payload, body }) => {
  const ids = [...new Set(body.ids)]
  const outcomes = await Promise.all(ids.map((id) => countVisitorEvent(payload, request.headers, id, 'impression')))
  return { counted: outcomes.filter((o) => o === 'counted').length }
})

/** GET /api/ads/mine: the signed-in user's campaigns with their figures (never another user's). */
export const myAdsHandler = defineRoute(myAdsRoute, async ({ payload, user, locale }) => ({ list: await findOwnerAds(payload, user!, locale) }))
