/**
 * An invoice request refused for a reason the user can act on: `status` is the HTTP status the
 * storefront answers, `data.field` the form field at fault.
 */
export class InvoiceRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'InvoiceRefused'
  }
}
