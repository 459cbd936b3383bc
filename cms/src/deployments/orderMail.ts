import { sql } from '../db/transaction'
import { composeMail, type Mail } from '../email/compose'
import { mailT } from '../email/mailTexts'
import { formatMoney } from '../lib/money'
import type { Locale } from '../locales'
import { type OrderMailComposer, type OrderMailKind, mailLang, orderMail, siteLink } from '../orders/orderMails'
import type { Order } from '../payload-types'
import { DEFAULT_DEPLOYMENT_HOURS } from './states'

/** What a deployment order's mail says about its deployment, read when the mail is written. */
export type DeploymentFacts = { id: number; appName: string; hours: number; failureReason: string | null }

/**
 * The text of a deployment order's mail in the buyer's language (pure, given the facts): paid (the
 * instance is starting, how long it runs, the status page to follow it), refunded (it could not
 * start: the reason and the full refund). A deployment order has no review, so nothing else is sent.
 */
export function deploymentOrderMailText(kind: 'paid' | 'refunded', order: Order, locale: Locale, facts: DeploymentFacts): Mail {
  const t = mailT(locale)
  const vars = { brand: t('brand'), product: facts.appName, amount: formatMoney(order.price, locale), hours: facts.hours }
  const mine = [t('deploymentOrder.mine'), { link: siteLink(locale, '/user?tab=apps') }]
  const parts =
    kind === 'paid'
      ? [t('deploymentOrder.paid.intro', vars), t('deploymentOrder.paid.next', vars), { link: siteLink(locale, `/deployment/status/${facts.id}`) }, t('deploymentOrder.paid.refund'), ...mine]
      : [t('deploymentOrder.refunded.intro', vars), ...(facts.failureReason ? [t('deploymentOrder.refunded.reason', { reason: facts.failureReason })] : []), t('deploymentOrder.refunded.refund', vars), ...mine]
  return composeMail({ subject: t(`deploymentOrder.${kind}.subject`, vars), lang: mailLang(locale), parts })
}

/**
 * The deployments domain's order mails, given to orders through the Payload config (orders/orderMails.ts
 * sends each once). The deployment is read in the sending transaction by its order.
 */
export const deploymentOrderMail: OrderMailComposer = async (tx, order, kind: OrderMailKind, locale, product) => {
  const { rows } = await tx.sql.execute<{ id: number; hours: string | number; failure_reason: string | null; name: string | null }>(
    sql`SELECT d.id, d.hours, d.failure_reason, p.name FROM deployments d LEFT JOIN products p ON p.id = d.product_id WHERE d.order_id = ${order.id}`,
  )
  const row = rows[0]
  if (!row || (kind !== 'paid' && kind !== 'refunded')) return orderMail(kind, order, locale, product)
  const hours = Number(row.hours) || DEFAULT_DEPLOYMENT_HOURS
  return deploymentOrderMailText(kind, order, locale, { id: row.id, appName: row.name ?? order.orderRef, hours, failureReason: row.failure_reason })
}
