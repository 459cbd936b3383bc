import type { Metadata } from 'next'
import { formatMoney } from '@aidir/cms/lib'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { answerWorkload } from '@/features/markets/assistant'
import { AssistantForm } from '@/features/markets/AssistantForm'
import { parseAssistantQuery } from '@/features/markets/assistantQuery'
import { hoursPerMonth, usableShare } from '@/features/markets/gpuMemory'
import { findComputeOffers, findGpus } from '@/features/markets/queries'
import styles from '@/features/markets/assistant.module.css'
import listing from '@/features/pages/Listing.module.css'
import { listingQuery } from '@/features/routing/listingQuery'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'market')
  return pageMetadata({ locale, path: routes.computeAssistant(), title: t('assistant.title'), description: t('assistant.description') })
}

/**
 * The compute-market assistant: a workload from the URL (a GET form), the GPU memory it needs with
 * each term's formula, the GPUs that hold it and the listed offers with their monthly cost. All
 * rendered here, so every answer is a cacheable page.
 */
export default async function ComputeAssistantPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const raw = await listingQuery(params)
  const query = parseAssistantQuery(raw)
  const [t, gpus, offers] = await Promise.all([getT(locale, 'market'), findGpus(), findComputeOffers(locale)])
  const answer = answerWorkload(query, gpus, offers)
  const { estimate } = answer
  const gb = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n)
  const money = (m: { amount: number; currency: string }) => formatMoney(m, locale, { wholeUnits: true })
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: t('compute.title'), path: routes.computeMarket() }, { name: t('assistant.title') }]} />
      <header className={listing.header}>
        <h1>{t('assistant.title')}</h1>
        <p className={listing.intro}>{t('assistant.intro')}</p>
      </header>
      {query.problems.length ? (
        <div className={styles.problems} role="alert" data-testid="assistant-problems">
          <p>{t('assistant.problems.heading')}</p>
          <ul>
            {query.problems.map((p) => (
              <li key={p.field} data-field={p.field}>
                {p.min === undefined ? t('assistant.problems.choice', { field: t(`assistant.form.${p.field}`) }) : t('assistant.problems.range', { field: t(`assistant.form.${p.field}`), min: p.min, max: p.max })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AssistantForm locale={locale} query={query} />

      <section className={styles.summary} aria-live="polite" data-testid="assistant-summary">
        <p data-testid="assistant-total" data-gb={estimate.totalGb}>
          {t('assistant.total', { params: query.paramsB, mode: t(`assistant.mode.${query.mode}`), precision: t(`assistant.precision.${query.precision}`), gb: gb(estimate.totalGb) })}
        </p>
        <p>
          {answer.gpus[0]
            ? t('assistant.fewest', { n: answer.gpus[0].count, gpu: answer.gpus[0].gpu.name })
            : t('assistant.noGpus')}
        </p>
      </section>

      <h2>{t('assistant.memory.heading')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="assistant-memory">
          <caption>{t('assistant.memory.caption', { shape: estimate.shape.name, layers: estimate.shape.layers, hidden: estimate.shape.hidden, kvHeads: estimate.shape.kvHeads, headDim: estimate.shape.headDim })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('assistant.memory.term')}</th>
              <th scope="col">{t('assistant.memory.formula')}</th>
              <th scope="col" className={styles.num}>GB</th>
            </tr>
          </thead>
          <tbody>
            {estimate.terms.map((term) => (
              <tr key={term.key} data-term={term.key}>
                <th scope="row">{t(`assistant.term.${term.key}`)}</th>
                <td className={styles.formula}>{term.formula}</td>
                <td className={styles.num}>{gb(term.gb)}</td>
              </tr>
            ))}
            <tr className={styles.total}>
              <th scope="row">{t('assistant.memory.total')}</th>
              <td />
              <td className={styles.num}>{gb(estimate.totalGb)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.notes}>{t('assistant.memory.sources')}</p>

      <h2>{t('assistant.gpus.heading')}</h2>
      {answer.gpus.length === 0 ? (
        <p className={listing.empty}>{t('assistant.noGpus')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="assistant-gpus">
            <caption>{t('assistant.gpus.caption', { share: Math.round(usableShare * 100) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('assistant.gpus.gpu')}</th>
                <th scope="col" className={styles.num}>{t('assistant.gpus.count')}</th>
                <th scope="col" className={styles.num}>{t('assistant.gpus.memory')}</th>
                <th scope="col" className={styles.num}>{t('assistant.gpus.bandwidth')}</th>
                <th scope="col" className={styles.num}>{t('assistant.gpus.tflops')}</th>
                <th scope="col">FP8</th>
              </tr>
            </thead>
            <tbody>
              {answer.gpus.map((f) => (
                <tr key={f.gpu.id} data-gpu={f.gpu.key} data-count={f.count}>
                  <th scope="row">{f.gpu.name}</th>
                  <td className={styles.num}>{f.count}</td>
                  <td className={styles.num}>{gb(f.gpu.memoryGb)}</td>
                  <td className={styles.num}>{f.gpu.memoryBandwidthGBs ?? '—'}</td>
                  <td className={styles.num}>{f.gpu.bf16Tflops ?? '—'}</td>
                  <td className={f.fp8Missing ? styles.over : undefined}>{f.gpu.fp8 ? t('assistant.yes') : f.fp8Missing ? t('assistant.gpus.noFp8') : t('assistant.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t('assistant.offers.heading')}</h2>
      {answer.offers.length === 0 ? (
        <p className={listing.empty}>{t('assistant.offers.none')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="assistant-offers">
            <caption>{t('assistant.offers.caption', { hours: hoursPerMonth })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('assistant.offers.offer')}</th>
                <th scope="col">{t('assistant.gpus.gpu')}</th>
                <th scope="col" className={styles.num}>{t('assistant.offers.units')}</th>
                <th scope="col" className={styles.num}>{t('assistant.offers.monthly')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.offers.map((f) => (
                <tr key={f.offer.id} data-offer={f.offer.key} data-over-budget={f.overBudget || undefined}>
                  <th scope="row">
                    <a href={f.offer.url} rel="noopener nofollow" target="_blank">{f.offer.name}</a>
                    <br />
                    <small>{f.offer.provider}</small>
                  </th>
                  <td>{t('assistant.offers.gpus', { n: f.gpusTotal, gpu: f.gpu.name })}</td>
                  <td className={styles.num}>{f.units}</td>
                  <td className={`${styles.num} ${f.overBudget ? styles.over : ''}`}>
                    {f.monthly ? money(f.monthly) : f.oneOff ? t('assistant.offers.oneOff', { amount: money(f.oneOff) }) : t('assistant.offers.onRequest')}
                    {f.overBudget ? <><br /><small>{t('assistant.offers.overBudget')}</small></> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer.unpriced ? <p className={styles.notes}>{t('assistant.offers.unpriced', { n: answer.unpriced })}</p> : null}
    </div>
  )
}
