import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { adminText } from '../../admin/i18n/dictionary'
import { adminMessages } from '../../admin/i18n/messages'
import { languageOf } from '../../fields/urlValidation'

/** A month as the estimate's "as of": `2025-09`. */
export const estimateMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

const validateMonth: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  if (typeof value !== 'string' || value.trim() === '') return true
  return estimateMonthPattern.test(value.trim()) ? true : adminText(adminMessages.estimateMonth, languageOf(options))
}

/**
 * A public, order-of-magnitude figure of the product's monthly web visits (e.g. from Similarweb's
 * public ranking or a company statement), with its source and the month it describes. It sizes the
 * sandbox series (traffic/sandboxSeries.ts), so the boards' order follows what is publicly known;
 * figures a provider or an import brings in are never changed by it.
 */
export const trafficEstimateField: Field = {
  name: 'trafficEstimate',
  type: 'group',
  label: 'Public traffic estimate',
  admin: { description: 'Order of magnitude of monthly web visits from a public source; it sizes the simulated series' },
  fields: [
    { type: 'row', fields: [
      { name: 'monthlyVisits', type: 'number', min: 0 },
      { name: 'asOf', type: 'text', label: 'As of', validate: validateMonth, admin: { description: 'Month the figure describes, e.g. 2025-09' } },
      { name: 'source', type: 'text', admin: { description: 'e.g. Similarweb public ranking, company statement' } },
    ] },
  ],
}
