import type { Locale } from '@aidir/cms/locales'
import { mediaByIds, productDocument, type CardMedia, type Label, type Product, type ProductDocument } from '@aidir/cms/catalogue'
import { cachedInPage } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { moneyOf, type Money } from '@aidir/cms/lib'
import { idTag, recordTag } from '@aidir/cms/revalidation'
import { logoMediaOf, type LogoMedia } from '@/features/logo/media'
import { runnableRecipe } from '@aidir/cms/deployments'

/** One image of a product (logo or screenshot), with the text that describes it. */
export type ProductImage = { url: string; alt: string | null; width: number | null; height: number | null }

/** What the detail page shows of a product, in one language: plain data, safe to cache. */
export type ProductDetail = {
  id: number
  key: string
  name: string
  /** The listing's owner (an id only): their browser offers them to update it. */
  ownerId: number | null
  company: string | null
  url: string
  logo: LogoMedia | null
  type: Product['type']
  category: { id: number; key: string; name: string } | null
  tags: { key: string; name: string }[]
  tagline: string
  description: string
  screenshots: { image: ProductImage; caption: string | null }[]
  targetUsers: string[]
  useCases: string[]
  features: { title: string; description: string | null }[]
  tutorial: string | null
  faq: { question: string; answer: string }[]
  alternativeIds: number[]
  launchYear: number | null
  pricingModel: Product['pricingModel']
  /** price null: contact sales. Money as stored (integer minor units), formatted by formatMoney. */
  plans: { name: string; price: Money | null; period: string | null; features: string[] }[]
  repository: string | null
  license: string | null
  /** An open-source app with a runnable deploy recipe: the header offers one-click deployment. */
  deployable: boolean
  rating: number | null
  ratingCount: number | null
  traffic: NonNullable<Product['traffic']> | null
  domain: NonNullable<Product['domain']> | null
  /** The public estimate that sizes the sandbox series, shown beside sandbox figures. */
  trafficEstimate: NonNullable<Product['trafficEstimate']> | null
  updatedAt: string
}

/**
 * The product's own document and its category and tag names in one statement of the catalogue
 * domain (published only, translations with Payload's fallback), then its logo and screenshots in
 * one media read (Payload computes file addresses).
 */
async function readProduct(locale: Locale, idOrKey: string): Promise<ProductDetail | null> {
  const payload = await getPayload()
  const found = await productDocument(payload, locale, idOrKey)
  if (!found) return null
  const { doc } = found
  const mediaIds = [idOf(doc.logo), ...(doc.screenshots ?? []).map((s) => idOf(s.image))].filter((id): id is number => id !== null)
  const media = await mediaByIds(payload, locale, mediaIds)
  return toDetail(doc, found, (v) => {
    const id = idOf(v)
    return id === null ? null : (media.get(id) ?? null)
  })
}

const idOf = (v: unknown) => (typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' ? (v as { id: number }).id : null)

/** Read for the page that shows it: tagged on the page, no data-cache entry of its own (cachedInPage). */
export const getProductDetail = cachedInPage(readProduct, (_locale, idOrKey) => [
  recordTag('products', idOrKey),
  ...(/^[1-9]\d{0,9}$/.test(idOrKey) ? [idTag('products', idOrKey)] : []),
])

function image(value: unknown): ProductImage | null {
  if (!value || typeof value !== 'object') return null
  const m = value as { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }
  return m.url ? { url: m.url, alt: m.alt ?? null, width: m.width ?? null, height: m.height ?? null } : null
}

const texts = (list: { text?: string | null }[] | null | undefined) => (list ?? []).map((x) => x.text ?? '').filter(Boolean)

/** The page's plain data from the product's document (a Local API read at `depth: 0` has the same shape). */
export function toDetail(doc: ProductDocument, labels: { category: Label | null; tags: Label[] }, mediaOf: (value: unknown) => CardMedia | null): ProductDetail {
  const category = labels.category
  return {
    id: doc.id,
    key: doc.key,
    name: doc.name,
    ownerId: typeof doc.owner === 'object' ? (doc.owner?.id ?? null) : (doc.owner ?? null),
    company: doc.company ?? null,
    url: doc.url,
    logo: logoMediaOf(mediaOf(doc.logo)),
    type: doc.type,
    category: category ? { id: category.id, key: category.key, name: category.name } : null,
    tags: labels.tags.map((t) => ({ key: t.key, name: t.name })),
    tagline: doc.tagline ?? '',
    description: doc.description ?? '',
    screenshots: (doc.screenshots ?? []).flatMap((s) => {
      const img = image(mediaOf(s.image))
      return img ? [{ image: img, caption: s.caption ?? null }] : []
    }),
    targetUsers: texts(doc.targetUsers),
    useCases: texts(doc.useCases),
    features: (doc.features ?? []).flatMap((f) => (f.title ? [{ title: f.title, description: f.description ?? null }] : [])),
    tutorial: doc.tutorial?.trim() || null,
    faq: (doc.faq ?? []).flatMap((f) => (f.question && f.answer ? [{ question: f.question, answer: f.answer }] : [])),
    alternativeIds: (doc.alternatives ?? []).flatMap((a) => (typeof a === 'number' ? [a] : a && typeof a === 'object' ? [a.id] : [])),
    launchYear: doc.launchYear ?? null,
    pricingModel: doc.pricingModel,
    plans: (doc.plans ?? []).map((p) => ({
      name: p.name ?? '',
      price: moneyOf(p.price),
      period: p.period ?? null,
      features: texts(p.features),
    })),
    repository: doc.repository ?? null,
    license: doc.license ?? null,
    deployable: doc.type === 'open_source' && runnableRecipe(doc.deploy) !== null,
    rating: doc.rating ?? null,
    ratingCount: doc.ratingCount ?? null,
    traffic: doc.traffic ?? null,
    domain: doc.domain ?? null,
    trafficEstimate: doc.trafficEstimate ?? null,
    updatedAt: doc.updatedAt,
  }
}
