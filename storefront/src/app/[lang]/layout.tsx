import { localeMeta } from '@aidir/cms/locales'
import type React from 'react'
import { Providers } from '@/components/providers/Providers'
import { AccountProvider } from '@/features/account/client/AccountProvider'
import { accountConfig } from '@/features/account/server/accountConfig'
import { RoutingWidgets } from '@/components/routing/RoutingWidgets'
import { GlobalWidgets } from '@/components/shell/GlobalWidgets'
import { themeScript } from '@/components/shell/themeScript'
import { resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import '../globals.css'
import '@/components/shell/shellStyles'

// Pages are rendered on their first request (the build has no database), then served from the
// route cache: an empty list here keeps every [lang] page eligible for that cache.
export function generateStaticParams() {
  return []
}

/** The document of every page: language, theme before paint, client providers. */
export default async function LangLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const locale = await resolveLocale(params)
  return (
    <html lang={localeMeta[locale].hreflang} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <Providers locale={locale} bundles={{ common: resources[locale].common, account: resources[locale].account, errors: resources[locale].errors }}>
          <AccountProvider config={accountConfig(locale)}>
            {children}
            <RoutingWidgets />
            <GlobalWidgets />
          </AccountProvider>
        </Providers>
      </body>
    </html>
  )
}
