import { describe, expect, it } from 'vitest'
import { decodeListingQuery, listingQueryPath } from '../../storefront/src/features/routing/listingQuery'
import { isPerRequestPage } from '../../storefront/src/features/security/perRequestPages'
import { routes } from '../../storefront/src/lib/routes'

/**
 * /deployment is a listing: its search moves into a path segment (proxy.ts), so the list and each
 * search are cached pages; the deploy form and a deployment's status stay per request.
 */
describe('the deployable apps list', () => {
  it('moves its search into a cached path, and drops every other parameter', () => {
    const search = new URL(`http://x${routes.deployment('chat ui')}&utm_source=mail`).searchParams
    const path = listingQueryPath('/deployment', search)!
    expect(path).toMatch(/^\/deployment\/q\/[A-Za-z0-9_-]+$/)
    expect(decodeListingQuery(path.split('/').at(-1))).toEqual({ q: 'chat ui' })
    expect(listingQueryPath('/deployment', new URLSearchParams('utm_source=mail'))).toBeNull()
    // An app's deploy form and a status page are not listings.
    expect(listingQueryPath('/deployment/dify', new URLSearchParams('q=x'))).toBeNull()
    expect(listingQueryPath('/deployment/status/12', new URLSearchParams('q=x'))).toBeNull()
  })

  it('is cached with its searches; the deploy form, a status page and the sandbox page are rendered per request', () => {
    expect(isPerRequestPage('/deployment')).toBe(false)
    expect(isPerRequestPage('/deployment/q/cT1jaGF0')).toBe(false)
    expect(isPerRequestPage('/deployment/dify')).toBe(true)
    // A product keyed "q" keeps its deploy form.
    expect(isPerRequestPage('/deployment/q')).toBe(true)
    expect(isPerRequestPage('/deployment/status/12')).toBe(true)
    expect(isPerRequestPage('/sandbox-apps/aidir-app-1')).toBe(true)
  })
})
