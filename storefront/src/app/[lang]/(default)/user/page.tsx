import type { Metadata } from 'next'
import { AccountPageTexts } from '@/features/account/client/AccountPageTexts'
import { accountPageTexts } from '@/i18n/clientBundles'
import { QueryProvider } from '@/components/providers/QueryProvider'
import { AdDisplayI18n } from '@/features/adDisplay/AdDisplayI18n'
import { DeploymentI18n } from '@/features/deployment/DeploymentI18n'
import { OrdersI18n } from '@/features/userCentre/OrdersI18n'
import { SubmitI18n } from '@/features/mcpSubmit/SubmitI18n'
import { UserCentre } from '@/features/userCentre/UserCentre'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { privatePageMetadata } from '@/lib/privateMetadata'

// Reads its query string (return address, token or tab): rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** The user centre; what it shows is personal, so it is rendered in the browser with the token. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return privatePageMetadata(locale, (await getT(locale, 'account'))('centre.title'))
}

export default async function UserPage({ params, searchParams }: { params: Promise<{ lang: string }>; searchParams: Promise<{ tab?: string | string[] }> }) {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'account')
  const tab = (await searchParams).tab
  return (
    <>
      <h1>{t('centre.title')}</h1>
      <QueryProvider>
        <OrdersI18n locale={locale} texts={resources[locale].orders}>
          <AdDisplayI18n locale={locale} texts={resources[locale].adDisplay}>
            <DeploymentI18n locale={locale} texts={resources[locale].deployment}>
              {/* My MCP's submissions: only the texts they show. */}
              <SubmitI18n locale={locale} texts={{ mine: resources[locale].mcpSubmit.mine, status: resources[locale].mcpSubmit.status }}>
                <AccountPageTexts locale={locale} texts={accountPageTexts(locale)}>
                  <UserCentre initial={Array.isArray(tab) ? tab[0] : tab} />
                </AccountPageTexts>
              </SubmitI18n>
            </DeploymentI18n>
          </AdDisplayI18n>
        </OrdersI18n>
      </QueryProvider>
    </>
  )
}
