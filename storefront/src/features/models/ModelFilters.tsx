import type { ModelQuery } from './query'
import { modelSorts } from './query'
import { modalities } from './types'
import styles from './models.module.css'

export type ModelFilterTexts = {
  label: string
  provider: string
  anyProvider: string
  modality: string
  anyModality: string
  weights: string
  anyWeights: string
  openOnly: string
  closedOnly: string
  sort: string
  apply: string
  reset: string
  modalities: Record<string, string>
  sorts: Record<string, string>
}

/**
 * Filters and sort of the models table as a plain GET form: the state lives in the URL, so a
 * filtered list can be shared, crawled and used without JavaScript. Changing a filter restarts at page 1.
 */
export function ModelFilters({ action, query, providers, texts }: { action: string; query: ModelQuery; providers: string[]; texts: ModelFilterTexts }) {
  return (
    <form method="get" action={action} className={styles.filters} aria-label={texts.label} role="search" data-testid="model-filters">
      <label>
        {texts.provider}
        <select name="provider" defaultValue={query.provider ?? ''}>
          <option value="">{texts.anyProvider}</option>
          {providers.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label>
        {texts.modality}
        <select name="modality" defaultValue={query.modality ?? ''}>
          <option value="">{texts.anyModality}</option>
          {modalities.map((m) => (
            <option key={m} value={m}>
              {texts.modalities[m]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {texts.weights}
        <select name="weights" defaultValue={query.weights ?? ''}>
          <option value="">{texts.anyWeights}</option>
          <option value="open">{texts.openOnly}</option>
          <option value="closed">{texts.closedOnly}</option>
        </select>
      </label>
      <label>
        {texts.sort}
        <select name="sort" defaultValue={query.sort}>
          {modelSorts.map((s) => (
            <option key={s} value={s}>
              {texts.sorts[s]}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <button type="submit">{texts.apply}</button>
        <a href={action}>{texts.reset}</a>
      </div>
    </form>
  )
}
