'use client'

import type { Locale } from '@aidir/cms/locales'
import { useEffect, useState } from 'react'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { SignInPrompt } from '@/features/account/client/SignInPrompt'
import { DetailsStep, type DetailsForm, type FieldErrors } from './DetailsStep'
import { checkForm, orderBody } from './formCheck'
import { messageKey } from './messages'
import type { OrderView } from '@/features/payment/orderApi'
import { PayFlow, type PayScreen } from '@/features/payment/PayFlow'
import { placeOrder } from './orderApi'
import { PackageStep } from './PackageStep'
import type { CategoryChoice, PackageCard } from './pageData'
import { StepIndicator } from './StepIndicator'
import { useSubmissionT } from './SubmissionI18n'
import styles from './submission.module.css'

type Screen = { kind: 'package' } | { kind: 'details' } | { kind: 'order'; id: number; placed: OrderView | null }

/** The step shown above each payment screen. */
const stepOf = (screen: PayScreen) => (screen === 'success' ? 3 : 2)

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
  const [screen, setScreen] = useState<Screen>(props.initialOrder ? { kind: 'order', id: props.initialOrder, placed: null } : { kind: 'package' })
  const [packageId, setPackageId] = useState<number | null>(null)
  const [packageError, setPackageError] = useState<string | null>(null)
  const [form, setForm] = useState<DetailsForm>({ productName: '', officialUrl: '', contactEmail: '', category: '', shortDescription: '', logo: null })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [listedHref, setListedHref] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [working, setWorking] = useState(false)

  useEffect(() => setMounted(true), [])

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
    if (answer.code === 0 && answer.data) return setScreen({ kind: 'order', id: answer.data.id, placed: answer.data })
    const text = t(messageKey(answer.message))
    const productKey = (answer.data as { productKey?: unknown } | null)?.productKey
    if (typeof productKey === 'string') setListedHref(`${props.productBase}${encodeURIComponent(productKey)}`)
    if (answer.field === 'packageId') {
      setPackageError(text)
      setScreen({ kind: 'package' })
    } else if (answer.field && answer.field in form) setErrors({ [answer.field]: text })
    else setError(text)
  }

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
        <SignInPrompt text={t('signedOut')} label={t('signIn')} className={styles.signedOut} buttonClassName={styles.primary} testId="submission-signed-out" linkTestId="submission-sign-in" />
        {!props.initialOrder && packageStep(() => setPackageError(t('messages.loginFirst')))}
      </>
    )
  }

  switch (screen.kind) {
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
    case 'order':
      return (
        <PayFlow
          locale={props.locale}
          orderId={screen.id}
          placed={screen.placed}
          initialPayment={props.initialPayment}
          address="query"
          ordersHref={props.ordersHref}
          startHref={props.startHref}
          startLabel={t('actions.startOver')}
          header={(payScreen) => <StepIndicator current={stepOf(payScreen)} />}
        />
      )
  }
}
