import type { Locale } from '@aidir/cms/locales'
import { getCategoryTree } from '@/features/catalogue/categories'
import { CategoryDirectory } from '@/features/catalogue/CategoryDirectory'
import { findEntries } from '@/features/catalogue/entries'
import { findShownAds } from '@/features/adDisplay/runningAds'
import { ArticleCardItems } from '@/features/catalogue/ArticleCardItems'
import { articleCardRows } from '@/features/catalogue/articleCardRows'
import listStyles from '@/features/catalogue/List.module.css'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath, siteVariant } from '@/lib/site'
import { findHomeAdSlots } from './adSlots'
import { AdvertiseLink } from './AdvertiseLink'
import { pickDistinct } from './distinct'
import { Hero } from './Hero'
import { findNewest, findPopular, findRecommended, findTotals, HOME_SECTION_SIZE, HOUSE_STRIP_SIZE, type Recommend } from './homeData'
import { ProductGrid } from './ProductGrid'
import { Section } from './Section'
import styles from './HomeSections.module.css'

const LATEST_NEWS = 6

/**
 * The home page: hero search, then products at once: the home banner position and the featured
 * (global hot) products with the recommended position, editor picks, regional picks (the edition's
 * own region first), new products, categories and the latest news. Everything is read from the CMS.
 *
 * An ad position is never shown as an empty frame: running ads take the first cells (marked
 * sponsored), the banner position's other cells hold house content (the most visited products) and
 * the recommended position's the featured products, with a discreet link to advertise there while
 * a slot is free. A product appears in one
 * section only (pickDistinct), in this order of priority: featured, the banner's house strip,
 * editor picks, regional picks, new.
 */
export async function HomeSections({ locale }: { locale: Locale }) {
  const china = siteVariant() === 1
  const regional: Recommend[] = china ? ['cn_pick', 'overseas_pick'] : ['overseas_pick', 'cn_pick']
  const [t, totals, featured, popular, editor, region1, region2, newest, groups, news, ads, bannerAds, recommendedAds] = await Promise.all([
    getT(locale, 'home'),
    findTotals(),
    findRecommended(locale, 'global_hot'),
    findPopular(locale),
    findRecommended(locale, 'editor_pick'),
    findRecommended(locale, regional[0]!),
    findRecommended(locale, regional[1]!),
    findNewest(locale),
    getCategoryTree(locale),
    findEntries('news', locale, { limit: LATEST_NEWS }),
    findHomeAdSlots(locale),
    findShownAds('home_banner', locale),
    findShownAds('home_recommended', locale),
  ])
  const currency = china ? 'CNY' : 'USD'
  const banner = ads.find((a) => a.placement === 'home_banner')
  const recommendedSlot = ads.find((a) => a.placement === 'home_recommended')
  // A running ad takes a cell of its section, so the section keeps its size; its product is not shown twice there.
  const advertised = new Set([...bannerAds.ads, ...recommendedAds.ads].map((a) => a.productId))
  const unadvertised = (items: typeof featured.items) => items.filter((p) => !advertised.has(p.id))
  const [featuredItems, houseItems, editorItems, region1Items, region2Items, newItems] = pickDistinct([
    { candidates: unadvertised(featured.items), size: Math.max(0, HOME_SECTION_SIZE - recommendedAds.ads.length) },
    { candidates: banner ? unadvertised(popular.items) : [], size: Math.max(0, HOUSE_STRIP_SIZE - bannerAds.ads.length) },
    { candidates: editor.items, size: HOME_SECTION_SIZE },
    { candidates: region1.items, size: HOME_SECTION_SIZE },
    { candidates: region2.items, size: HOME_SECTION_SIZE },
    { candidates: newest.items, size: HOME_SECTION_SIZE },
  ])
  const discover = localePath(locale, routes.discover())
  return (
    <>
      <Hero locale={locale} totals={totals} />
      <div className={`page ${styles.sections}`}>
        <Section
          id="featured"
          title={t('sections.featured')}
          moreHref={discover}
          moreLabel={t('more.products', { count: totals.products })}
          {...(recommendedSlot ? { adPosition: recommendedSlot.key } : {})}
          {...(recommendedSlot && recommendedAds.freePosition ? { aside: <AdvertiseLink slot={recommendedSlot} locale={locale} currency={currency} /> } : {})}
        >
          <ProductGrid locale={locale} products={featuredItems!} ads={recommendedAds.ads} testId="featured-list" />
        </Section>
        {banner && houseItems!.length + bannerAds.ads.length > 0 ? (
          <Section
            id="trending"
            title={t('sections.trending')}
            adPosition={banner.key}
            {...(bannerAds.freePosition ? { aside: <AdvertiseLink slot={banner} locale={locale} currency={currency} /> } : {})}
          >
            <ProductGrid locale={locale} products={houseItems!} ads={bannerAds.ads} testId="trending-list" strip />
          </Section>
        ) : null}
        <Section id="editor-picks" title={t('sections.editorPicks')}>
          <ProductGrid locale={locale} products={editorItems!} testId="editor-list" />
        </Section>
        {[region1Items!, region2Items!].map((items, i) => (
          <Section key={regional[i]} id={regional[i]!.replace('_', '-')} title={t(`sections.${regional[i]}`)}>
            <ProductGrid locale={locale} products={items} testId={`${regional[i]}-list`} />
          </Section>
        ))}
        <Section id="new" title={t('sections.new')} moreHref={localePath(locale, routes.tools('products'))} moreLabel={t('more.new')}>
          <ProductGrid locale={locale} products={newItems!} testId="new-list" />
        </Section>
        <Section id="categories" title={t('sections.categories')} moreHref={localePath(locale, routes.categories())} moreLabel={t('more.categories')}>
          <CategoryDirectory locale={locale} groups={groups} headingLevel={3} />
        </Section>
        <Section id="news" title={t('sections.news')} moreHref={localePath(locale, routes.news())} moreLabel={t('more.news')}>
          {news.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className={listStyles.grid} data-testid="news-list">
              <ArticleCardItems rows={await articleCardRows(locale, news.items)} />
            </ul>
          )}
        </Section>
      </div>
    </>
  )
}
