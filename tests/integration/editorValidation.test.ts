import { afterAll, describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'

/**
 * What an editor types by hand into link fields and route rules is checked when saving, with a
 * message on the field (a 400 in the API), instead of being saved and failing silently on the site.
 */
async function fieldErrors(attempt: Promise<unknown>): Promise<Record<string, string>> {
  const error = (await attempt.then(
    () => undefined,
    (e: unknown) => e,
  )) as { status?: number; data?: { errors?: { path: string; message: string }[] } } | undefined
  expect(error, 'the save was expected to be refused').toBeDefined()
  expect(error!.status).toBe(400)
  return Object.fromEntries((error!.data?.errors ?? []).map((e) => [e.path, e.message]))
}

describe('link fields', () => {
  it('refuse an address that is no http(s) URL, with a message on the field', async () => {
    const editor = await userWithRole('editor')
    for (const url of ['www.example.com', 'not a url', 'javascript:alert(1)', 'ftp://example.com/file']) {
      const errors = await fieldErrors(createProduct({ url }, { user: editor }))
      expect(errors.url).toMatch(/https:\/\//)
    }
    const errors = await fieldErrors(createProduct({ repository: 'github.com/owner/project' }, { user: editor }))
    expect(errors.repository).toMatch(/https:\/\//)
  })

  it('accept http and https addresses and leave optional ones empty', async () => {
    const editor = await userWithRole('editor')
    const product = await createProduct({ url: 'http://example.org/app?ref=x', repository: '' }, { user: editor })
    expect(product.url).toBe('http://example.org/app?ref=x')
    // A required address stays required.
    const errors = await fieldErrors(createProduct({ url: '' }, { user: editor }))
    expect(errors.url).toBeDefined()
  })

  it('check the news source and the nav menu paths too', async () => {
    const editor = await userWithRole('editor')
    const news = (source: string) =>
      payload.create({
        collection: 'news',
        data: { key: unique('news'), title: 'T', summary: 'S', body: 'B', source: { name: 'S', url: source } } as any,
        user: editor,
        overrideAccess: false,
        context: { skipSearchIndex: true },
      })
    expect((await fieldErrors(news('javascript:alert(1)')))['source.url']).toMatch(/https:\/\//)

    const menu = await payload.find({ collection: 'nav-menus', where: { variant: { equals: '2' } }, depth: 0, limit: 1, overrideAccess: true })
    const current = menu.docs[0]!
    const items = [...((current.items as any[]) ?? []), { key: unique('item'), name: 'Broken', path: 'discover' }]
    const errors = await fieldErrors(payload.update({ collection: 'nav-menus', id: current.id, data: { items } as any, user: editor, overrideAccess: false }))
    expect(Object.entries(errors).some(([path, message]) => /^items\.\d+\.path$/.test(path) && message.includes('/'))).toBe(true)
    // Unchanged: the menu itself was not touched by the refused save.
    const after = await payload.findByID({ collection: 'nav-menus', id: current.id, depth: 0, overrideAccess: true })
    expect((after.items as unknown[]).length).toBe((current.items as unknown[]).length)
  })
})

describe('route rules', () => {
  const created: (number | string)[] = []
  afterAll(async () => {
    for (const id of created) await payload.delete({ collection: 'route-rules', id, overrideAccess: true })
  })
  const save = async (data: Record<string, unknown>) => {
    const rule = await payload.create({ collection: 'route-rules', data: { variant: 'all', ...data } as any, user: await userWithRole('editor'), overrideAccess: false })
    created.push(rule.id)
    return rule
  }

  it('refuse a regular expression that does not compile, which the site would silently skip', async () => {
    const errors = await fieldErrors(save({ pattern: '/old-(news', match: 'regex', action: 'block' }))
    expect(errors.pattern).toMatch(/regular expression/i)
    expect((await save({ pattern: '^/old-(news|guides)/', match: 'regex', action: 'block' })).id).toBeDefined()
  })

  it('refuse a redirect without a target or with an unusable one, which the site would turn into a block', async () => {
    expect((await fieldErrors(save({ pattern: `/${unique('a')}`, match: 'exact', action: 'redirect' }))).jumpUrl).toMatch(/address/)
    expect((await fieldErrors(save({ pattern: `/${unique('b')}`, match: 'exact', action: 'redirect', jumpUrl: 'javascript:alert(1)' }))).jumpUrl).toMatch(/path/)
    expect((await fieldErrors(save({ pattern: `/${unique('c')}`, match: 'exact', action: 'redirect', jumpUrl: '//evil.example' }))).jumpUrl).toMatch(/path/)
    expect((await save({ pattern: `/${unique('d')}`, match: 'exact', action: 'redirect', jumpUrl: '/discover' })).jumpUrl).toBe('/discover')
    expect((await save({ pattern: `/${unique('e')}`, match: 'prefix', action: 'redirect', jumpUrl: 'https://example.com/new' })).id).toBeDefined()
  })

  it('ask for a leading slash on exact and prefix paths, which never match otherwise', async () => {
    expect((await fieldErrors(save({ pattern: 'old-page', match: 'exact', action: 'block' }))).pattern).toMatch(/Start the path with \//)
    expect((await save({ pattern: 'utm_', match: 'contains', action: 'block' })).id).toBeDefined()
  })
})
