import { applyPaymentEvent } from '@aidir/cms/orders'
import type { Handler } from '../types'

/** Applies one stored payment event to its order; exactly once however often it runs (cms/src/orders/fulfilment.ts). */
export const fulfilOrder: Handler<'orders.fulfil'> = async ({ eventRowId }, { payload }) => ({ outcome: await applyPaymentEvent(payload, eventRowId) })
