import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { KeptMarkup } from '@/lib/keptMarkup'
import { AutoSubmit } from './AutoSubmit'
import type { CategoryGroup, FacetOption } from './facets'
import { contentLanguages, productTypes, sorts, type DiscoverQuery } from './query'
import styles from './discover.module.css'

type Props = {
  locale: Locale
  /** Where the form submits: the page itself (the page turns ?q= into /discover/{q}). */
  action: string
  /** The path without any filters, for "clear". */
  clearHref: string
  text: string | null
  query: DiscoverQuery
  categories: CategoryGroup[]
  tags: FacetOption[]
}

const FORM_ID = 'discover-filters'

/**
 * The finder's filters as a plain GET form, so filtering works without JavaScript and every result
 * set has a shareable URL. The page number is left out on purpose: new filters start at page 1.
 * Nothing in it needs React (AutoSubmit listens on the form from outside), so hydration keeps the
 * server's markup of its hundreds of options and tag boxes (KeptMarkup).
 */
export async function FilterForm({ locale, action, clearHref, text, query, categories, tags }: Props) {
  const [t, tc] = await Promise.all([getT(locale, 'discover'), getT(locale)])
  const sortChoices = text ? sorts : sorts.filter((s) => s !== 'relevance')
  const selectedTags = new Set(query.tags)
  return (
    <>
      <KeptMarkup as="form" id={FORM_ID} className={styles.filters} method="get" action={action} role="search" aria-labelledby="discover-filters-heading">
        <h2 id="discover-filters-heading">{t('filters.heading')}</h2>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="discover-q">{t('filters.search')}</label>
          <input id="discover-q" name="q" type="search" defaultValue={text ?? ''} placeholder={t('filters.searchPlaceholder')} maxLength={100} enterKeyHint="search" />
        </div>
        <div className={styles.field}>
          <label htmlFor="discover-type">{t('filters.type')}</label>
          <select id="discover-type" name="type" defaultValue={query.type ?? ''}>
            <option value="">{t('filters.anyType')}</option>
            {productTypes.map((type) => (
              <option key={type} value={type}>
                {tc(`product.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="discover-lang">{t('filters.language')}</label>
          <select id="discover-lang" name="lang" defaultValue={query.lang ?? ''}>
            <option value="">{t('filters.anyLanguage')}</option>
            {contentLanguages.map((lang) => (
              <option key={lang} value={lang}>
                {t(`filters.lang.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="discover-category">{t('filters.category')}</label>
          <select id="discover-category" name="category" defaultValue={query.category ?? ''}>
            <option value="">{t('filters.anyCategory')}</option>
            {categories.map((group) => (
              <optgroup key={group.key} label={group.name}>
                {group.categories.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="discover-sort">{t('filters.sort')}</label>
          <select id="discover-sort" name="sort" defaultValue={query.sort}>
            {sortChoices.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <details className={styles.tags} open={selectedTags.size > 0}>
          <summary>
            {t('filters.tags')}
            {selectedTags.size > 0 ? ` · ${t('filters.tagsSelected', { count: selectedTags.size })}` : null}
          </summary>
          <fieldset className={styles.tagFieldset}>
            <legend className={styles.tagHint}>{t('filters.tagsHint')}</legend>
            <ul className={styles.tagList}>
              {tags.map((tag) => (
                <li key={tag.key}>
                  <label>
                    <input type="checkbox" name="tag" value={tag.key} defaultChecked={selectedTags.has(tag.key)} />
                    {tag.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('filters.apply')}
          </button>
          <a className={styles.clear} href={clearHref}>
            {t('filters.clear')}
          </a>
        </div>
      </KeptMarkup>
      <AutoSubmit formId={FORM_ID} />
    </>
  )
}
