import { submissionOrderInput } from '@aidir/cms/orders'
import type { DetailsForm, FieldErrors } from './DetailsStep'
import { type FormField, formFields } from './messages'

/** The order body as the API takes it: empty optional fields left out, no price (the server sets it). */
export const orderBody = (packageId: number | null, form: DetailsForm, locale: string) => ({
  packageId: packageId ?? undefined,
  productName: form.productName,
  officialUrl: form.officialUrl.trim(),
  contactEmail: form.contactEmail.trim(),
  category: form.category ? Number(form.category) : undefined,
  shortDescription: form.shortDescription.trim() || undefined,
  logo: form.logo?.id,
  locale,
})

/**
 * The server's own schema run in the browser first, so the messages beside the fields are the
 * ones the API would answer (as English texts, translated by the caller). Empty when it passes.
 */
export function checkForm(body: ReturnType<typeof orderBody>): Partial<Record<FormField, string>> {
  const parsed = submissionOrderInput.safeParse(body)
  const errors: FieldErrors = {}
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = formFields.find((f) => f === issue.path[0])
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
