import { env } from '@aidir/cms'
import { revalidateToken } from '@aidir/cms/hooks'
import type { Handler } from '../types'

/**
 * Tells the storefront (through the edge, which purges the same tags) which cached pages and data
 * a content change touched, so they are dropped now rather than within 60 s. A storefront that is
 * not running has nothing cached: that is not a failure. Any other failure is retried (the change
 * still shows within 60 s if every retry fails). `storefrontUrl` stands in for
 * STOREFRONT_INTERNAL_URL in tests.
 */
export const createRevalidatePagesHandler =
  (options: { storefrontUrl?: () => string } = {}): Handler<'storefront.revalidate'> =>
  async ({ collection, tags }, { log }) => {
    const settings = env()
    const url = `${options.storefrontUrl?.() ?? settings.STOREFRONT_INTERNAL_URL}/api/revalidate`
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${revalidateToken(settings.PAYLOAD_SECRET)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ collection, tags }),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (code === 'ECONNREFUSED') {
        log.debug({ url }, 'storefront not running: nothing to revalidate')
        return { revalidated: false }
      }
      throw error
    }
    if (!response.ok) throw new Error(`storefront revalidation answered HTTP ${response.status}`)
    return { revalidated: true, collection, tags }
  }

export const revalidatePages = createRevalidatePagesHandler()
