import { env } from '@aidir/cms'
import type { OrderView } from '@aidir/cms/orders'
import { qrCodeDataUrl } from '@aidir/cms/payments'

/**
 * The China edition pays by scanning a QR. With the sandbox provider there is no WeChat code_url,
 * only the sandbox checkout page's address, so the QR carries that address (drawn here, on the
 * server, like WeChat's): the page shows it labelled as sandbox, beside a plain link to it.
 */
export async function withSandboxQr(view: OrderView): Promise<OrderView> {
  const open = view.checkout
  if (env().EDITION !== 'cn' || !view.sandbox || !open?.redirectUrl || open.qrImage) return view
  return { ...view, checkout: { ...open, qrImage: await qrCodeDataUrl(open.redirectUrl) } }
}
