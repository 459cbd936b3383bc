'use client'

import { useState } from 'react'
import { apiRequest } from '@/features/session/client'
import type { SandboxCheckoutView } from './sandboxCheckout'
import styles from './SandboxCheckout.module.css'

type Texts = Record<'title' | 'label' | 'item' | 'amount' | 'pay' | 'fail' | 'working' | 'failed' | 'invalid' | 'expired', string>

/** The sandbox checkout: the payer chooses Pay or Fail, then goes back to the site's return page. */
export function SandboxCheckout({ token, checkout, texts }: { token: string; checkout: SandboxCheckoutView; texts: Texts }) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle')

  async function choose(choice: 'pay' | 'fail') {
    setState('working')
    const answer = await apiRequest<{ paid: boolean; returnUrl: string }>('/api/payments/sandbox', { method: 'POST', body: { token, choice }, withoutToken: true })
    if (answer.data?.returnUrl) window.location.assign(answer.data.returnUrl)
    else setState('failed')
  }

  return (
    <section className={styles.card} aria-labelledby="sandbox-title" data-testid="sandbox-checkout">
      <p className={styles.badge} role="note" data-testid="sandbox-label">
        {texts.label}
      </p>
      <h1 id="sandbox-title" className={styles.title}>
        {texts.title}
      </h1>
      {checkout.ok ? (
        <>
          <dl className={styles.details}>
            <dt>{texts.item}</dt>
            <dd data-testid="sandbox-item">{checkout.description}</dd>
            <dt>{texts.amount}</dt>
            <dd className={styles.amount} data-testid="sandbox-amount">
              {checkout.amount}
            </dd>
          </dl>
          <div className={styles.actions}>
            <button type="button" className={styles.pay} disabled={state === 'working'} onClick={() => choose('pay')} data-testid="sandbox-pay">
              {state === 'working' ? texts.working : texts.pay}
            </button>
            <button type="button" className={styles.fail} disabled={state === 'working'} onClick={() => choose('fail')} data-testid="sandbox-fail">
              {texts.fail}
            </button>
          </div>
          {state === 'failed' ? (
            <p role="alert" className={styles.error}>
              {texts.failed}
            </p>
          ) : null}
        </>
      ) : (
        <p role="alert" className={styles.error} data-testid="sandbox-unavailable">
          {checkout.reason === 'expired' ? texts.expired : texts.invalid}
        </p>
      )}
    </section>
  )
}
