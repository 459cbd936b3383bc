'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/components/shell/toast'
import { useUser } from '@/features/account/client/useUser'
import { apiData, apiDownload, apiRequest } from '@/features/session/client'
import { useTranslation } from '@/i18n/client'
import { formatAmount, formatDate } from './orderFormat'
import { useOrderHistory } from './useOrderHistory'
import styles from './UserCentre.module.css'

type InvoiceRow = {
  id: number
  orderId: number
  orderRef: string | null
  status: 'requested' | 'issued' | 'rejected'
  companyName: string
  number: string | null
  issuedAt: string | null
  rejectionReason: string | null
  price: { amount: number; currency: string } | null
  createdAt: string
}

const fields = ['companyName', 'taxNumber', 'address', 'email'] as const

/** Invoice Management: ask for an invoice for a paid order, follow its state, download the PDF. */
export function InvoiceManagement() {
  const { t, i18n } = useTranslation('orders')
  const token = useUser((s) => s.token)
  const email = useUser((s) => (s.userInfo as { email?: string } | null)?.email ?? '')
  const queries = useQueryClient()
  const orders = useOrderHistory()
  const invoices = useQuery({ queryKey: ['invoices', token], queryFn: async () => (await apiData<{ list: InvoiceRow[] }>('/api/invoices')).list })
  const [busy, setBusy] = useState(false)
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null)
  const eligible = orders.data?.filter((o) => o.invoiceable) ?? []

  const submit = async (form: HTMLFormElement) => {
    const data = Object.fromEntries(new FormData(form))
    setBusy(true)
    const answer = await apiRequest<InvoiceRow>('/api/invoices', { method: 'POST', body: data })
    setBusy(false)
    if (answer.code === 0) {
      setFieldError(null)
      form.reset()
      toast({ message: t('invoices.sent'), type: 'success' })
      await Promise.all([queries.invalidateQueries({ queryKey: ['invoices'] }), queries.invalidateQueries({ queryKey: ['order-history'] })])
      return
    }
    const field = answer.field ?? ''
    const message = t(`fieldErrors.${field}`, { defaultValue: answer.message })
    setFieldError(field ? { field, message } : null)
    toast({ message, type: 'error' })
  }

  return (
    <div className={styles.invoices}>
      <section className={styles.block}>
        <h3>{t('invoices.requestTitle')}</h3>
        {/* The form waits for the orders: an empty choice would look like nothing to invoice. */}
        {!orders.data ? null : eligible.length === 0 ? (
          <p className={styles.empty}>{t('invoices.noEligible')}</p>
        ) : (
          <form
            className={styles.form}
            data-testid="invoice-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void submit(e.currentTarget)
            }}
          >
            <label className={styles.field}>
              <span>{t('invoices.order')}</span>
              <select name="orderId" required>
                {eligible.map((o) => (
                  <option key={o.id} value={o.id}>
                    {`${o.orderRef} · ${o.productName ?? o.packageName ?? ''} · ${formatAmount(o.price, i18n.language)}`}
                  </option>
                ))}
              </select>
            </label>
            {fields.map((name) => (
              <label key={name} className={styles.field}>
                <span>{t(`invoices.${name}`)}</span>
                {name === 'address' ? (
                  <textarea name={name} rows={2} maxLength={500} required aria-invalid={fieldError?.field === name || undefined} />
                ) : (
                  <input
                    name={name}
                    type={name === 'email' ? 'email' : 'text'}
                    defaultValue={name === 'email' ? email : undefined}
                    maxLength={name === 'taxNumber' ? 32 : 200}
                    required
                    aria-invalid={fieldError?.field === name || undefined}
                  />
                )}
                {fieldError?.field === name && (
                  <small className={styles.error} role="alert">
                    {fieldError.message}
                  </small>
                )}
              </label>
            ))}
            <button type="submit" className={styles.primary} disabled={busy}>
              {t('invoices.submit')}
            </button>
          </form>
        )}
      </section>
      <section className={styles.block}>
        <h3>{t('invoices.listTitle')}</h3>
        {invoices.data && invoices.data.length === 0 && <p className={styles.empty}>{t('invoices.empty')}</p>}
        <ul className={styles.cards} data-testid="invoice-list">
          {invoices.data?.map((inv) => (
            <li key={inv.id} className={styles.card} data-testid={`invoice-${inv.id}`}>
              <div className={styles.cardHead}>
                <strong className={styles.wrap}>{inv.companyName}</strong>
                <span className={styles.badge} data-status={inv.status}>
                  {t(`invoiceStatus.${inv.status}`)}
                </span>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('history.order')}</dt>
                  <dd className={styles.mono}>{inv.orderRef ?? '—'}</dd>
                </div>
                {inv.price && (
                  <div>
                    <dt>{t('history.amount')}</dt>
                    <dd>{formatAmount(inv.price, i18n.language)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('invoices.number')}</dt>
                  <dd className={styles.mono}>{inv.number ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('history.date')}</dt>
                  <dd>{inv.issuedAt ? t('invoices.issuedOn', { date: formatDate(inv.issuedAt, i18n.language) }) : t('invoices.requestedOn', { date: formatDate(inv.createdAt, i18n.language) })}</dd>
                </div>
              </dl>
              {inv.rejectionReason && <p className={styles.reason}>{t('invoices.reason', { reason: inv.rejectionReason })}</p>}
              {inv.status === 'issued' && (
                <button
                  type="button"
                  className={styles.primary}
                  data-testid="invoice-download"
                  onClick={() => apiDownload(`/api/invoices/${inv.id}/pdf`, { fallbackMessage: t('invoices.downloadFailed') }).catch((err: Error) => toast({ message: err.message, type: 'error' }))}
                >
                  {t('invoices.download')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
