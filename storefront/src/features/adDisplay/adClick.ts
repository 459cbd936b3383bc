import { findAdClickTarget } from '@aidir/cms/adStats'
import { z } from 'zod'
import { publicUrl } from '@/features/security/publicOrigin'
import { getPayload } from '@/lib/payload'
import { routes } from '@/lib/routes'
import { defaultLocale, localeOfPrefix, localePath } from '@/lib/site'
import { countVisitorEvent } from './visitorEvents'

const campaignId = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(2_147_483_647))

/** The redirect may be kept by nobody: each click must reach the server to be counted. */
const redirectHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

const redirect = (location: URL) => new Response(null, { status: 302, headers: { ...redirectHeaders, Location: location.toString() } })

/**
 * A click on an ad: counted (once per visitor and hour, crawlers and ended ads not at all), then a
 * 302 to the product's detail page in the page's language. Our own page rather than the product's
 * official site: the click can never be turned into an open redirect to an address we do not
 * control, the visitor sees our listing (with the official link through the leave-site page) and
 * the product's page view counts as any other. An unknown or malformed id leads home, never an error
 * page. The redirect waits for the count's commit, so an answered click is never lost; a failed
 * count is logged and the visitor still goes on.
 */
export async function adClickResponse(request: Request, params: { lang: string; id: string }): Promise<Response> {
  const locale = localeOfPrefix(params.lang) ?? defaultLocale()
  const id = campaignId.safeParse(params.id)
  const payload = await getPayload()
  const target = id.success ? await findAdClickTarget(payload, id.data) : null
  if (!target) return redirect(publicUrl(localePath(locale, routes.home()), request))
  if (target.running) {
    await countVisitorEvent(payload, request.headers, target.campaignId, 'click').catch((err) => {
      payload.logger.error({ err, campaignId: target.campaignId }, 'ad click not counted')
    })
  }
  return redirect(publicUrl(localePath(locale, routes.product(target.productKey)), request))
}
