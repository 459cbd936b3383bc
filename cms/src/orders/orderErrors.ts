/**
 * An order request refused for a reason the user can act on, with the message the page shows:
 * `status` is the HTTP status the storefront answers, `field` the form field at fault.
 */
export class OrderRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429 | 503,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'OrderRefused'
  }
}

export const orderMessages = {
  productName: 'Please enter the product name',
  url: 'Please enter a valid URL',
  package: 'Please select a package',
  email: 'Please enter a valid email address',
  category: 'Please select a category',
  logo: 'Please upload the logo again',
  alreadyListed: 'This product is already listed',
  notFound: 'No content',
  notPayable: 'This order cannot be paid',
  paymentFailed: 'Payment failed',
} as const
