import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { assistantCurrencies, assistantLimits, type AssistantQuery } from './assistantQuery'
import { modes, precisions } from './gpuMemory'
import styles from './assistant.module.css'

/**
 * The workload as a plain GET form: submitting puts the values in the URL and the server renders
 * the answer. The inputs carry their ranges so the browser checks first; assistantQuery.ts again.
 */
export async function AssistantForm({ locale, query }: { locale: Locale; query: AssistantQuery }) {
  const t = await getT(locale, 'market')
  const number = (name: keyof typeof assistantLimits, value: number | null, step: string) => (
    <label>
      {t(`assistant.form.${name}`)}
      <input type="number" name={name} inputMode={step === '1' ? 'numeric' : 'decimal'} min={assistantLimits[name].min} max={assistantLimits[name].max} step={step} defaultValue={value ?? ''} required={name !== 'budget'} />
    </label>
  )
  return (
    <form className={styles.form} method="get" action={localePath(locale, routes.computeAssistant())} data-testid="assistant-form">
      <fieldset>
        <legend>{t('assistant.form.workload')}</legend>
        {number('params', query.paramsB, '0.1')}
        <label>
          {t('assistant.form.mode')}
          <select name="mode" defaultValue={query.mode}>
            {modes.map((m) => (
              <option key={m} value={m}>{t(`assistant.mode.${m}`)}</option>
            ))}
          </select>
        </label>
        <label>
          {t('assistant.form.precision')}
          <select name="precision" defaultValue={query.precision}>
            {precisions.map((p) => (
              <option key={p} value={p}>{t(`assistant.precision.${p}`)}</option>
            ))}
          </select>
        </label>
        {number('context', query.contextTokens, '1')}
        {number('batch', query.batch, '1')}
        {number('budget', query.budget, '1')}
        <label>
          {t('assistant.form.currency')}
          <select name="currency" defaultValue={query.currency}>
            {assistantCurrencies.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </label>
      </fieldset>
      <button type="submit">{t('assistant.form.submit')}</button>
    </form>
  )
}
