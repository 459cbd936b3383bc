import { describe, expect, it } from 'vitest'
import * as impressionsRoute from '@/app/api/ads/impressions/route'
import * as mineRoute from '@/app/api/ads/mine/route'
import { GET as clickRoute } from '@/app/[lang]/go/ad/[id]/route'
import { findShownAds } from '@/features/adDisplay/runningAds'
import { AdEventCounter, findRunningAds, hourOf } from '../../../cms/src/adStats'
import { poolOf } from '../../../cms/src/db/pool'
import { createProduct, payload } from '../helpers'
import { customer } from '../orders/orderFixtures'
import { campaign, countsOf, GOOGLEBOT, nextAddress, position, visitorRequest } from './adFixtures'

const HOUR = 60 * 60 * 1000

const click = (id: number | string, ip: string, options: { lang?: string; agent?: string | null } = {}) =>
  clickRoute(visitorRequest(`/${options.lang ?? 'en'}/go/ad/${id}`, ip, { agent: options.agent }), { params: Promise.resolve({ lang: options.lang ?? 'en', id: String(id) }) })

const seen = async (ids: unknown, ip: string, agent?: string) => {
  const response = await impressionsRoute.POST(visitorRequest('/api/ads/impressions', ip, { body: { ids }, agent }))
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: any } }
}

describe('running ads in a placement', () => {
  it('shows running campaigns only: not queued, paused, ended, not yet started, unpublished, or in a disabled position', async () => {
    const pos = await position('mcp_home')
    const off = await position('mcp_home', { enabled: false })
    const now = Date.now()
    const running = await campaign({ position: pos })
    const hidden = await Promise.all([
      campaign({ position: pos, status: 'queued' }),
      campaign({ position: pos, status: 'paused' }),
      campaign({ position: pos, startsAt: new Date(now - 31 * 24 * HOUR), endsAt: new Date(now - 1000) }),
      campaign({ position: pos, startsAt: new Date(now + HOUR) }),
      campaign({ position: pos, productStatus: 'draft' }),
      campaign({ position: off }),
    ])
    const read = await findRunningAds(payload, 'mcp_home')
    const ids = read.ads.map((a) => a.campaignId)
    expect(ids).toContain(running.campaign.id)
    for (const h of hidden) expect(ids).not.toContain(h.campaign.id)
    const shown = read.ads.find((a) => a.campaignId === running.campaign.id)!
    expect(shown).toMatchObject({ productKey: running.product.key, positionKey: pos.key })
    // Nothing private reaches a page.
    expect(Object.keys(shown).sort()).toEqual(['campaignId', 'endsAt', 'positionKey', 'productId', 'productKey', 'startsAt'])
  })

  it('never shows more than the position sells, and offers the position only while a slot is free', async () => {
    const pos = await position('model_home', { capacity: 2 })
    const first = await campaign({ position: pos })
    let show = await findShownAds('model_home', 'en')
    expect(show.ads.filter((a) => a.positionKey === pos.key).map((a) => a.campaignId)).toEqual([first.campaign.id])
    expect(show.positions.find((p) => p.key === pos.key)).toMatchObject({ capacity: 2, running: 1 })
    await campaign({ position: pos })
    await campaign({ position: pos })
    show = await findShownAds('model_home', 'en')
    expect(show.ads.filter((a) => a.positionKey === pos.key)).toHaveLength(2)
    expect(show.positions.find((p) => p.key === pos.key)).toMatchObject({ running: 2 })
    // The product card comes in the page's language, with what the card shows.
    expect(show.ads[0]!.product).toMatchObject({ key: expect.any(String), name: expect.any(String), tagline: expect.any(String) })
  })

  it('drops an ad whose end has passed from a read made before it ended (the cached read is filtered by the clock)', async () => {
    const pos = await position('news_reading')
    const ends = new Date(Date.now() + 60_000)
    const { campaign: c } = await campaign({ position: pos, endsAt: ends })
    expect((await findShownAds('news_reading', 'en')).ads.map((a) => a.campaignId)).toContain(c.id)
    expect((await findShownAds('news_reading', 'en', ends.getTime())).ads.map((a) => a.campaignId)).not.toContain(c.id)
  })
})

describe('clicks through /go/ad/{id}', () => {
  it('redirects to the product page in the page language, uncached, and counts once per visitor and hour', async () => {
    const pos = await position('home_recommended')
    const { campaign: c, product } = await campaign({ position: pos })
    const ip = nextAddress()
    const first = await click(c.id, ip)
    expect(first.status).toBe(302)
    expect(new URL(first.headers.get('location')!).pathname).toBe(`/details/${product.key}`)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const ja = await click(c.id, ip, { lang: 'ja' })
    expect(new URL(ja.headers.get('location')!).pathname).toBe(`/ja/details/${product.key}`)
    expect(await countsOf(c.id)).toMatchObject({ clicks: 1 })
    await click(c.id, nextAddress())
    expect(await countsOf(c.id)).toMatchObject({ clicks: 2, impressions: 0 })
  })

  it('does not count crawlers or a browser without a User-Agent, and still sends them on', async () => {
    const pos = await position('home_recommended')
    const { campaign: c } = await campaign({ position: pos })
    const bot = await click(c.id, nextAddress(), { agent: GOOGLEBOT })
    expect(bot.status).toBe(302)
    await click(c.id, nextAddress(), { agent: null })
    expect(await countsOf(c.id)).toMatchObject({ clicks: 0 })
  })

  it('an ended ad still leads to its product without counting; an unknown or malformed id leads home', async () => {
    const pos = await position('home_recommended')
    const now = Date.now()
    const { campaign: ended, product } = await campaign({ position: pos, startsAt: new Date(now - 31 * 24 * HOUR), endsAt: new Date(now - 1000) })
    const gone = await click(ended.id, nextAddress())
    expect(new URL(gone.headers.get('location')!).pathname).toBe(`/details/${product.key}`)
    expect(await countsOf(ended.id)).toMatchObject({ clicks: 0 })
    for (const id of ['999999999', 'abc', '-1', '1e3']) {
      const response = await click(id, nextAddress(), { lang: 'zh' })
      expect(response.status, id).toBe(302)
      expect(new URL(response.headers.get('location')!).pathname, id).toBe('/zh')
    }
  })

  it('counts every one of many concurrent clicks from different visitors', async () => {
    const pos = await position('home_banner')
    const { campaign: c } = await campaign({ position: pos })
    const visitors = Array.from({ length: 400 }, () => nextAddress())
    const answers = await Promise.all(visitors.map((ip) => click(c.id, ip)))
    expect(answers.every((a) => a.status === 302)).toBe(true)
    expect(await countsOf(c.id)).toMatchObject({ clicks: 400 })
  })
})

describe('impressions', () => {
  it('counts each ad once per visitor and hour, leaves out crawlers and ads not running, and refuses bad input', async () => {
    const pos = await position('product_library_home')
    const a = await campaign({ position: pos })
    const b = await campaign({ position: pos })
    const queued = await campaign({ position: pos, status: 'queued' })
    const ip = nextAddress()
    const first = await seen([a.campaign.id, b.campaign.id, queued.campaign.id, a.campaign.id], ip)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ code: 0, data: { counted: 2 } })
    expect((await seen([a.campaign.id], ip)).body.data).toEqual({ counted: 0 })
    expect((await seen([a.campaign.id], nextAddress())).body.data).toEqual({ counted: 1 })
    expect((await seen([a.campaign.id], nextAddress(), GOOGLEBOT)).body.data).toEqual({ counted: 0 })
    expect(await countsOf(a.campaign.id)).toMatchObject({ impressions: 2, clicks: 0 })
    expect(await countsOf(b.campaign.id)).toMatchObject({ impressions: 1 })
    expect(await countsOf(queued.campaign.id)).toMatchObject({ impressions: 0 })
    for (const ids of [[], ['x'], [0], Array.from({ length: 25 }, (_, i) => i + 1), 'nope']) {
      const bad = await seen(ids, nextAddress())
      expect(bad.status, JSON.stringify(ids)).toBe(400)
      expect(bad.body.code).toBe(400)
    }
    const notJson = await impressionsRoute.POST(new Request('http://127.0.0.1:3000/api/ads/impressions', { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'x' }, body: '{' }))
    expect(notJson.status).toBe(400)
    expect((await impressionsRoute.GET(visitorRequest('/api/ads/impressions', nextAddress()))).status).toBe(405)
  })

  it('keeps one row per campaign and hour, and counts only within the run', async () => {
    const pos = await position('product_library_home')
    const start = hourOf(Date.now()) - 3 * HOUR
    const { campaign: c } = await campaign({ position: pos, startsAt: new Date(start), endsAt: new Date(start + 30 * 24 * HOUR) })
    const counter = new AdEventCounter(poolOf(payload))
    const at = [start + 10, start + 20, start + HOUR + 5, start + 2 * HOUR + 5, start + 2 * HOUR + 6]
    const counted = await Promise.all(at.map((t, i) => counter.count(c.id, i % 2 ? 'click' : 'impression', t)))
    expect(counted).toEqual([true, true, true, true, true])
    expect(await counter.count(c.id, 'click', start - 1)).toBe(false)
    expect(await countsOf(c.id)).toEqual({ impressions: 3, clicks: 2, hours: 3 })
  })
})

describe('My ads', () => {
  it('lists the owner’s campaigns with their figures and remaining days, never another user’s', async () => {
    const owner = await customer()
    const other = await customer()
    const pos = await position('home_recommended')
    const product = await createProduct()
    const now = Date.now()
    const mine = await campaign({ position: pos, owner, product: product as any, startsAt: new Date(now - 2 * 24 * HOUR) })
    const queued = await campaign({ position: pos, owner, status: 'queued' })
    const theirs = await campaign({ position: pos, owner: other })
    await click(mine.campaign.id, nextAddress())
    await seen([mine.campaign.id], nextAddress())
    await seen([mine.campaign.id], nextAddress())
    const asOwner = await mineRoute.GET(visitorRequest('/api/ads/mine?langType=en', nextAddress(), { token: owner.token }))
    expect(asOwner.status).toBe(200)
    const list = ((await asOwner.json()) as any).data.list as any[]
    expect(list.map((a) => a.id).sort()).toEqual([mine.campaign.id, queued.campaign.id].sort())
    const row = list.find((a) => a.id === mine.campaign.id)
    expect(row).toMatchObject({ status: 'running', impressions: 2, clicks: 1, remainingDays: 28, product: { key: (product as any).key }, position: { key: pos.key, name: 'Test position' } })
    expect(list.find((a) => a.id === queued.campaign.id)).toMatchObject({ status: 'queued', remainingDays: 30, impressions: 0, clicks: 0 })
    const asOther = ((await (await mineRoute.GET(visitorRequest('/api/ads/mine', nextAddress(), { token: other.token }))).json()) as any).data.list as any[]
    expect(asOther.map((a) => a.id)).toEqual([theirs.campaign.id])
    const anonymous = await mineRoute.GET(visitorRequest('/api/ads/mine', nextAddress()))
    expect(anonymous.status).toBe(401)
    // Nor through the CMS's own API: campaigns are read by their owner only.
    const viaCms = await payload.find({ collection: 'ad-campaigns', user: other, overrideAccess: false, where: { id: { equals: mine.campaign.id } } })
    expect(viaCms.docs).toHaveLength(0)
  })
})
