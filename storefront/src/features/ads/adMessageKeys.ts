import { adMessages } from '@aidir/cms/ads'
import { orderMessages } from '@aidir/cms/orders'
import { orderMessageKeys } from '@/features/payment/orderMessageKeys'

/** The i18n key (namespace ads, section messages) of an ad order API message. */
export const adMessageKey = orderMessageKeys({ ...adMessages, paymentFailed: orderMessages.paymentFailed }, 'messages.failed')

export const adFormFields = ['productKey', 'contactEmail', 'positionKey'] as const
export type AdFormField = (typeof adFormFields)[number]
