import { refundUnplaceable } from '@aidir/cms/ads'
import type { Handler } from '../types'

/** Refunds a paid ad that has no position to run in, once however often it runs (cms/src/ads/refundUnplaceable.ts). */
export const refundAd: Handler<'ads.refund'> = async ({ orderId }, { payload }) => ({ outcome: await refundUnplaceable(payload, orderId) })
