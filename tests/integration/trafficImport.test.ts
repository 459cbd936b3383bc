import { importTraffic, parseTrafficCsv, parseTrafficJson, poolOf } from '@aidir/cms'
import { importTrafficEndpoint } from '../../cms/src/endpoints/rankings'
import { beforeAll, describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'

const pool = poolOf(payload)
let host: string
let pathHost: string
let productId: number
let pathProductId: number

const pointOf = async (id: number, start: string) =>
  (await pool.query(`SELECT * FROM traffic_points WHERE product_id = $1 AND granularity = 'month' AND period_start = $2`, [id, start])).rows[0]

describe('traffic import', () => {
  beforeAll(async () => {
    host = `${unique('imp')}.example.net`
    pathHost = `${unique('hub')}.example.net`
    productId = (await createProduct({ url: `https://www.${host}/` })).id as number
    // A product living under a path of a shared host.
    pathProductId = (await createProduct({ url: `https://${pathHost}/org/tool` })).id as number
  })

  const csv = () =>
    [
      'Domain,Date,Visits,Unique Visitors,Pages / Visit,Avg. Visit Duration,Bounce Rate,Direct,Search,Mail,Referrals,Social,Display Ads,Countries',
      `www.${host},2020-03,"1,234,567",600000,3.2,00:05:12,45.5%,40%,35%,1%,10%,12%,2%,us:0.4;jp:0.1`,
      `${pathHost}/org/tool,2020-03-01,5000,,2,61,0.3,,,,,,,`,
      `${host},2020-13,100,,,,,,,,,,,`,
      `${host},2020-04,lots,,,,,,,,,,,`,
      `nobody-${host},2020-03,100,,,,,,,,,,,`,
      `app.${host},2020-04,2000,,,,,,,,,,,`,
      `${host},2020-04,2500,,,,,,,,,,,`,
      `${host},2020-05,100,,,,0.5,90%,30%,,,,,`,
    ].join('\n')

  it('imports good rows, names each bad line, reports unmatched domains', async () => {
    const report = await importTraffic(pool, parseTrafficCsv(csv(), 'month'), { granularity: 'month', source: 'similarweb' })
    expect(report.imported).toBe(3)
    expect(report.errors.map((e) => e.line)).toEqual([4, 5, 8, 9])
    expect(report.errors[0]!.message).toContain('period')
    expect(report.errors[1]!.message).toContain('visits')
    expect(report.errors[2]!.message).toContain('duplicate of line 7')
    expect(report.errors[3]!.message).toContain('sources')
    expect(report.unmatched).toEqual([{ line: 6, domain: `nobody-${host}`, reason: 'unmatched' }])

    const march = await pointOf(productId, '2020-03-01')
    expect(march).toMatchObject({ visits: '1234567', unique_visitors: '600000', avg_visit_duration: 312, source: 'similarweb', countries: { us: 0.4, jp: 0.1 } })
    expect(march.bounce_rate).toBeCloseTo(0.455)
    expect(march.share_search).toBeCloseTo(0.35)
    // app.<host> counts for the product on <host>; the sub-path row for the product under a path.
    expect((await pointOf(productId, '2020-04-01')).visits).toBe('2000')
    expect((await pointOf(pathProductId, '2020-03-01')).visits).toBe('5000')
  })

  it('is idempotent per domain and period, and takes corrections', async () => {
    const again = await importTraffic(pool, parseTrafficCsv(csv(), 'month'), { granularity: 'month', source: 'similarweb' })
    expect(again).toMatchObject({ imported: 0, unchanged: 3 })
    expect((await pool.query(`SELECT count(*)::int AS n FROM traffic_points WHERE product_id = $1`, [productId])).rows[0].n).toBe(2)
    const fixed = await importTraffic(pool, parseTrafficCsv(`domain,period,visits\n${host},2020-04,2100`, 'month'), { granularity: 'month', source: 'similarweb' })
    expect(fixed).toMatchObject({ imported: 1, unchanged: 0 })
    expect((await pointOf(productId, '2020-04-01')).visits).toBe('2100')
  })

  it('keeps the product traffic fields at the latest month', async () => {
    const product = await payload.findByID({ collection: 'products', id: productId, overrideAccess: true, depth: 0 })
    expect(product.traffic).toMatchObject({ monthlyVisits: 2100, period: '2020-04', source: 'similarweb' })
  })

  it('reads JSON exports, weekly periods and record numbers', async () => {
    const json = JSON.stringify({ records: [
      { domain: host, period: '2020-W10', visits: 700, bounceRate: 0.4, sources: { direct: 0.5 }, countries: { us: 0.3 } },
      { domain: host, period: '2020-03-12', visits: 800 },
      'nonsense',
      { domain: host, period: '2020-W60', visits: 1 },
    ] })
    const parsed = parseTrafficJson(json, 'week')
    expect(parsed.errors.map((e) => e.line)).toEqual([3, 4])
    const report = await importTraffic(pool, parsed, { granularity: 'week', source: 'similarweb' })
    expect(report.imported).toBe(2)
    const weeks = (await pool.query(`SELECT period_start::text AS start, visits::int FROM traffic_points WHERE product_id = $1 AND granularity = 'week' ORDER BY 1`, [productId])).rows
    expect(weeks).toEqual([{ start: '2020-03-02', visits: 700 }, { start: '2020-03-09', visits: 800 }])
  })

  it('is open to editors only through the endpoint, and validates the query', async () => {
    const call = (user: unknown, url: string, body: string) =>
      importTrafficEndpoint.handler({ user, url, text: async () => body, payload } as any) as Promise<Response>
    const url = 'http://cms.test/api/traffic/import?granularity=month&source=similarweb'
    expect((await call(null, url, csv())).status).toBe(401)
    expect((await call(await userWithRole('customer'), url, csv())).status).toBe(403)
    const editor = await userWithRole('editor')
    expect((await call(editor, 'http://cms.test/api/traffic/import?granularity=year', csv())).status).toBe(400)
    const ok = await call(editor, url, csv())
    expect(ok.status).toBe(200)
    // The file restores line 7's figure that the correction above changed.
    expect(await ok.json()).toMatchObject({ imported: 1, unchanged: 2, unmatched: [{ line: 6 }] })
  })
})
