import { poolOf } from '../../db/pool'
import type { Payload, Where } from 'payload'
import { localeMeta, type Locale } from '../../locales'
import { searchDocuments } from '../../search/pgSearchIndex'
import type { AnswerCatalogue, CategoryInfo, ProductInfo } from './catalogue'


/**
 * The catalogue as the offline engine reads it: categories and published products through the
 * Local API, keywords through the search index. Reads as an anonymous visitor (overrideAccess:
 * false), so a sandbox answer can only ever recommend what the public site shows. Categories are
 * cached for a minute: the engine asks for them on every answer.
 */
export function createPayloadCatalogue(payload: Payload, siteUrl: string): AnswerCatalogue {
  let categories: { at: number; value: Promise<CategoryInfo[]> } | undefined
  const db = poolOf(payload)

  const loadCategories = async (): Promise<CategoryInfo[]> => {
    const found = await payload.find({
      collection: 'categories',
      where: { and: [{ kind: { equals: 'product' } }, { parent: { exists: true } }] },
      locale: 'all' as never,
      select: { key: true, name: true, description: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return found.docs.map((doc: any) => ({ id: doc.id, key: doc.key, names: doc.name ?? {}, descriptions: doc.description ?? {} }))
  }

  return {
    categories() {
      if (!categories || Date.now() - categories.at > 60_000) {
        categories = { at: Date.now(), value: loadCategories() }
        categories.value.catch(() => (categories = undefined))
      }
      return categories.value
    },

    async productsIn(categoryId, locale, limit) {
      // PostgreSQL sorts missing visit counts first when descending: read the measured ones first,
      // then fill up with the rest.
      const read = (where: Where, sort: string[]) =>
        payload.find({
          collection: 'products',
          where: { and: [{ category: { equals: categoryId } }, where] },
          locale,
          select: { key: true, name: true, tagline: true, company: true, traffic: { monthlyVisits: true } } as never,
          sort: sort as never,
          limit,
          depth: 0,
          overrideAccess: false,
        })
      const measured = await read({ 'traffic.monthlyVisits': { exists: true } }, ['-traffic.monthlyVisits', 'id'])
      const docs = [...measured.docs]
      if (docs.length < limit) docs.push(...(await read({ 'traffic.monthlyVisits': { exists: false } }, ['id'])).docs.slice(0, limit - docs.length))
      return docs.map(
        (doc: any): ProductInfo => ({
          id: doc.id,
          key: doc.key,
          name: doc.name,
          tagline: doc.tagline ?? '',
          company: doc.company ?? undefined,
          popularity: doc.traffic?.monthlyVisits ?? 0,
        }),
      )
    },

    async categoriesForKeyword(keyword, locale) {
      const { hits } = await searchDocuments(db, { text: keyword, locale, entities: ['products'], limit: 10 })
      if (hits.length === 0) return []
      const found = await payload.find({
        collection: 'products',
        where: { id: { in: hits.map((h) => h.id) } },
        select: { category: true } as never,
        depth: 0,
        limit: hits.length,
        overrideAccess: false,
      })
      const categoryOf = new Map(found.docs.map((d: any) => [d.id as number, (typeof d.category === 'object' ? d.category?.id : d.category) as number]))
      return hits.map((h) => categoryOf.get(h.id)).filter((id): id is number => typeof id === 'number')
    },

    productUrl(key: string, locale: Locale) {
      return `${siteUrl.replace(/\/+$/, '')}/${localeMeta[locale].prefix}/details/${encodeURIComponent(key)}`
    },
  }
}
