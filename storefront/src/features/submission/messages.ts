import { orderMessages } from '@aidir/cms/orders'
import { orderMessageKeys, uploadMessageNames } from '@/features/payment/orderMessageKeys'

/** The i18n key (namespace submission, section messages) of an order API message (SPEC §5 and §8 wording). */
export const messageKey = orderMessageKeys({ ...orderMessages, ...uploadMessageNames }, 'messages.submitFailed')

/** The form fields a message may sit beside (the API's `data.field`, the schema's issue path). */
export const formFields = ['packageId', 'productName', 'officialUrl', 'contactEmail', 'category', 'shortDescription', 'logo'] as const
export type FormField = (typeof formFields)[number]
