import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { getT } from '@/i18n'
import { markdownToHtml } from '@/lib/markdown'
import type { ProductDetail } from './getProduct'
import type { IntroductionRows } from './introductionRows'
import { softwareApplicationLd } from './jsonLd'
import { IntroductionView } from './IntroductionView'
import { tutorialMarkdown } from './tutorial'

/**
 * The introduction tab: every part the product has, in reading order; missing parts are left out.
 * Worded here, drawn by IntroductionView from short rows, with the product's SoftwareApplication
 * JSON-LD (`pageUrl`: the page's absolute address). `tags` and `faq`: the rows the header and the
 * FAQ's JSON-LD are given too; the same arrays, so the hydration data holds them once.
 */
export async function IntroductionPanel({ product: p, locale, pageUrl, tags, faq }: { product: ProductDetail; locale: Locale; pageUrl: string; tags: [href: string, name: string][]; faq: [question: string, answer: string][] }) {
  const ld = softwareApplicationLd(p, pageUrl)
  const { description: _shown, ...withoutDescription } = ld
  const t = await getT(locale, 'product')
  const block = <T,>(title: string, items: T[]) => (items.length > 0 ? { title: t(title), items } : undefined)
  const rows: IntroductionRows = {
    heading: t('intro.heading', { name: p.name }),
    description: p.description,
    screenshots: block(
      'intro.screenshots',
      p.screenshots.map((s, i) => ({
        src: s.image.url,
        alt: s.image.alt || s.caption || t('intro.screenshotAlt', { name: p.name, n: i + 1 }),
        ...(s.image.width ? { width: s.image.width } : {}),
        ...(s.image.height ? { height: s.image.height } : {}),
        ...(s.caption ? { caption: s.caption } : {}),
      })),
    ),
    targetUsers: block('intro.targetUsers', p.targetUsers),
    useCases: block('intro.useCases', p.useCases),
    features: block('intro.features', p.features.map((f): [string, string | null] => [f.title, f.description])),
    tutorial: p.tutorial ? { title: t('intro.tutorial'), html: markdownToHtml(tutorialMarkdown(p.tutorial)) } : undefined,
    pricing: block(
      'intro.pricing',
      p.plans.map((plan) => ({
        name: plan.name,
        features: plan.features,
        ...(plan.price
          ? { price: formatMoney(plan.price, locale, { wholeUnits: true }), ...(plan.period ? { period: t(`plan.period.${plan.period}`) } : {}) }
          : { price: t('plan.contactSales'), contact: true as const }),
      })),
    ),
    faq: block('intro.faq', faq),
    tags: block('intro.tags', tags),
    ld: ld.description === p.description ? withoutDescription : ld,
  }
  // A part left out is absent, not undefined: the hydration data would spell each one out.
  return <IntroductionView rows={Object.fromEntries(Object.entries(rows).filter(([, v]) => v !== undefined)) as IntroductionRows} />
}
