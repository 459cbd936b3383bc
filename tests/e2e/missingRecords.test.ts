import { describe, expect, it } from 'vitest'

/**
 * A GEO check or brand tracker that does not exist is a 404 with the not-found page, in every
 * language variant (the pages answered 200 and an empty shell for any id). Pages of ones that do
 * exist are in geo.test.ts and trackerPages.test.ts.
 */
const base = () => process.env.STOREFRONT_URL!

describe('pages of GEO checks and trackers that do not exist', () => {
  it('answers 404 with the not-found page', async () => {
    for (const prefix of ['', '/en', '/zh', '/tw', '/ja']) {
      // Ids no test database reaches, one beyond PostgreSQL's integer range (a query with it would fail).
      for (const path of ['/tools/geo/2147483000', '/tools/trackers/2147483000', '/tools/geo/9999999999', '/tools/trackers/9999999999']) {
        const response = await fetch(`${base()}${prefix}${path}`)
        expect(response.status, `${prefix}${path}`).toBe(404)
        const html = await response.text()
        expect(html, `${prefix}${path}`).toContain('data-testid="status-page"')
        expect(html, `${prefix}${path}`).toContain('data-status="404"')
      }
    }
  })
})
