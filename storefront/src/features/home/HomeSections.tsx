import type { Locale } from '@aidir/cms/locales'
import { getCategoryTree } from '@/features/catalogue/categories'
import { CategoryDirectory } from '@/features/catalogue/CategoryDirectory'
import { findEntries } from '@/features/catalogue/entries'
import { EntryGrid } from '@/features/catalogue/EntryGrid'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath, siteVariant } from '@/lib/site'
import { AdSlotOffer } from './AdSlotOffer'
import { findHomeAdSlots } from './adSlots'
import { Hero } from './Hero'
import { findNewest, findRecommended, findTotals, HOME_SECTION_SIZE, type Recommend } from './homeData'
import { ProductGrid } from './ProductGrid'
import { Section } from './Section'

const LATEST_NEWS = 6

/**
 * The home page: hero search, the home banner ad position, featured (global hot) products with
 * the recommended ad position, editor picks, regional picks (the edition's own region first),
 * new products, categories and the latest news. Everything is read from the CMS.
 */
export async function HomeSections({ locale }: { locale: Locale }) {
  const china = siteVariant() === 1
  const regional: Recommend[] = china ? ['cn_pick', 'overseas_pick'] : ['overseas_pick', 'cn_pick']
  const [t, totals, featured, editor, region1, region2, newest, groups, news, ads] = await Promise.all([
    getT(locale, 'home'),
    findTotals(),
    findRecommended(locale, 'global_hot'),
    findRecommended(locale, 'editor_pick'),
    findRecommended(locale, regional[0]!),
    findRecommended(locale, regional[1]!),
    findNewest(locale),
    getCategoryTree(locale),
    findEntries('news', locale, { limit: LATEST_NEWS }),
    findHomeAdSlots(locale),
  ])
  const currency = china ? 'CNY' : 'USD'
  const banners = ads.filter((a) => a.placement === 'home_banner')
  const recommendedSlot = ads.find((a) => a.placement === 'home_recommended')
  const discover = localePath(locale, routes.discover())
  return (
    <>
      <Hero locale={locale} totals={totals} />
      <div className="page">
        {banners.map((slot) => (
          <AdSlotOffer key={slot.key} slot={slot} locale={locale} currency={currency} variant="banner" headingLevel={2} />
        ))}
        <Section id="featured" title={t('sections.featured')} moreHref={discover} moreLabel={t('more.products', { count: totals.products })}>
          <ProductGrid
            locale={locale}
            // One cell goes to the recommended ad position, so the grid stays full rows.
            products={recommendedSlot ? featured.items.slice(0, HOME_SECTION_SIZE - 1) : featured.items}
            testId="featured-list"
            extra={recommendedSlot ? <AdSlotOffer slot={recommendedSlot} locale={locale} currency={currency} variant="card" /> : undefined}
          />
        </Section>
        <Section id="editor-picks" title={t('sections.editorPicks')}>
          <ProductGrid locale={locale} products={editor.items} testId="editor-list" />
        </Section>
        {[region1, region2].map((section, i) => (
          <Section key={regional[i]} id={regional[i]!.replace('_', '-')} title={t(`sections.${regional[i]}`)}>
            <ProductGrid locale={locale} products={section.items} testId={`${regional[i]}-list`} />
          </Section>
        ))}
        <Section id="new" title={t('sections.new')} moreHref={localePath(locale, routes.tools('products'))} moreLabel={t('more.new')}>
          <ProductGrid locale={locale} products={newest.items} testId="new-list" />
        </Section>
        <Section id="categories" title={t('sections.categories')} moreHref={localePath(locale, routes.categories())} moreLabel={t('more.categories')}>
          <CategoryDirectory locale={locale} groups={groups} headingLevel={3} />
        </Section>
        <Section id="news" title={t('sections.news')} moreHref={localePath(locale, routes.news())} moreLabel={t('more.news')}>
          {news.items.length === 0 ? <p>{t('empty')}</p> : <EntryGrid locale={locale} entries={news.items} testId="news-list" />}
        </Section>
      </div>
    </>
  )
}
