import type { Locale } from '@aidir/cms/locales'
import type { TFunction } from 'i18next'
import { countryName } from '@/lib/displayFormat'
import type { BoardView } from './slug'

/** The board's title in the page language. */
export function boardTitle(t: TFunction, locale: Locale, view: { board: string; scope: string }, categoryName?: string): string {
  if (view.board === 'region') return t('board.region', { region: regionName(t, locale, view.scope) })
  if (view.board === 'category') return t('board.category', { category: categoryName ?? view.scope })
  return t(`board.${view.board}`)
}

export function regionName(t: TFunction, locale: Locale, region: string): string {
  return region === 'global' ? t('region.global') : countryName(locale, region)
}

/** The data source as labelled on the page; unknown sources as written. */
export function sourceLabel(t: TFunction, source: string): string {
  return ['sandbox', 'similarweb', 'import'].includes(source) ? t(`source.${source}`) : source
}

export const sameView = (a: BoardView, b: BoardView) => a.board === b.board && a.scope === b.scope
