import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { MAX_COMPARE } from './compareQuery'
import type { ComparableModel } from './types'
import styles from './compare.module.css'

/**
 * Adds a model to the comparison without JavaScript: a GET form carrying the models already
 * compared as repeated `m` fields plus the chosen one (parseCompareQuery reads both forms).
 */
export async function ComparePicker({ locale, selected, models }: { locale: Locale; selected: string[]; models: ComparableModel[] }) {
  const t = await getT(locale, 'models')
  if (selected.length >= MAX_COMPARE) return <p className={styles.sandbox}>{t('compare.full')}</p>
  const choices = models.filter((m) => !selected.includes(m.key))
  return (
    <form className={styles.picker} method="get" action={localePath(locale, routes.modelsCompare())} data-testid="compare-add">
      {selected.map((key) => (
        <input key={key} type="hidden" name="m" value={key} />
      ))}
      <label>
        {t('compare.add')}
        <select name="m" required defaultValue="">
          <option value="" disabled>
            {t('compare.choose')}
          </option>
          {choices.map((m) => (
            <option key={m.key} value={m.key}>
              {m.name} · {m.provider}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t('compare.addButton')}</button>
    </form>
  )
}
