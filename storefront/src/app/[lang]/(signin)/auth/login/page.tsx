import { env } from '@aidir/cms'
import type { Metadata } from 'next'
import { AccountPageTexts } from '@/features/account/client/AccountPageTexts'
import { accountPageTexts } from '@/i18n/clientBundles'
import { SignInShell } from '@/components/shell/SignInShell'
import { AuthForm } from '@/features/account/auth/AuthForm'
import styles from '@/features/account/auth/Auth.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { privatePageMetadata } from '@/lib/privateMetadata'
import { localePath } from '@/lib/site'

// Reads its query string (return address, token or tab): rendered per request, never cached.
export const dynamic = 'force-dynamic'

/**
 * SPEC §2 /auth/login?from=… (also answering at /login): our sign-in service, with the site's
 * header and footer. The China edition's login frame opens it with
 * `r` (SPEC §7) instead of `from`; both name the return address, checked by the server.
 */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return privatePageMetadata(locale, (await getT(locale, 'account'))('auth.signinTitle'))
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export default async function LoginPage({ params, searchParams }: { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await resolveLocale(params)
  const query = await searchParams
  // Without a return address, home in the page's language (the bare '/' is the default language's).
  const from = first(query.from) ?? first(query.r) ?? localePath(locale, '/')
  // The China edition's login frame on a desktop (SPEC §7: p=pc with the return address r) shows
  // the form alone; the page that opened the frame is the site around it.
  const framed = first(query.p) === 'pc' && query.r !== undefined
  return (
    <SignInShell locale={locale} framed={framed}>
      <div className={styles.page}>
        {/* Google sign-in belongs to the international edition (SPEC §4). */}
        <AccountPageTexts locale={locale} texts={accountPageTexts(locale)}>
          <AuthForm from={from} sandboxMail={!env().SMTP_URL} locale={locale} google={env().EDITION === 'intl'} />
        </AccountPageTexts>
      </div>
    </SignInShell>
  )
}
