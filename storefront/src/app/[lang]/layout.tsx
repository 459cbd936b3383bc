import { localeMeta } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import type React from 'react'
import { Providers } from '@/components/providers/Providers'
import { AccountProvider } from '@/features/account/client/AccountProvider'
import { accountConfig } from '@/features/account/server/accountConfig'
import { RoutingWidgets } from '@/components/routing/RoutingWidgets'
import { GlobalWidgets } from '@/components/shell/GlobalWidgets'
import { themeScript } from '@/components/shell/themeScript'
import { clientBundles } from '@/i18n/clientBundles'
import { resolveLocale } from '@/lib/locale'
import { metadataBase } from '@/lib/site'
import '../globals.css'
import '@/components/shell/shellStyles'

// Every page below is served from the route cache and regenerated at most every 60 s
// (CONTENT_REVALIDATE_SECONDS; a CMS change also revalidates its pages at once, by tag). Next takes
// the lowest value of a route's layouts and page and reads it only as a literal, so it is said here
// once. Pages are rendered on their first request (the build has no database): an empty list keeps
// every [lang] page eligible for that cache; a page with a dynamic segment of its own re-exports
// this from lib/cachedPage.ts.
export const revalidate = 60

export { generateStaticParams } from '@/lib/cachedPage'

/** Relative addresses in any page's metadata resolve against the public origin (lib/site.ts). */
export async function generateMetadata(): Promise<Metadata> {
  return { metadataBase: metadataBase() }
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
        <Providers locale={locale} bundles={clientBundles(locale)}>
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
