import { reconcileOrders as reconcile } from '@aidir/cms/orders'
import type { Handler } from '../types'

/** Every 10 minutes: lost webhooks, checkouts past their expiry, orders unpaid past their time. */
export const reconcileOrders: Handler<'orders.reconcile'> = async (_data, { payload, log }) => {
  const report = await reconcile(payload)
  if (report.learned || report.closed || report.expired || report.replayed) log.info(report, 'orders reconciled')
  return report
}
