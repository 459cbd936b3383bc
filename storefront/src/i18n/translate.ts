/**
 * The part of i18next that the browser needs, for one language already chosen: nested keys
 * (`a.b.c`), `{{name}}` interpolation (not escaped: React escapes), plurals by `count` through
 * `Intl.PluralRules` (`key_one`, `key_other`, … as i18next names them, falling back to the bare
 * key), and `defaultValue`. A missing key answers the key, as i18next does. A numeric `count` is
 * shown with the language's digit grouping (countFormat.ts), as on the server.
 */
import { countNames, formatCount } from './countFormat'

export type Texts = { [key: string]: unknown }
export type TFunction = (key: string, options?: Record<string, unknown>) => string

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: unknown = texts
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Texts)[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function interpolate(text: string, values: Record<string, unknown> = {}, language?: string): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined || value === null) return whole
    return countNames.has(name) && typeof value === 'number' && Number.isFinite(value) && language ? formatCount(language, value) : String(value)
  })
}

export function translate(language: string, texts: Texts | undefined, key: string, options: Record<string, unknown> = {}): string {
  const count = options.count
  const found =
    (typeof count === 'number' ? lookup(texts, `${key}_${count === 0 ? 'zero' : pluralOf(language, count)}`) ?? lookup(texts, `${key}_${pluralOf(language, count)}`) : undefined) ??
    lookup(texts, key) ??
    (typeof options.defaultValue === 'string' ? options.defaultValue : undefined)
  return found === undefined ? key : interpolate(found, options, language)
}
