import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { costCurrencies } from './cost'
import { type CostQuery, costFeatures, costModalities, costSorts, RATE_LIMITS, workloadLimits } from './workloadQuery'
import styles from './cost.module.css'

/**
 * The workload and filters as a plain GET form: submitting puts the values in the URL, the server
 * renders the results, and the URL can be shared and cached. The inputs carry their ranges so the
 * browser checks them first; the server checks again (workloadQuery.ts).
 */
export async function WorkloadForm({ locale, query, benches }: { locale: Locale; query: CostQuery; benches: string[] }) {
  const t = await getT(locale, 'models')
  const w = query.workload
  const number = (name: keyof typeof workloadLimits, value: number, hint?: string) => (
    <label>
      {t(`cost.form.${name}`)}
      <input type="number" name={name} inputMode="numeric" min={workloadLimits[name].min} max={workloadLimits[name].max} step={1} defaultValue={value} required={name !== 'minContext'} aria-describedby={hint ? `${name}-hint` : undefined} />
      {hint ? <small id={`${name}-hint`}>{hint}</small> : null}
    </label>
  )
  return (
    <form className={styles.form} method="get" action={localePath(locale, routes.modelsCost())} data-testid="cost-form">
      <fieldset>
        <legend>{t('cost.form.workload')}</legend>
        {number('requestsPerDay', w.requestsPerDay)}
        {number('inputTokens', w.inputTokens)}
        {number('outputTokens', w.outputTokens)}
        {number('cachedShare', w.cachedShare, t('cost.form.cachedShareHint'))}
        {number('reasoningTokens', w.reasoningTokens, t('cost.form.reasoningTokensHint'))}
        <label>
          {t('cost.form.currency')}
          <select name="currency" defaultValue={w.currency}>
            {costCurrencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('cost.form.usdCny')}
          <input type="number" name="usdCny" inputMode="decimal" min={RATE_LIMITS.min} max={RATE_LIMITS.max} step="0.0001" defaultValue={w.usdCny} required />
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('cost.form.filters')}</legend>
        {number('minContext', query.minContext)}
        <label>
          {t('cost.form.modality')}
          <select name="modality" defaultValue={query.modality ?? ''}>
            <option value="">{t('filters.anyModality')}</option>
            {costModalities.map((m) => (
              <option key={m} value={m}>
                {t(`modality.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.checks} role="group" aria-label={t('cost.form.features')}>
          <span>{t('cost.form.features')}</span>
          {costFeatures.map((f) => (
            <label key={f}>
              <input type="checkbox" name="feature" value={f} defaultChecked={query.features.includes(f)} /> {t(`compare.feature.${f}`)}
            </label>
          ))}
        </div>
        <label>
          {t('filters.sort')}
          <select name="sort" defaultValue={query.sort}>
            {costSorts.map((s) => (
              <option key={s} value={s}>
                {t(`cost.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {benches.length ? (
          <label>
            {t('cost.form.bench')}
            <select name="bench" defaultValue={query.bench ?? benches[0]}>
              {benches.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </fieldset>
      <button type="submit">{t('cost.form.calculate')}</button>
    </form>
  )
}
