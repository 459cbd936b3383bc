import { parse as parseCsv } from 'csv-parse/sync'
import { type Granularity, parsePeriod, periodOf } from '../rankings/periods'
import { type SourceKey, type TrafficRecord, trafficRecordSchema } from './record'

/**
 * Reads Similarweb-style monthly or weekly exports (CSV with a header row, or JSON: an array of
 * records or `{ "records": [...] }`). Column names are matched loosely ("Avg. Visit Duration",
 * avg_visit_duration and avgVisitDuration are one column); values may be percentages ("45.2%"),
 * durations ("00:05:12") or numbers with thousands separators. Every bad row is reported with its
 * line (CSV; the header is line 1) or record number (JSON) and the reason; good rows go through.
 */
export type ParsedRow = { line: number; record: TrafficRecord }
export type RowError = { line: number; message: string }
export type ParseResult = { rows: ParsedRow[]; errors: RowError[] }

const aliases: Record<string, string> = {
  domain: 'domain', site: 'domain', website: 'domain', url: 'domain',
  period: 'period', date: 'period', month: 'period', week: 'period',
  visits: 'visits', totalvisits: 'visits',
  uniquevisitors: 'uniqueVisitors', uniquevisits: 'uniqueVisitors', uniques: 'uniqueVisitors',
  pagesvisit: 'pagesPerVisit', pagespervisit: 'pagesPerVisit',
  avgvisitduration: 'avgVisitDuration', averagevisitduration: 'avgVisitDuration', visitduration: 'avgVisitDuration',
  bouncerate: 'bounceRate',
  direct: 'sources.direct', search: 'sources.search', organicsearch: 'sources.search',
  mail: 'sources.email', email: 'sources.email', referral: 'sources.referral', referrals: 'sources.referral',
  social: 'sources.social', display: 'sources.display', displayads: 'sources.display', paid: 'sources.display',
  countries: 'countries', geography: 'countries',
}

const columnOf = (name: string): string | undefined => {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (aliases[key]) return aliases[key]
  const country = /^(?:country|share)([a-z]{2})$/.exec(key) ?? /^([a-z]{2})(?:share)$/.exec(key)
  return country ? `countries.${country[1]}` : undefined
}

class FieldError extends Error {}

function toNumber(field: string, value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FieldError(`${field}: not a number`)
    return value
  }
  const text = String(value).trim().replace(/[,_\s]/g, '')
  const n = Number(text.endsWith('%') ? text.slice(0, -1) : text)
  if (text === '' || !Number.isFinite(n)) throw new FieldError(`${field}: "${value}" is not a number`)
  return text.endsWith('%') ? n / 100 : n
}

/** A share as a fraction: "45%" and 45 both mean 0.45 (exports mix both), 0.45 stays. */
function toShare(field: string, value: unknown): number | undefined {
  const n = toNumber(field, value)
  if (n === undefined) return undefined
  const percentLike = typeof value === 'string' && value.trim().endsWith('%')
  return !percentLike && n > 1 ? n / 100 : n
}

function toSeconds(field: string, value: unknown): number | undefined {
  if (typeof value === 'string' && /^\d{1,2}:\d{2}(:\d{2})?$/.test(value.trim())) {
    const parts = value.trim().split(':').map(Number)
    return parts.reduce((acc, p) => acc * 60 + p, 0)
  }
  return toNumber(field, value)
}

/** The period label of a cell: a label of the file's granularity, or a date inside the period. */
export function toPeriodLabel(granularity: Extract<Granularity, 'month' | 'week'>, value: unknown): string {
  const text = String(value ?? '').trim()
  if (parsePeriod(granularity, text)) return text
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return periodOf(granularity, new Date(`${text}T00:00:00Z`)).label
  if (granularity === 'month' && /^\d{4}-\d{2}$/.test(text)) throw new FieldError(`period: "${text}" is not a month`)
  throw new FieldError(`period: "${text}" is not a ${granularity === 'month' ? 'month (2026-10)' : 'week (2026-W45 or a date in it)'}`)
}

function parseCountries(value: unknown): Record<string, number> | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), toShare(`countries.${k}`, v)!]))
  }
  const out: Record<string, number> = {}
  for (const part of String(value).split(/[;|]/).filter((s) => s.trim())) {
    const [code, share] = part.split(':')
    if (!code || share === undefined) throw new FieldError(`countries: "${part}" is not code:share`)
    out[code.trim().toLowerCase()] = toShare(`countries.${code.trim()}`, share)!
  }
  return out
}

/** Turns one row of named cells into a validated record, or throws a FieldError naming the field. */
function toRecord(granularity: 'month' | 'week', cells: Record<string, unknown>): TrafficRecord {
  const mapped: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(cells)) {
    const column = /^(sources|countries)\.[a-z]+$/.test(name) || name in trafficRecordSchema.shape ? name : columnOf(name)
    if (column) mapped[column] = value
  }
  const sources: Partial<Record<SourceKey, number>> = {}
  const countries: Record<string, number> = { ...(parseCountries(mapped.countries) ?? {}) }
  for (const [k, v] of Object.entries(mapped)) {
    if (k.startsWith('sources.')) {
      const share = toShare(k, v)
      if (share !== undefined) sources[k.slice(8) as SourceKey] = share
    } else if (k.startsWith('countries.')) {
      const share = toShare(k, v)
      if (share !== undefined) countries[k.slice(10)] = share
    }
  }
  if (mapped.sources && typeof mapped.sources === 'object') {
    for (const [k, v] of Object.entries(mapped.sources as Record<string, unknown>)) sources[k as SourceKey] = toShare(`sources.${k}`, v)!
  }
  const visits = toNumber('visits', mapped.visits)
  if (visits === undefined) throw new FieldError('visits: missing')
  const unique = toNumber('uniqueVisitors', mapped.uniqueVisitors)
  const candidate = {
    domain: String(mapped.domain ?? '').trim(),
    period: toPeriodLabel(granularity, mapped.period),
    visits: Math.round(visits),
    uniqueVisitors: unique === undefined ? undefined : Math.round(unique),
    pagesPerVisit: toNumber('pagesPerVisit', mapped.pagesPerVisit),
    avgVisitDuration: toSeconds('avgVisitDuration', mapped.avgVisitDuration),
    bounceRate: toShare('bounceRate', mapped.bounceRate),
    sources: Object.keys(sources).length ? sources : undefined,
    countries: Object.keys(countries).length ? countries : undefined,
  }
  const result = trafficRecordSchema.safeParse(candidate)
  if (!result.success) throw new FieldError(result.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; '))
  const shareSum = Object.values(result.data.sources ?? {}).reduce((a, b) => a + b, 0)
  if (shareSum > 1.02) throw new FieldError(`sources: shares add up to ${Math.round(shareSum * 100)} %`)
  const countrySum = Object.values(result.data.countries ?? {}).reduce((a, b) => a + b, 0)
  if (countrySum > 1.02) throw new FieldError(`countries: shares add up to ${Math.round(countrySum * 100)} %`)
  return result.data
}

function collect(granularity: 'month' | 'week', rows: { line: number; cells: Record<string, unknown> }[]): ParseResult {
  const out: ParseResult = { rows: [], errors: [] }
  for (const { line, cells } of rows) {
    try {
      out.rows.push({ line, record: toRecord(granularity, cells) })
    } catch (err) {
      if (!(err instanceof FieldError)) throw err
      out.errors.push({ line, message: err.message })
    }
  }
  return out
}

export function parseTrafficCsv(text: string, granularity: 'month' | 'week'): ParseResult {
  const records = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true, bom: true, relax_column_count: true, info: true }) as {
    record: Record<string, string>
    info: { lines: number }
  }[]
  return collect(granularity, records.map((r) => ({ line: r.info.lines, cells: r.record })))
}

export function parseTrafficJson(text: string, granularity: 'month' | 'week'): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    return { rows: [], errors: [{ line: 0, message: `not JSON: ${(err as Error).message}` }] }
  }
  const list = Array.isArray(data) ? data : (data as { records?: unknown })?.records
  if (!Array.isArray(list)) return { rows: [], errors: [{ line: 0, message: 'expected an array of records or { "records": [...] }' }] }
  const rows: { line: number; cells: Record<string, unknown> }[] = []
  const errors: RowError[] = []
  list.forEach((item, i) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) rows.push({ line: i + 1, cells: item as Record<string, unknown> })
    else errors.push({ line: i + 1, message: 'record: not an object' })
  })
  const result = collect(granularity, rows)
  return { rows: result.rows, errors: [...errors, ...result.errors].sort((a, b) => a.line - b.line) }
}

export function parseTrafficFile(name: string, text: string, granularity: 'month' | 'week'): ParseResult {
  return /\.json$/i.test(name) || /^\s*[[{]/.test(text) ? parseTrafficJson(text, granularity) : parseTrafficCsv(text, granularity)
}
