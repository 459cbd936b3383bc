import { localeMeta, type Locale } from '../locales'

/*
 * Translated columns in plain SQL, following Payload's fallback for localized fields: the page's
 * language, then its fallback chain (`localeMeta`), an empty text counting as missing.
 */

/** The page's language and its fallbacks, most wanted first: `$n` of the statements below. */
export const localeChain = (locale: Locale): string[] => [locale, ...localeMeta[locale].fallback]

/** The first non-empty translation of `column` in the chain `$chain` (the languages as a text[] parameter,
 * matched as the `_locales` enum so the (_locale, _parent_id) index answers it); `tr` is its own alias. */
export const translated = (table: string, column: string, parent: string, chain: string) =>
  `(SELECT tr.${column} FROM ${table} tr WHERE tr._locale = ANY(${chain}::_locales[]) AND tr._parent_id = ${parent} AND tr.${column} <> ''
     ORDER BY array_position(${chain}::_locales[], tr._locale) LIMIT 1)`

/**
 * As `translated`, then the page's own value when no language of the chain has a non-empty one: an
 * empty text stays empty, as Payload answers it, where `translated` gives NULL.
 */
export const translatedOrOwn = (table: string, column: string, parent: string, chain: string) =>
  `coalesce(${translated(table, column, parent, chain)}, (SELECT tr.${column} FROM ${table} tr WHERE tr._locale = (${chain}::_locales[])[1] AND tr._parent_id = ${parent}))`
