import { factReportMessages } from '@aidir/cms/support'

export const reportFields = ['page', 'correction', 'source', 'email'] as const
export type ReportField = (typeof reportFields)[number]

/** The API's (English) messages of the report form, as keys of `pages.about.form.errors`. */
const keyOfMessage: Record<string, string> = {
  [factReportMessages.pageRequired]: 'pageRequired',
  [factReportMessages.correctionTooShort]: 'correctionTooShort',
  [factReportMessages.sourceInvalid]: 'sourceInvalid',
  [factReportMessages.emailInvalid]: 'emailInvalid',
  'Form validation failed': 'validationFailed',
  'Too many attempts, please try again later': 'tooMany',
}

/** The error key for an API message; anything unknown is the generic failure. */
export const errorKeyOf = (message: string | undefined): string => (message && keyOfMessage[message]) || 'failed'
