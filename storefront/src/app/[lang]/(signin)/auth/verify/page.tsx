import type { Metadata } from 'next'
import { AccountPageTexts } from '@/features/account/client/AccountPageTexts'
import { accountPageTexts } from '@/i18n/clientBundles'
import { SignInShell } from '@/components/shell/SignInShell'
import styles from '@/features/account/auth/Auth.module.css'
import { TokenAction } from '@/features/account/auth/TokenAction'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { privatePageMetadata } from '@/lib/privateMetadata'
import { localePath } from '@/lib/site'

// Reads its query string (return address, token or tab): rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** The verification mail's link: confirms the address and signs the visitor in. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return privatePageMetadata(locale, (await getT(locale, 'account'))('auth.verifyTitle'))
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export default async function VerifyPage({ params, searchParams }: { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await resolveLocale(params)
  const query = await searchParams
  return (
    <SignInShell locale={locale}>
      <div className={styles.page}>
        <AccountPageTexts locale={locale} texts={accountPageTexts(locale)}>
          <TokenAction kind="verify" token={first(query.token) ?? ''} from={first(query.from) ?? localePath(locale, '/')} />
        </AccountPageTexts>
      </div>
    </SignInShell>
  )
}
