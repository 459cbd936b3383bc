import type { Locale } from '@aidir/cms/locales'
import type { ReactNode } from 'react'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { benchmarkNames, bestOf, type Better, comparablePrices, differs } from './compareRows'
import { compareSearch } from './compareQuery'
import { formatDate, formatInteger, formatList, formatPrice, formatScore } from './format'
import { type ComparableModel, type ModelPricing, modelFeatures } from './types'
import styles from './compare.module.css'

type Row = { id: string; label: string; values: unknown[]; cells: ReactNode[]; best?: number[] }

/**
 * The models side by side, one column each. A row whose figures differ is marked (and says so to
 * screen readers), and the best figure of a row is marked where "best" means something.
 */
export async function CompareTable({ models, locale }: { models: ComparableModel[]; locale: Locale }) {
  const t = await getT(locale, 'models')
  const missing = <span className={styles.missing}>{t('notPublished')}</span>
  const base = localePath(locale, routes.modelsCompare())
  const numeric = (id: string, label: string, values: (number | null)[], show: (v: number) => string | null, better?: Better): Row => ({
    id,
    label,
    values,
    cells: values.map((v) => (v == null ? missing : show(v))),
    best: better ? bestOf(values, better) : [],
  })
  const price = (field: keyof ModelPricing, label: string, fallback?: ReactNode): Row => {
    const prices = models.map((m) => m.pricing[field])
    return {
      id: `price-${field}`,
      label,
      values: prices,
      cells: prices.map((p) => (p ? formatPrice(p, locale) : (fallback ?? missing))),
      best: bestOf(comparablePrices(prices), 'lower'),
    }
  }
  const text = (id: string, label: string, values: (string | null)[]): Row => ({ id, label, values, cells: values.map((v) => v ?? missing) })
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'))
  const modalities = (list: string[]) => (list.length ? formatList(list.map((m) => t(`modality.${m}`)), locale) : null)

  const rows: Row[] = [
    text('provider', t('detail.provider'), models.map((m) => m.provider)),
    text('input', t('detail.inputModalities'), models.map((m) => modalities(m.input))),
    text('output', t('detail.outputModalities'), models.map((m) => modalities(m.output))),
    numeric('context', t('detail.context'), models.map((m) => m.contextWindow), (v) => t('tokens', { count: formatInteger(v, locale) }), 'higher'),
    numeric('max-output', t('detail.maxOutput'), models.map((m) => m.maxOutputTokens), (v) => t('tokens', { count: formatInteger(v, locale) }), 'higher'),
    price('input', t('compare.priceInput')),
    price('cachedInput', t('compare.priceCached')),
    price('cacheWrite', t('compare.priceCacheWrite')),
    price('output', t('compare.priceOutput')),
    price('reasoning', t('compare.priceReasoning'), <span className={styles.missing}>{t('compare.reasoningAsOutput')}</span>),
    text('released', t('detail.released'), models.map((m) => formatDate(m.releaseDate, locale))),
    text('open-weights', t('detail.openWeights'), models.map((m) => yesNo(m.openWeights))),
    text('license', t('detail.license'), models.map((m) => m.license)),
    ...modelFeatures.map((f) => text(`feature-${f}`, t(`compare.feature.${f}`), models.map((m) => yesNo(m.features[f])))),
  ]
  const benchRows: Row[] = benchmarkNames(models).map((name) => {
    const entries = models.map((m) => m.benchmarks.find((b) => b.name === name) ?? null)
    return {
      id: `bench-${name}`,
      label: name,
      values: entries.map((b) => b?.score ?? null),
      best: bestOf(entries.map((b) => b?.score ?? null), 'higher'),
      cells: entries.map((b) =>
        b ? (
          <>
            {formatScore(b.score, locale)}
            {b.source || b.date ? (
              <small className={styles.source}>
                {b.source ? <a href={localePath(locale, routes.externalLink(b.source))} rel="nofollow">{t('compare.source')}</a> : null}
                {b.source && b.date ? ' · ' : null}
                {formatDate(b.date, locale)}
              </small>
            ) : null}
          </>
        ) : (
          missing
        ),
      ),
    }
  })
  const names = formatList(models.map((m) => m.name), locale)
  const body = (list: Row[]) =>
    list.map((row) => {
      const differ = differs(row.values)
      return (
        <tr key={row.id} data-row={row.id} className={differ ? styles.differs : undefined}>
          <th scope="row">
            {row.label}
            {differ ? <span className={styles.differsMark}> {t('compare.differs')}</span> : null}
          </th>
          {row.cells.map((cell, i) => (
            <td key={models[i]!.key} className={row.best?.includes(i) ? styles.best : undefined}>
              {cell}
              {row.best?.includes(i) ? <span className={styles.bestMark}> {t('compare.best')}</span> : null}
            </td>
          ))}
        </tr>
      )
    })
  return (
    <div className={styles.scroll} role="region" aria-label={t('compare.caption', { names })} tabIndex={0}>
      <table className={styles.table} data-testid="compare-table">
        <caption>{t('compare.caption', { names })}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {models.map((m) => (
              <th key={m.key} scope="col" data-model={m.key}>
                <span className={styles.head}>
                  <Logo name={m.provider} logo={m.providerLogo ?? null} size={32} />
                  <a href={localePath(locale, routes.model(m.key))}>{m.name}</a>
                </span>
                <a className={styles.remove} href={`${base}${compareSearch(models.filter((x) => x.key !== m.key).map((x) => x.key))}`} data-testid="compare-remove">
                  {t('compare.remove', { name: m.name })}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body(rows)}</tbody>
        {benchRows.length ? (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={models.length + 1} className={styles.group}>
                {t('detail.benchmarks')}
              </th>
            </tr>
            {body(benchRows)}
          </tbody>
        ) : null}
      </table>
    </div>
  )
}
