import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { PayFlow } from '@/features/payment/PayFlow'
import { PaymentI18n } from '@/features/payment/PaymentI18n'
import styles from '@/features/payment/payment.module.css'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { privatePageMetadata } from '@/lib/privateMetadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { notFound } from 'next/navigation'

// Personal and read per request (the order, the provider's return in the query).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; orderId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return privatePageMetadata(locale, (await getT(locale, 'payment'))('title'))
}

/**
 * /pay/<orderId>: pays one of the signed-in user's orders, of any kind (an ad, an update, …), and
 * shows the outcome; the order pages of each service send the buyer here once the order is placed.
 */
export default async function PayPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const orderId = Number((await params).orderId)
  if (!Number.isSafeInteger(orderId) || orderId <= 0) notFound()
  const payment = (await searchParams).payment
  const t = await getT(locale, 'payment')
  const ordersHref = localePath(locale, routes.userCentre('orders'))
  return (
    <PaymentI18n locale={locale} texts={resources[locale].payment}>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.pay(orderId) }]} />
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <PayFlow
        locale={locale}
        orderId={orderId}
        initialPayment={payment === 'success' || payment === 'failed' ? payment : null}
        address="path"
        ordersHref={ordersHref}
        startHref={ordersHref}
        startLabel={t('success.orders')}
      />
    </PaymentI18n>
  )
}
