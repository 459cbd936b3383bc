import { locales, type Locale } from '@aidir/cms'
import { audiences, namePrefixes, nameSuffixes, qualities, subjects, templates } from './vocabulary'

/** A small seeded PRNG (mulberry32), so the same seed always yields the same catalogue. */
export function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  }
}

export type Category = { id: number; group: string }

export type SyntheticProduct = {
  key: string
  name: string
  url: string
  type: 'paid' | 'open_source'
  categoryId: number
  tagIds: number[]
  contentLanguage: 'en' | 'zh'
  pricingModel: string
  score: number
  rating: number
  downloads: number
  monthlyVisits: number
  publishedAt: string
  texts: Record<Locale, { tagline: string; description: string }>
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')

export function* syntheticProducts(count: number, categories: Category[], tagIds: number[], seed = 1): Generator<SyntheticProduct> {
  const r = random(seed)
  for (let i = 0; i < count; i++) {
    const category = r.pick(categories)
    const words = subjects[category.group] ?? subjects['chat-search']!
    const name = `${r.pick(namePrefixes)}${r.pick(nameSuffixes)} ${i + 1}`
    const s1 = r.int(0, 3)
    const s2 = (s1 + r.int(1, 3)) % 4
    const a = r.int(0, audiences.en.length - 1)
    const q = r.int(0, qualities.en.length - 1)
    const texts = Object.fromEntries(
      locales.map((l) => {
        const values = { name, subject: words[l][s1]!, subject2: words[l][s2]!, audience: audiences[l][a]!, quality: qualities[l][q]! }
        return [l, { tagline: fill(templates[l].tagline, values), description: fill(templates[l].description, values) }]
      }),
    ) as SyntheticProduct['texts']
    const openSource = r.next() < 0.25
    // Traffic follows a long tail, as on the real web.
    const visits = Math.round(10 ** (2 + r.next() * r.next() * 7))
    yield {
      key: `syn-${i + 1}`,
      name,
      url: `https://syn-${i + 1}.example.com`,
      type: openSource ? 'open_source' : 'paid',
      categoryId: category.id,
      tagIds: Array.from(new Set([r.pick(tagIds), r.pick(tagIds), r.pick(tagIds)])),
      contentLanguage: r.next() < 0.3 ? 'zh' : 'en',
      pricingModel: openSource ? 'open_source' : r.pick(['free', 'freemium', 'free_trial', 'paid', 'contact']),
      score: Math.round(r.next() * 100) / 10,
      rating: Math.round((2.5 + r.next() * 2.5) * 10) / 10,
      downloads: Math.round(10 ** (r.next() * 6)),
      monthlyVisits: visits,
      publishedAt: new Date(Date.UTC(2023, 0, 1) + r.int(0, 1000) * 86_400_000).toISOString(),
      texts,
    }
  }
}
