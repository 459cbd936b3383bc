import type { McpQuery, McpSort } from './query'
import type { Ref } from './types'
import styles from './mcp.module.css'

export type McpFilterTexts = {
  label: string
  category: string
  anyCategory: string
  official: string
  transport: string
  anyTransport: string
  stdio: string
  remote: string
  sort: string
  apply: string
  reset: string
  sorts: Record<string, string>
}

/**
 * Filters and sort of the MCP list as a plain GET form: the state lives in the URL (shareable,
 * crawlable, no JavaScript needed). Submitting restarts at page 1.
 */
export function McpFilters({ action, query, categories, sorts, texts }: { action: string; query: McpQuery; categories: Ref[]; sorts: McpSort[]; texts: McpFilterTexts }) {
  return (
    <form method="get" action={action} className={styles.filters} aria-label={texts.label} role="search" data-testid="mcp-filters">
      <label>
        {texts.category}
        <select name="category" defaultValue={query.category ?? ''}>
          <option value="">{texts.anyCategory}</option>
          {categories.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {texts.transport}
        <select name="transport" defaultValue={query.transport ?? ''}>
          <option value="">{texts.anyTransport}</option>
          <option value="stdio">{texts.stdio}</option>
          <option value="remote">{texts.remote}</option>
        </select>
      </label>
      <label>
        {texts.sort}
        <select name="sort" defaultValue={query.sort}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {texts.sorts[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="official" value="1" defaultChecked={query.official} />
        {texts.official}
      </label>
      <div className={styles.actions}>
        <button type="submit">{texts.apply}</button>
        <a href={action}>{texts.reset}</a>
      </div>
    </form>
  )
}
