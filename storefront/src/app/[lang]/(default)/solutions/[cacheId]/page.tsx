import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NotFoundClient } from '@/components/routing/NotFoundClient'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { CopyButton } from '@/components/copy/CopyButton'
import { findPlan, pathPrefix } from '@/features/recommend/data'
import { PlanView } from '@/features/recommend/PlanView'
import styles from '@/features/recommend/recommend.module.css'
import { recommendTexts } from '@/features/recommend/texts'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; cacheId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const plan = await findPlan((await params).cacheId)
  if (!plan || plan.kind !== 'solutions') notFound()
  const t = await getT(locale, 'recommend')
  return pageMetadata({ locale, path: routes.solution(plan.cacheId), title: `${t('solutions.planTitle')}: ${plan.scenario.slice(0, 60)}`, description: plan.scenario })
}

/** /solutions/{cacheId}: a stored plan, the same for everyone who has the link. */
export default async function SolutionPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const plan = await findPlan((await params).cacheId)
  if (!plan || plan.kind !== 'solutions') return <NotFoundClient />
  const [{ t, plan: planTexts }, tc] = await Promise.all([recommendTexts(locale, 'solutions'), getT(locale, 'pages')])
  return (
    <article>
      <Breadcrumbs locale={locale} items={[{ name: t('solutions.breadcrumb'), path: routes.solutions() }, { name: t('solutions.planTitle') }]} />
      <header className={styles.header}>
        <h1>{t('solutions.planTitle')}</h1>
      </header>
      <p className={styles.scenario} lang={plan.scenarioLocale} data-testid="plan-scenario">
        <strong>{t('solutions.scenario')}</strong>
        {plan.scenario}
      </p>
      <PlanView plan={plan} prefix={pathPrefix(locale)} texts={planTexts} />
      <div className={styles.share}>
        <span>{t('solutions.share')}</span>
        <CopyButton text={absoluteUrl(localePath(locale, routes.solution(plan.cacheId)))} labels={{ copy: t('solutions.copyLink'), copied: tc('copy.success'), failed: tc('copy.failed') }} />
        <a href={localePath(locale, routes.solutions())}>{t('solutions.askAnother')}</a>
      </div>
    </article>
  )
}
