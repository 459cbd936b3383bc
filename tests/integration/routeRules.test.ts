import { afterAll, describe, expect, it } from 'vitest'
import { countView } from '../../storefront/src/features/routing/pageViews'
import { readRouteRules } from '../../storefront/src/features/routing/routeRuleSource'
import { compileRules, evaluateRoute } from '../../storefront/src/features/routing/ruleMatch'
import { createProduct, payload, unique, userWithRole } from './helpers'

/** Route rules as the storefront reads them from the CMS, and the page-view counter's SQL. */
describe('route rules from the CMS', () => {
  const created: (number | string)[] = []
  afterAll(async () => {
    for (const id of created) await payload.delete({ collection: 'route-rules', id, overrideAccess: true })
  })

  async function createRule(data: Record<string, unknown>) {
    const editor = await userWithRole('editor')
    const rule = await payload.create({ collection: 'route-rules', data: data as any, user: editor, overrideAccess: false })
    created.push(rule.id)
    return rule
  }

  it('reads the enabled rules with anonymous access and evaluates them on prefixed URLs', async () => {
    const old = `/${unique('old')}`
    await createRule({ pattern: old, match: 'exact', action: 'redirect', jumpUrl: '/discover', variant: 'all' })
    await createRule({ pattern: `/${unique('hidden')}`, match: 'prefix', action: 'block', variant: 'all', enabled: false })
    const blocked = `/${unique('blocked')}`
    await createRule({ pattern: blocked, match: 'prefix', action: 'block', variant: '2' })

    const rules = await readRouteRules(payload)
    expect(rules.every((r) => typeof r.pattern === 'string')).toBe(true)
    expect(rules.some((r) => r.pattern.startsWith('/hidden'))).toBe(false)

    const compiled = compileRules(rules)
    expect(evaluateRoute(compiled, `http://site/tw${old}`, 2)).toEqual({ checkResult: false, jumpUrl: '/tw/discover' })
    expect(evaluateRoute(compiled, `http://site${blocked}/deeper`, 2)).toEqual({ checkResult: false, jumpUrl: '' })
    // A rule of the international edition does not apply to the China edition.
    expect(evaluateRoute(compiled, `http://site${blocked}`, 1).checkResult).toBe(true)
  })

  it('an anonymous visitor cannot write rules', async () => {
    await expect(
      payload.create({ collection: 'route-rules', data: { pattern: '/x', match: 'exact', action: 'block', variant: 'all' } as any, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('page views', () => {
  const views = async (id: number) =>
    ((await payload.findByID({ collection: 'products', id, overrideAccess: true, depth: 0, select: { counters: true } })) as any).counters?.views ?? 0

  it('counts every concurrent view of a published product, by key or id', async () => {
    const product = await createProduct({ status: 'published' })
    await Promise.all(Array.from({ length: 20 }, () => countView(payload, 'product', product.key as string)))
    expect(await views(product.id as number)).toBe(20)
    expect(await countView(payload, 'product', String(product.id))).toBe(product.id)
    expect(await views(product.id as number)).toBe(21)
  })

  it('finds no draft and no unknown record', async () => {
    const draft = await createProduct({ status: 'draft' })
    expect(await countView(payload, 'product', draft.key as string)).toBeUndefined()
    expect(await views(draft.id as number)).toBe(0)
    expect(await countView(payload, 'model', 'no-such-model-anywhere')).toBeUndefined()
  })

  it('knows published news and guides (whose collections have no counter yet)', async () => {
    const news = await payload.find({ collection: 'news', where: { status: { equals: 'published' } }, limit: 1, overrideAccess: true, select: { key: true } })
    const first = news.docs[0] as { id: number; key: string }
    expect(await countView(payload, 'news', first.key)).toBe(first.id)
  })
})
