import { isPlatformId, platformLabels } from '@aidir/cms/llm'
import { useTrackerT } from '../TrackerI18n'

/**
 * Platform ids as people of the page's language know them ("qwen" → "通义千问"); a list of ids
 * ("a, b", as the strategy figures carry them) is joined the language's way.
 */
export function usePlatformName(): (ids: string) => string {
  const t = useTrackerT()
  return (ids) =>
    ids
      .split(/,\s*/)
      .map((p) => (isPlatformId(p) ? t(`platformNames.${p}`, { defaultValue: platformLabels[p] }) : p))
      .join(t('listSeparator', { defaultValue: ', ' }))
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`
