import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { categoryChoices, editionCurrency, submissionPackages } from '@/features/submission/pageData'
import { SubmissionFlow } from '@/features/submission/SubmissionFlow'
import { PaymentI18n } from '@/features/payment/PaymentI18n'
import { SubmissionI18n } from '@/features/submission/SubmissionI18n'
import styles from '@/features/submission/submission.module.css'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

// Reads its query string (the order being paid, the provider's return): rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Indexed like any page (the menu, footer and llms.txt name it); its canonical address carries no order.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'submission')
  return pageMetadata({ locale, path: routes.submission(), title: t('title'), description: t('intro') })
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * /submission (SPEC §2): choose a package, describe the product, pay. Packages and categories are
 * read here on the server; the steps are a client component, which resumes `?order=<id>`.
 */
export default async function SubmissionPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const query = await searchParams
  const orderId = Number(first(query.order))
  const payment = first(query.payment)
  const [t, packages, categories] = await Promise.all([getT(locale, 'submission'), submissionPackages(locale, editionCurrency()), categoryChoices(locale)])
  return (
    <SubmissionI18n locale={locale} texts={resources[locale].submission}>
      <PaymentI18n locale={locale} texts={resources[locale].payment}>
        <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.submission() }]} />
        <header className={styles.hero}>
          <h1>{t('title')}</h1>
          <p className={styles.introText}>{t('intro')}</p>
        </header>
        <SubmissionFlow
          locale={locale}
          packages={packages}
          categories={categories}
          initialOrder={Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null}
          initialPayment={payment === 'success' || payment === 'failed' ? payment : null}
          productBase={localePath(locale, routes.product(''))}
          ordersHref={localePath(locale, routes.userCentre('orders'))}
          startHref={localePath(locale, routes.submission())}
        />
      </PaymentI18n>
    </SubmissionI18n>
  )
}
