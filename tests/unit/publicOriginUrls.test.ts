import { describe, expect, it, vi } from 'vitest'

// A public address other than the default: every absolute URL must carry it, none localhost.
vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused'
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-never-used'
  process.env.SITE_URL = 'https://directory.example.org'
})
const origin = 'https://directory.example.org'

const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { pageMetadata } = await import('@/lib/metadata')
const { absoluteUrl, metadataBase } = await import('@/lib/site')
const { generateMetadata: layoutMetadata } = await import('@/app/[lang]/layout')
const robots = (await import('@/app/robots')).default
const { sitemapContext } = await import('@/features/seo/respond')
const { entryWriter } = await import('@/features/seo/xml')
const { Breadcrumbs } = await import('@/components/shell/Breadcrumbs')
const { EstimateNote } = await import('@/features/rankings/EstimateNote')
const { getT } = await import('@/i18n')

describe('absolute URLs on a configured public origin', () => {
  it('canonical URL, og:url and hreflang alternates of a page', async () => {
    const meta = await pageMetadata({ locale: 'ja', path: '/details/midjourney', title: 'Midjourney' })
    expect(meta.alternates?.canonical).toBe(`${origin}/ja/details/midjourney`)
    expect((meta.openGraph as { url?: string }).url).toBe(`${origin}/ja/details/midjourney`)
    expect(meta.alternates?.languages).toMatchObject({ en: `${origin}/details/midjourney`, 'zh-Hant': `${origin}/tw/details/midjourney`, 'x-default': `${origin}/details/midjourney` })
    expect(JSON.stringify(meta)).not.toContain('localhost')
  })

  it('relative addresses in metadata (og:image, icons) resolve against it, not Next’s localhost fallback', async () => {
    expect(metadataBase().href).toBe(`${origin}/`)
    expect(((await layoutMetadata()).metadataBase as URL).href).toBe(`${origin}/`)
  })

  it('robots.txt, the sitemaps and JSON-LD breadcrumbs name it', async () => {
    expect(robots().sitemap).toBe(`${origin}/sitemap.xml`)
    expect(sitemapContext().siteUrl).toBe(origin)
    expect(entryWriter(sitemapContext())('/class/chatbots')).toContain(`<loc>${origin}/class/chatbots</loc>`)
    const crumbs = await Breadcrumbs({ locale: 'en', items: [{ name: 'Tools', path: '/tools' }, { name: 'Here' }] })
    const html = renderToStaticMarkup(crumbs!)
    expect(html).toContain(`"item":"${origin}/tools"`)
    expect(html).not.toContain('localhost')
    expect(absoluteUrl('/llms.txt')).toBe(`${origin}/llms.txt`)
  })

  it('every board’s estimate note links to the method and to reporting a wrong figure on the about page', async () => {
    const t = await getT('zh', 'rankings')
    const snapshot = { metric: 'visits', period: '2026-10', periodStart: '2026-10-01T00:00:00Z', periodEnd: '2026-11-01T00:00:00Z', source: 'sandbox', supersededAt: null }
    const html = renderToStaticMarkup(createElement(EstimateNote, { snapshot: snapshot as never, t, locale: 'zh' }))
    expect(html).toContain('href="/zh/about#figures"')
    expect(html).toContain('href="/zh/about#report"')
    expect(html).toContain('我们如何排名')
  })
})
