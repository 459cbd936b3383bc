import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/** At most this many ads are on one page (every placement's capacity together). */
export const MAX_ADS_PER_PAGE = 24

export const adImpressionsBody = z.object({
  ids: z
    .array(z.number({ error: 'ids must be campaign ids' }).int({ error: 'ids must be campaign ids' }).positive({ error: 'ids must be campaign ids' }), { error: 'ids is required' })
    .min(1, { error: 'ids is required' })
    .max(MAX_ADS_PER_PAGE, { error: `At most ${MAX_ADS_PER_PAGE} ids` }),
})

/** Ads on the site (`/api/ads/…`), declared for the route kit and the OpenAPI document. The click redirect is a page route: `/go/ad/{id}`. */
export const adImpressionsRoute = {
  method: 'POST', path: '/api/ads/impressions', auth: 'none', body: adImpressionsBody, badJson: 'Form validation failed',
  openapi: {
    summary: 'Count that these ads were seen (once per visitor, ad and hour; crawlers and ads no longer running are not counted)',
    tags: ['ads'],
    data: { type: 'object', properties: { counted: { type: 'integer' } } },
  },
} satisfies RouteDeclaration

export const myAdsRoute = {
  method: 'GET', path: '/api/ads/mine', auth: 'required',
  openapi: { summary: 'My ad campaigns: position, product, status, start and end, remaining days, impressions and clicks', tags: ['ads'] },
} satisfies RouteDeclaration

export const adDisplayRoutes = [adImpressionsRoute, myAdsRoute]
