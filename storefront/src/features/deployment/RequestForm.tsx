'use client'

import { deploymentRequestInput } from '@aidir/cms/deployments'
import { LeadForm, type LeadField } from '@/components/forms/LeadForm'
import { useDeploymentT } from './DeploymentI18n'
import { useApiMessage } from './useApiMessage'

type Field = 'company' | 'name' | 'contact' | 'requirements'

/** The custom deployment form (SPEC §3, §5): all fields required; name letters, spaces and hyphens; contact a phone or an email. */
export function RequestForm({ locale }: { locale: string }) {
  const t = useDeploymentT()
  const apiMessage = useApiMessage()
  const fields: LeadField<Field>[] = [
    { name: 'company', label: t('request.company'), autoComplete: 'organization' },
    { name: 'name', label: t('request.name'), autoComplete: 'name' },
    { name: 'contact', label: t('request.contact'), autoComplete: 'email' },
    { name: 'requirements', label: t('request.requirements'), kind: 'textarea', maxLength: 2000 },
  ]
  return (
    <LeadForm
      fields={fields}
      schema={deploymentRequestInput}
      endpoint="/api/deployment-requests"
      extra={{ locale }}
      message={(text) => apiMessage(text)}
      texts={{ submit: t('request.submit'), thanks: t('request.thanks'), submitted: t('messages.submitted'), validationFailed: t('messages.validationFailed') }}
      testIds={{ form: 'deployment-request-form', submit: 'request-submit', done: 'request-done', error: 'request-error' }}
    />
  )
}
