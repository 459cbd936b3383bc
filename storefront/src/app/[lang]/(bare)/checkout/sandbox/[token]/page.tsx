import type { Metadata } from 'next'
import { SandboxCheckout } from '@/features/checkout/SandboxCheckout'
import { readSandboxCheckout } from '@/features/checkout/sandboxCheckout'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

// Every token is its own checkout: nothing to cache.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'pages')
  return pageMetadata({ locale, path: '/checkout/sandbox', title: t('sandboxCheckout.title'), description: t('sandboxCheckout.label'), noindex: true })
}

/**
 * /checkout/sandbox/{token}: the sandbox provider's stand-in for a real checkout page. Shows what
 * is paid for and the amount, labelled as no real payment; Pay and Fail go through the same
 * webhook path real providers use.
 */
export default async function SandboxCheckoutPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const { token } = await params
  const t = await getT(locale, 'pages')
  const checkout = await readSandboxCheckout(token, locale)
  const texts = {
    title: t('sandboxCheckout.title'),
    label: t('sandboxCheckout.label'),
    item: t('sandboxCheckout.item'),
    amount: t('sandboxCheckout.amount'),
    pay: t('sandboxCheckout.pay'),
    fail: t('sandboxCheckout.fail'),
    working: t('sandboxCheckout.working'),
    failed: t('sandboxCheckout.failed'),
    invalid: t('sandboxCheckout.invalid'),
    expired: t('sandboxCheckout.expired'),
  }
  return <SandboxCheckout token={token} checkout={checkout} texts={texts} />
}
