import { submitFactReport } from '@aidir/cms/support'
import { defineRoute, reply } from '@/features/api/route'
import { factReportRoute, supportApiMessages } from './routes'

/**
 * POST /api/support/fact-reports — a reported wrong fact, stored for support with its inbox entry.
 * The report is in the page's language (`langType`) unless the body names one.
 */
export const factReportHandler = defineRoute(factReportRoute, async ({ payload, user, body, locale }) => {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? { locale, ...body } : body
  const report = await submitFactReport(payload, user as never, input)
  return reply({ id: report.id }, { message: supportApiMessages.submitted })
})
