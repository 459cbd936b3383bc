import type { Locale } from '@aidir/cms/locales'
import { formatDate, formatDecimal } from '@/lib/displayFormat'

export type DomainFactKey = 'domainCreated' | 'domainAge' | 'domainExpires' | 'domainUpdated' | 'domainSource'
/** One row of the traffic tab's domain facts; value null: no data. */
export type DomainFact = { key: DomainFactKey; value: string | null }

type Domain = { createdAt?: string | null; expiresAt?: string | null; updatedAt?: string | null; ageDays?: number | null; source?: string | null }

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * The domain facts of the traffic tab. The registration date and the age are always listed, as
 * "no data" when no registry record is known, so a missing fact reads as missing instead of
 * vanishing (and nothing stands in for it); expiry, last change and where the date comes from only
 * when known. `days` words an age in whole days.
 */
export function domainFacts(domain: Domain | null | undefined, locale: Locale, days: (formatted: string) => string): DomainFact[] {
  const date = (iso: string | null | undefined) => (iso ? formatDate(locale, iso) : null)
  const rows: DomainFact[] = [
    { key: 'domainCreated', value: date(domain?.createdAt) },
    { key: 'domainAge', value: known(domain?.ageDays) && domain?.createdAt ? days(formatDecimal(locale, domain.ageDays)) : null },
  ]
  const optional: DomainFact[] = [
    { key: 'domainExpires', value: date(domain?.expiresAt) },
    { key: 'domainUpdated', value: date(domain?.updatedAt) },
    { key: 'domainSource', value: domain?.createdAt && domain.source?.trim() ? domain.source.trim() : null },
  ]
  return [...rows, ...optional.filter((f) => f.value !== null)]
}
