'use client'

import { formatMoney } from '@aidir/cms/lib'
import type { Locale } from '@aidir/cms/locales'
import { useCallback, useEffect, useState } from 'react'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { userStore } from '@/features/session/userStore'
import { DetailsStep, type DetailsForm, type FieldErrors } from './DetailsStep'
import { checkForm, orderBody } from './formCheck'
import { messageKey } from './messages'
import { type OrderView, fetchOrder, payAgain, placeOrder, rememberOrder } from './orderApi'
import { PackageStep } from './PackageStep'
import type { CategoryChoice, PackageCard } from './pageData'
import { OrderClosed, PaymentFailed, PaymentSuccess } from './PaymentResult'
import { PaymentStep } from './PaymentStep'
import { StepIndicator } from './StepIndicator'
import { useSubmissionT } from './SubmissionI18n'
import styles from './submission.module.css'

type Screen =
  | { kind: 'package' }
  | { kind: 'details' }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'payment' | 'success' | 'failed' | 'closed'; order: OrderView }

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

export type SubmissionFlowProps = {
  locale: Locale
  packages: PackageCard[]
  categories: CategoryChoice[]
  initialOrder: number | null
  initialPayment: string | null
  /** The product page's address without its key (a URL already listed links there). */
  productBase: string
  ordersHref: string
  startHref: string
}

/**
 * The interactive part of /submission: the three steps, then the success or failure screen. The
 * order lives in the address (`?order=<id>`), so a reload, the provider's return and a link from
 * the user centre all resume it; another user's order is a plain not-found.
 */
export function SubmissionFlow(props: SubmissionFlowProps) {
  const t = useSubmissionT()
  const config = useAccountConfig()
  const token = useUser((s) => s.token)
  const [mounted, setMounted] = useState(false)
  const [screen, setScreen] = useState<Screen>(props.initialOrder ? { kind: 'loading' } : { kind: 'package' })
  const [packageId, setPackageId] = useState<number | null>(null)
  const [packageError, setPackageError] = useState<string | null>(null)
  const [form, setForm] = useState<DetailsForm>({ productName: '', officialUrl: '', contactEmail: '', category: '', shortDescription: '', logo: null })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [listedHref, setListedHref] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [here, setHere] = useState('/')
  const qr = config.edition === 'cn'

  useEffect(() => {
    setMounted(true)
    setHere(location.href)
  }, [])

  // Resume the order named in the address.
  useEffect(() => {
    if (!mounted || !token || !props.initialOrder) return
    let live = true
    void fetchOrder(props.initialOrder).then((answer) => {
      if (!live) return
      if (answer.code === 0 && answer.data) setScreen(screenOf(answer.data, props.initialPayment))
      else if (answer.status === 404 || answer.code === 404) setScreen({ kind: 'notFound' })
      else setScreen({ kind: 'notFound' })
    })
    return () => {
      live = false
    }
  }, [mounted, token, props.initialOrder, props.initialPayment])

  // While a checkout is shown, or a paid order is being confirmed, follow the order until it moves on.
  const polledOrder = (screen.kind === 'payment' || (screen.kind === 'success' && screen.order.status === 'pending')) ? screen.order : null
  useEffect(() => {
    if (!polledOrder) return
    const timer = setInterval(async () => {
      const answer = await fetchOrder(polledOrder.id)
      const next = answer.code === 0 ? answer.data : null
      if (!next) return
      if (paidStatuses.has(next.status)) {
        rememberOrder(next.id, 'success')
        setScreen({ kind: 'success', order: next })
      } else if (next.status !== 'pending') setScreen({ kind: 'closed', order: next })
      else if (next.status !== polledOrder.status) setScreen((s) => ('order' in s ? { ...s, order: next } : s))
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [polledOrder])

  const goToCheckout = useCallback(
    (order: OrderView) => {
      rememberOrder(order.id)
      setScreen({ kind: 'payment', order })
      // International edition: straight on to the provider's page; the payment step stays behind as the way back.
      if (!qr && order.checkout?.redirectUrl) location.assign(order.checkout.redirectUrl)
    },
    [qr],
  )

  const newCheckout = async (order: OrderView) => {
    setWorking(true)
    setError(null)
    const answer = await payAgain(order.id)
    setWorking(false)
    if (answer.code === 0 && answer.data) goToCheckout(answer.data)
    else setError(t(messageKey(answer.message)))
  }

  const submit = async () => {
    setListedHref(null)
    setError(null)
    const body = orderBody(packageId, form, config.locale)
    const found = checkForm(body)
    if (found.packageId) {
      setPackageError(t(messageKey(found.packageId)))
      setScreen({ kind: 'package' })
      return
    }
    setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, t(messageKey(message))])))
    if (Object.keys(found).length > 0) return
    setWorking(true)
    const answer = await placeOrder(body)
    setWorking(false)
    if (answer.code === 0 && answer.data) return goToCheckout(answer.data)
    const text = t(messageKey(answer.message))
    const productKey = (answer.data as { productKey?: unknown } | null)?.productKey
    if (typeof productKey === 'string') setListedHref(`${props.productBase}${encodeURIComponent(productKey)}`)
    if (answer.field === 'packageId') {
      setPackageError(text)
      setScreen({ kind: 'package' })
    } else if (answer.field && answer.field in form) setErrors({ [answer.field]: text })
    else setError(text)
  }

  const amountOf = (order: OrderView) => formatMoney(order.price, props.locale)
  const signedOut = mounted && !token

  // A visitor may look at the packages and prices; placing an order needs an account.
  const packageStep = (onNext: () => void) => (
    <>
      <StepIndicator current={0} />
      <PackageStep
        packages={props.packages}
        chosen={packageId}
        error={packageError}
        onChoose={(id) => {
          setPackageId(id)
          setPackageError(null)
        }}
        onNext={onNext}
      />
    </>
  )

  if (signedOut) {
    return (
      <>
        <div className={styles.signedOut} data-testid="submission-signed-out">
          <p>{t('signedOut')}</p>
          {config.edition === 'cn' ? (
            <button type="button" className={styles.primary} onClick={() => userStore.setLoginShow(true)} data-testid="submission-sign-in">
              {t('signIn')}
            </button>
          ) : (
            <a className={styles.primary} href={`${config.localePrefix}/auth/login?from=${encodeURIComponent(here)}`} data-testid="submission-sign-in">
              {t('signIn')}
            </a>
          )}
        </div>
        {!props.initialOrder && packageStep(() => setPackageError(t('messages.loginFirst')))}
      </>
    )
  }

  switch (screen.kind) {
    case 'loading':
      return <p className={styles.muted}>{t('actions.working')}</p>
    case 'notFound':
      return (
        <div className={styles.result} data-testid="order-not-found">
          <p>{t('messages.notFound')}</p>
          <a className={styles.primary} href={props.startHref}>
            {t('actions.startOver')}
          </a>
        </div>
      )
    case 'package':
      return packageStep(() => {
        if (packageId === null) setPackageError(t('messages.package'))
        else setScreen({ kind: 'details' })
      })
    case 'details':
      return (
        <>
          <StepIndicator current={1} />
          <DetailsStep
            form={form}
            onChange={setForm}
            onLogoError={(message) => setErrors((e) => ({ ...e, logo: message ?? undefined }))}
            categories={props.categories}
            errors={errors}
            listedHref={listedHref}
            formError={error}
            working={working}
            onBack={() => setScreen({ kind: 'package' })}
            onSubmit={submit}
          />
        </>
      )
    case 'payment':
      return (
        <>
          <StepIndicator current={2} />
          <PaymentStep order={screen.order} amount={amountOf(screen.order)} qr={qr} working={working} error={error} onNewCheckout={() => newCheckout(screen.order)} />
        </>
      )
    case 'success':
      return (
        <>
          <StepIndicator current={3} />
          <PaymentSuccess order={screen.order} amount={amountOf(screen.order)} ordersHref={props.ordersHref} />
        </>
      )
    case 'failed':
      return (
        <>
          <StepIndicator current={2} />
          <PaymentFailed order={screen.order} amount={amountOf(screen.order)} working={working} error={error} onRetry={() => newCheckout(screen.order)} />
        </>
      )
    case 'closed':
      return <OrderClosed order={screen.order} startHref={props.startHref} />
  }
}
