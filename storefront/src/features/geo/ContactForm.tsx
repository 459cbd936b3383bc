'use client'

import { geoLeadInput } from '@aidir/cms/geo'
import { useState } from 'react'
import { LeadForm, type LeadField } from '@/components/forms/LeadForm'
import { useGeoT } from './GeoI18n'
import { LoginHint } from './LoginHint'
import { useApiMessage } from './useMessage'

type Field = 'name' | 'company' | 'email' | 'phone' | 'requirements'

/** The GEO contact form (SPEC §3, §5): all fields required, email and phone well formed, login required. */
export function ContactForm({ locale, loginHref }: { locale: string; loginHref: string }) {
  const t = useGeoT()
  const apiMessage = useApiMessage()
  const [needsLogin, setNeedsLogin] = useState(false)
  const fields: LeadField<Field>[] = [
    { name: 'name', label: t('contact.name'), autoComplete: 'name' },
    { name: 'company', label: t('contact.company'), autoComplete: 'organization' },
    { name: 'email', label: t('contact.email'), kind: 'email', autoComplete: 'email' },
    { name: 'phone', label: t('contact.phone'), kind: 'tel', autoComplete: 'tel' },
    { name: 'requirements', label: t('contact.requirements'), kind: 'textarea', maxLength: 2000 },
  ]
  return (
    <LeadForm
      fields={fields}
      schema={geoLeadInput}
      endpoint="/api/geo/leads"
      extra={{ locale }}
      message={(text) => apiMessage(text)}
      failureMessage={(error) => (error.status >= 500 || error.status === 0 ? t('messages.submitFailed') : apiMessage(error.message, 'messages.submitFailed'))}
      onFailure={(error) => {
        if (error.status === 401) setNeedsLogin(true)
      }}
      texts={{ submit: t('contact.submit'), thanks: t('contact.thanks'), submitted: t('messages.submitted'), validationFailed: t('messages.validationFailed') }}
      testIds={{ form: 'geo-contact-form', submit: 'lead-submit', done: 'lead-done', error: 'lead-error' }}
      card
    >
      {needsLogin ? <LoginHint href={loginHref} /> : null}
    </LeadForm>
  )
}
