import { derivedToken, sameToken } from '@aidir/cms/lib'
import { isLocale, type Locale } from '@aidir/cms/locales'
import { z } from 'zod'

/**
 * The address of a page's social image (`og:image`). What the image shows (language, kind of page,
 * name, tagline, logo) travels in the address itself, signed with a key derived from the site
 * secret: the image route renders it without reading the database, a changed name gives a new
 * address (so caches may keep an image for long), and nobody can make the site draw a text of
 * their choosing.
 */
export const ogKinds = ['home', 'product', 'model', 'mcp', 'news', 'guide', 'category', 'ranking', 'page'] as const
export type OgKind = (typeof ogKinds)[number]

export const ogSubject = z.object({
  locale: z.string().refine(isLocale),
  kind: z.enum(ogKinds),
  name: z.string().min(1).max(120),
  tagline: z.string().max(200),
  /** The address of the item's logo in our media library, when it has one. */
  logo: z.string().regex(/^https?:\/\//).max(400).nullable(),
})
export type OgSubject = z.infer<typeof ogSubject> & { locale: Locale }

let key: string | undefined
const signature = (data: string) => derivedToken((key ??= derivedToken(process.env.PAYLOAD_SECRET ?? '', 'storefront.og-image')), data).slice(0, 22)

const clip = (text: string, max: number) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('')
}

/** The site path of the image for one subject: /og/{data}/{signature}.png */
export function ogImagePath(subject: { locale: Locale; kind: OgKind; name: string; tagline?: string | null; logo?: string | null }): string {
  const value: z.infer<typeof ogSubject> = {
    locale: subject.locale,
    kind: subject.kind,
    name: clip(subject.name, 120) || '-',
    tagline: clip(subject.tagline ?? '', 200),
    logo: subject.logo && /^https?:\/\//.test(subject.logo) && subject.logo.length <= 400 ? subject.logo : null,
  }
  const data = Buffer.from(JSON.stringify([value.locale, value.kind, value.name, value.tagline, value.logo])).toString('base64url')
  return `/og/${data}/${signature(data)}.png`
}

/** The subject of an image address, or null when it was not made by this site (or is malformed). */
export function readOgImagePath(data: string, file: string): OgSubject | null {
  const sig = /^([A-Za-z0-9_-]{22})\.png$/.exec(file)?.[1]
  if (!sig || data.length > 2000 || !sameToken(sig, signature(data))) return null
  try {
    const [locale, kind, name, tagline, logo] = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
    const parsed = ogSubject.safeParse({ locale, kind, name, tagline, logo })
    return parsed.success ? (parsed.data as OgSubject) : null
  } catch {
    return null
  }
}
