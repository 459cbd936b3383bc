import { factReportInput } from '@aidir/cms/support'
import type { RouteDeclaration } from '@/features/api/route'

/** SPEC §8 wording of the two answers the form shows besides its field messages. */
export const supportApiMessages = { submitted: 'Submitted successfully', validationFailed: 'Form validation failed' } as const

/**
 * "Report a wrong fact" on the about page: anyone may send one (signed in or not), so it is
 * limited per client address; the body is validated by the cms function with the same schema.
 */
export const factReportRoute = {
  method: 'POST', path: '/api/support/fact-reports', auth: 'optional', body: factReportInput, bodyCheckedByDomain: true, badJson: supportApiMessages.validationFailed,
  outbound: { calls: 'the support inbox (a notification job per report)', limit: { per: 'address', max: 5, windowSeconds: 3600 } },
  openapi: { summary: 'Report a wrong fact to support (the about page form)', tags: ['support'] },
} satisfies RouteDeclaration

export const supportRoutes = [factReportRoute]
