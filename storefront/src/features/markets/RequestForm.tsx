'use client'

import { budgetCurrencies, marketRequestInput, type MarketRequestKind } from '@aidir/cms/markets'
import { LeadForm, type LeadField } from '@/components/forms/LeadForm'
import { marketMessageKeys } from './requestRoutes'

/** The `market.request` texts in the reader's language, passed by the server page. */
export type RequestTexts = Record<string, string> & { messages: Record<string, string> }

type Field = 'need' | 'volume' | 'budget' | 'currency' | 'deadline' | 'company' | 'name' | 'contact'
const currencies = budgetCurrencies.map((code) => ({ value: code, label: code }))

/**
 * A data-procurement or consultation request (what is needed, volume, budget, deadline, contact):
 * the server's schema runs here first so mistakes show at once, then the API stores the lead.
 */
export function MarketRequestForm({ kind, locale, texts }: { kind: MarketRequestKind; locale: string; texts: RequestTexts }) {
  const message = (text: string | undefined) => {
    const key = text ? marketMessageKeys[text] : undefined
    return (key && texts.messages[key.replace('request.messages.', '')]) || texts.messages.requestError
  }
  const fields: LeadField<Field>[] = [
    { name: 'need', label: texts.need, kind: 'textarea', maxLength: 2000 },
    { name: 'volume', label: texts.volume },
    { name: 'budget', label: texts.budget, inputMode: 'numeric' },
    { name: 'currency', label: texts.currency, kind: 'select', options: currencies, initial: 'USD' },
    { name: 'deadline', label: texts.deadline, kind: 'date' },
    { name: 'company', label: texts.company, autoComplete: 'organization' },
    { name: 'name', label: texts.name, autoComplete: 'name' },
    { name: 'contact', label: texts.contact, autoComplete: 'email' },
  ]
  return (
    <LeadForm
      fields={fields}
      schema={marketRequestInput}
      endpoint="/api/market-requests"
      extra={{ kind, locale }}
      message={message}
      texts={{ submit: texts.submit, thanks: texts.thanks, submitted: texts.messages.submitted, validationFailed: texts.messages.validationFailed }}
      testIds={{ form: `market-request-form-${kind}`, submit: 'market-request-submit', done: 'market-request-done', error: 'market-request-error' }}
    />
  )
}
