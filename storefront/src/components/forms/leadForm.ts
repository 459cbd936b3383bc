/**
 * The pure part of the lead form kit (`LeadForm.tsx`): how a form is described and how the
 * server's own schema's refusals become one message per field. No React here, so it is tested alone.
 */

/** How a field is entered: a line of text (of an input type), a longer text or a choice. */
export type LeadFieldKind = 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select'

export type LeadField<F extends string = string> = {
  /** The property of the API's body, also the input's `name`. */
  name: F
  /** Already in the reader's language. */
  label: string
  kind?: LeadFieldKind
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel'
  maxLength?: number
  /** The value it starts with (and returns to after a send); empty unless given. */
  initial?: string
  /** The choices of a `select`: the value sent and its label. */
  options?: readonly { value: string; label: string }[]
}

/** The shape of a zod issue the kit reads: which property and the (English) message. */
export type CheckIssue = { path: readonly PropertyKey[]; message: string }

/** The schema the API validates the body with: zod's `safeParse`, run here first. */
export type LeadSchema = {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly CheckIssue[] } }
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** The values a form starts with: each field's `initial`, else empty. */
export function initialValues<F extends string>(fields: readonly LeadField<F>[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])) as Record<F, string>
}

/**
 * The first message of each field the schema refused, through `translate` (the API speaks English).
 * Issues about properties the form does not show (the page's locale, the form's kind) are left out:
 * the reader could not fix them.
 */
export function fieldErrorsOf<F extends string>(issues: readonly CheckIssue[], fields: readonly LeadField<F>[], translate: (message: string) => string): FieldErrors<F> {
  const names = new Set<PropertyKey>(fields.map((field) => field.name))
  const found: FieldErrors<F> = {}
  for (const issue of issues) {
    const name = issue.path[0]
    if (name !== undefined && names.has(name)) found[name as F] ??= translate(issue.message)
  }
  return found
}

/** The field an API refusal names (`data.field`), when the form shows it. */
export function refusedField<F extends string>(field: string | null | undefined, fields: readonly LeadField<F>[]): F | null {
  const name = field?.split('.')[0]
  return fields.find((f) => f.name === name)?.name ?? null
}
