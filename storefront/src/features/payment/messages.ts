import { TOO_MANY_MESSAGE } from '@aidir/cms/lib'
import { orderMessages } from '@aidir/cms/orders'

/** The messages opening a checkout may answer with (SPEC §8 wording), as keys of namespace payment. */
const apiMessages: Record<string, string> = {
  notFound: orderMessages.notFound,
  notPayable: orderMessages.notPayable,
  paymentFailed: orderMessages.paymentFailed,
  tooMany: TOO_MANY_MESSAGE,
  loginFirst: 'Please login first',
}

const keyOf = new Map(Object.entries(apiMessages).map(([key, text]) => [text, `messages.${key}`]))

/** The i18n key of an API message; anything unknown reads as a generic failure. */
export const paymentMessageKey = (message: string | null | undefined): string => (message && keyOf.get(message)) || 'messages.failed'
