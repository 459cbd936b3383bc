'use client'

import { formatMoney } from '@aidir/cms/lib'
import type { Locale } from '@aidir/cms/locales'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { SignInPrompt } from '@/features/account/client/SignInPrompt'
import { useUser } from '@/features/account/client/useUser'
import { routes } from '@/lib/routes'
import { paymentMessageKey } from './messages'
import { type AddressMode, type OrderView, fetchOrder, payAgain, rememberOrder } from './orderApi'
import { OrderClosed, PaymentFailed, PaymentSuccess } from './PaymentResult'
import { PaymentStep } from './PaymentStep'
import { usePaymentT } from './PaymentI18n'
import styles from './payment.module.css'

export type PayScreen = 'loading' | 'notFound' | 'payment' | 'success' | 'failed' | 'closed'
type Screen = { kind: 'loading' | 'notFound' } | { kind: 'payment' | 'success' | 'failed' | 'closed'; order: OrderView }

const POLL_MS = 3000
const paidStatuses = new Set(['paid', 'in_review', 'approved'])

/** Where an order opened from its address belongs (`payment` is the provider's return: success or failed). */
function screenOf(order: OrderView, payment: string | null): Screen {
  if (paidStatuses.has(order.status)) return { kind: 'success', order }
  if (order.status !== 'pending') return { kind: 'closed', order }
  if (payment === 'success') return { kind: 'success', order }
  if (payment === 'failed') return { kind: 'failed', order }
  return { kind: 'payment', order }
}

export type PayFlowProps = {
  locale: Locale
  orderId: number
  /** The order as just placed by this page (no first read), else it is read by its id. */
  placed?: OrderView | null
  initialPayment: string | null
  address: AddressMode
  ordersHref: string
  startHref: string
  startLabel: string
  /** Shown above each screen (the submission page's step indicator). */
  header?: (screen: PayScreen) => ReactNode
}

/**
 * Paying an order of any kind, and what follows: the checkout (Stripe or the sandbox page abroad,
 * a WeChat QR with its countdown and refresh in China), then success or 'Payment failed' with a
 * retry. The order lives in the address, so a reload, the provider's return and a link from the
 * user centre or a mail all resume it; another user's order is a plain not-found. A paid deployment
 * goes on to its status page, however it was paid (the sandbox's or Stripe's return here, or the
 * WeChat QR this page polls).
 */
export function PayFlow(props: PayFlowProps) {
  const t = usePaymentT()
  const config = useAccountConfig()
  const token = useUser((s) => s.token)
  const qr = config.edition === 'cn'
  const [screen, setScreen] = useState<Screen>(() => (props.placed ? { kind: 'payment', order: props.placed } : { kind: 'loading' }))
  const [error, setError] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const { address, orderId, initialPayment, placed } = props

  const goToCheckout = useCallback(
    (order: OrderView) => {
      rememberOrder(address, order.id)
      setScreen({ kind: 'payment', order })
      // International edition: straight on to the provider's page; the payment step stays behind as the way back.
      if (!qr && order.checkout?.redirectUrl) location.assign(order.checkout.redirectUrl)
    },
    [qr, address],
  )

  // An order just placed goes to its checkout; one named in the address is read first.
  useEffect(() => {
    if (!token) return
    if (placed) return goToCheckout(placed)
    let live = true
    void fetchOrder(orderId).then((answer) => {
      if (!live) return
      setScreen(answer.code === 0 && answer.data ? screenOf(answer.data, initialPayment) : { kind: 'notFound' })
    })
    return () => {
      live = false
    }
  }, [token, orderId, initialPayment, placed, goToCheckout])

  // While a checkout is shown, or a paid order is being confirmed, follow the order until it moves on.
  const polledOrder = screen.kind === 'payment' || (screen.kind === 'success' && screen.order.status === 'pending') ? screen.order : null
  useEffect(() => {
    if (!polledOrder) return
    const timer = setInterval(async () => {
      const answer = await fetchOrder(polledOrder.id)
      const next = answer.code === 0 ? answer.data : null
      if (!next) return
      if (paidStatuses.has(next.status)) {
        rememberOrder(address, next.id, 'success')
        setScreen({ kind: 'success', order: next })
      } else if (next.status !== 'pending') setScreen({ kind: 'closed', order: next })
      else if (next.status !== polledOrder.status) setScreen((s) => ('order' in s ? { ...s, order: next } : s))
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [polledOrder, address])

  // Once the payment is confirmed (the order no longer pending), not on the provider's word alone.
  const deploymentId = screen.kind === 'success' && screen.order.status !== 'pending' ? screen.order.deploymentId : null
  const deploymentHref = deploymentId ? `${config.localePrefix}${routes.deploymentStatus(deploymentId)}` : null
  useEffect(() => {
    if (deploymentHref) location.replace(deploymentHref)
  }, [deploymentHref])

  const newCheckout = async (order: OrderView) => {
    setWorking(true)
    setError(null)
    const answer = await payAgain(order.id)
    setWorking(false)
    if (answer.code === 0 && answer.data) goToCheckout(answer.data)
    else setError(t(paymentMessageKey(answer.message)))
  }

  const amountOf = (order: OrderView) => formatMoney(order.price, props.locale)
  const header = props.header?.(screen.kind)
  if (mounted && !token) {
    return <SignInPrompt text={t('signedOut')} label={t('signIn')} className={styles.signedOut} buttonClassName={styles.primary} testId="pay-signed-out" linkTestId="pay-sign-in" />
  }

  switch (screen.kind) {
    case 'loading':
      return <p className={styles.muted}>{t('actions.working')}</p>
    case 'notFound':
      return (
        <div className={styles.result} data-testid="order-not-found">
          <p>{t('messages.notFound')}</p>
          <a className={styles.primary} href={props.startHref}>
            {props.startLabel}
          </a>
        </div>
      )
    case 'payment':
      return (
        <>
          {header}
          <PaymentStep order={screen.order} amount={amountOf(screen.order)} qr={qr} working={working} error={error} onNewCheckout={() => newCheckout(screen.order)} />
        </>
      )
    case 'success':
      return (
        <>
          {header}
          <PaymentSuccess order={screen.order} amount={amountOf(screen.order)} ordersHref={props.ordersHref} deploymentHref={deploymentHref} />
        </>
      )
    case 'failed':
      return (
        <>
          {header}
          <PaymentFailed order={screen.order} amount={amountOf(screen.order)} working={working} error={error} onRetry={() => newCheckout(screen.order)} />
        </>
      )
    case 'closed':
      return <OrderClosed order={screen.order} startHref={props.startHref} startLabel={props.startLabel} />
  }
}
