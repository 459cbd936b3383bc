import type { Field, GroupField, NumberFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { adminText } from '../admin/i18n/dictionary'
import { adminMessages } from '../admin/i18n/messages'
import { isCurrencyCode } from '../lib/money'
import { languageOf } from './urlValidation'

/**
 * The one money field type (see lib/money.ts for the stored shape): `{ amount, currency }`, the
 * amount an integer in minor units (times 10^scale for prices finer than a minor unit), the
 * currency an ISO 4217 code. Both or neither: an empty amount means "no price" (contact sales).
 */
export type MoneyOptions = { scale?: number; required?: boolean; description?: string }

const amountMessage = (scale: number) => (scale > 0 ? adminMessages.moneyAmountScaled : adminMessages.moneyAmount)

export const validateAmount =
  (scale = 0, required = false): NumberFieldSingleValidation =>
  (value, options) => {
    const lang = languageOf(options)
    if (value === null || value === undefined) return required ? adminText(adminMessages.moneyRequired, lang) : true
    return Number.isSafeInteger(value) && value >= 0 ? true : adminText(amountMessage(scale), lang, { scale: String(10 ** scale) })
  }

export const validateCurrency: TextFieldSingleValidation = (value, options) => {
  const lang = languageOf(options)
  const amount = (options.siblingData as { amount?: unknown } | undefined)?.amount
  if (value === null || value === undefined || value === '') {
    return amount === null || amount === undefined ? true : adminText(adminMessages.moneyCurrencyMissing, lang)
  }
  return isCurrencyCode(value) ? true : adminText(adminMessages.moneyCurrency, lang, { code: String(value) })
}

/** The two fields of a money value, for an array row that is itself the money (a price list). */
export function moneyFields({ scale = 0, required = false, description }: MoneyOptions = {}): Field[] {
  const example = scale > 0 ? `${75 * 10 ** scale} for 0.75` : '1999 for 19.99'
  const unit = scale > 0 ? `1/${10 ** scale} of a minor unit (cent)` : 'minor units (cents)'
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          min: 0,
          required,
          validate: validateAmount(scale, required),
          admin: { step: 1, description: description ?? `Whole number of ${unit}, e.g. ${example}` },
        },
        {
          name: 'currency',
          type: 'text',
          required,
          maxLength: 3,
          validate: validateCurrency,
          admin: { description: 'ISO 4217 code, e.g. USD, CNY, EUR' },
        },
      ],
    },
  ]
}

/** A money value under its own name: `{ [name]: { amount, currency } }`, plus any extra fields (a billing unit). */
export function moneyField(name: string, options: MoneyOptions & { label?: string; extra?: Field[] } = {}): GroupField {
  const [row] = moneyFields(options) as [{ type: 'row'; fields: Field[] }]
  return {
    name,
    type: 'group',
    ...(options.label ? { label: options.label } : {}),
    fields: [{ type: 'row', fields: [...row.fields, ...(options.extra ?? [])] }],
  }
}
