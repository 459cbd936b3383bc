import type { Locale } from '@aidir/cms/locales'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { formatDate, formatInteger, formatList, formatPrice } from './format'
import type { ModelRow } from './types'
import { CompareToggle } from './CompareToggle'
import styles from './models.module.css'

/**
 * The models comparison table. It scrolls sideways on narrow screens (the wrapper is a focusable,
 * labelled region so keyboard users can scroll it too); the model name, after its provider's logo, heads each row.
 */
export async function ModelsTable({ rows, locale, caption }: { rows: ModelRow[]; locale: Locale; caption: string }) {
  const t = await getT(locale, 'models')
  const missing = <span className={styles.missing}>{t('notPublished')}</span>
  const list = (values: string[]) => (values.length ? formatList(values.map((m) => t(`modality.${m}`)), locale) : missing)
  const price = (money: ModelRow['pricing']['input']) => formatPrice(money, locale) ?? missing
  const toggleTexts = { add: t('compare.toggleAdd'), remove: t('compare.toggleRemove') }
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid="models-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.provider')}</th>
            <th scope="col">{t('table.input')}</th>
            <th scope="col">{t('table.output')}</th>
            <th scope="col" className={styles.num}>{t('table.context')}</th>
            <th scope="col" className={styles.num}>{t('table.priceInput')}</th>
            <th scope="col" className={styles.num}>{t('table.priceCached')}</th>
            <th scope="col" className={styles.num}>{t('table.priceOutput')}</th>
            <th scope="col">{t('table.released')}</th>
            <th scope="col">{t('table.openWeights')}</th>
            <th scope="col">{t('compare.openCompare')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.key} data-model={m.key}>
              <th scope="row">
                <span className={styles.nameCell}>
                  <Logo name={m.provider} logo={m.providerLogo ?? null} size={24} />
                  <a href={localePath(locale, routes.model(m.key))}>{m.name}</a>
                </span>
              </th>
              <td data-col="provider">{m.provider}</td>
              <td>{list(m.input)}</td>
              <td>{list(m.output)}</td>
              <td className={styles.num} data-col="context">{formatInteger(m.contextWindow, locale) ?? missing}</td>
              <td className={styles.num} data-col="input-price">{price(m.pricing.input)}</td>
              <td className={styles.num}>{price(m.pricing.cachedInput)}</td>
              <td className={styles.num} data-col="output-price">{price(m.pricing.output)}</td>
              <td data-col="released">{formatDate(m.releaseDate, locale) ?? missing}</td>
              <td data-col="open-weights">{m.openWeights ? t('yes') : t('no')}</td>
              <td>
                <CompareToggle modelKey={m.key} name={m.name} texts={toggleTexts} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
