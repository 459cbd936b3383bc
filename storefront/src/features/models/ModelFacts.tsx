import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatDate, formatInteger, formatList } from './format'
import type { ModelDetail } from './types'
import styles from './models.module.css'

/** The model's key figures as a description list; a figure the record lacks reads "not published". */
export async function ModelFacts({ model, locale }: { model: ModelDetail; locale: Locale }) {
  const t = await getT(locale, 'models')
  const none = t('notPublished')
  const modalities = (values: string[]) => (values.length ? formatList(values.map((m) => t(`modality.${m}`)), locale) : none)
  // "Proprietary" is the catalogue's word for a closed model, not the name of a licence: it reads in the page's language.
  const license = model.license && /^proprietary$/i.test(model.license.trim()) ? t('detail.licenseProprietary') : model.license
  const tokens = (n: number | null) => (n == null ? none : t('tokens', { count: formatInteger(n, locale) }))
  const facts: [string, string, string][] = [
    ['provider', t('detail.provider'), model.provider],
    ['input', t('detail.inputModalities'), modalities(model.input)],
    ['output', t('detail.outputModalities'), modalities(model.output)],
    ['context', t('detail.context'), tokens(model.contextWindow)],
    ['max-output', t('detail.maxOutput'), tokens(model.maxOutputTokens)],
    ['released', t('detail.released'), formatDate(model.releaseDate, locale) ?? none],
    ['license', t('detail.license'), license ?? none],
    ['open-weights', t('detail.openWeights'), model.openWeights ? t('yes') : t('no')],
  ]
  return (
    <dl className={styles.facts} data-testid="model-facts">
      {facts.map(([id, label, value]) => (
        <div key={id} data-fact={id}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
