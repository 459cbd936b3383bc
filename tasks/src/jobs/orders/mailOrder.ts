import { sendOrderMail } from '@aidir/cms/orders'
import type { Handler } from '../types'

/** Sends one order mail to its owner; at most once however often it runs (cms/src/orders/orderMails.ts). */
export const mailOrder: Handler<'orders.mail'> = async ({ orderId, mail }, { payload }) => ({ outcome: await sendOrderMail(payload, orderId, mail) })
