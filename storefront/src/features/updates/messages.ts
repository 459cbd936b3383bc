import { orderMessages } from '@aidir/cms/orders'
import { updateMessages } from '@aidir/cms/updates'
import { orderMessageKeys, uploadMessageNames } from '@/features/payment/orderMessageKeys'

/** The i18n key (namespace updates, section messages) of an update API message. */
export const messageKey = orderMessageKeys({ ...updateMessages, ...uploadMessageNames, paymentFailed: orderMessages.paymentFailed }, 'messages.submitFailed')
