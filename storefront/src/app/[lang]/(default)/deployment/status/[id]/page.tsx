import type { Metadata } from 'next'
import { QueryProvider } from '@/components/providers/QueryProvider'
import { signInHref } from '@/features/account/signInHref'
import { DeploymentI18n } from '@/features/deployment/DeploymentI18n'
import { DeploymentStatus } from '@/features/deployment/DeploymentStatus'
import { NotFoundClient } from '@/components/routing/NotFoundClient'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { privatePageMetadata } from '@/lib/privateMetadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return privatePageMetadata(locale, (await getT(locale, 'deployment'))('title'))
}

/** A deployment's live status; personal, so read in the browser with the user's token. */
export default async function DeploymentStatusPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const raw = (await params).id
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0
  if (!id) return <NotFoundClient />
  const t = await getT(locale, 'deployment')
  return (
    <DeploymentI18n locale={locale} texts={resources[locale].deployment}>
      <h1>{t('title')}</h1>
      <QueryProvider>
        <DeploymentStatus id={id} locale={locale} myAppsHref={localePath(locale, routes.userCentre('apps'))} loginHref={signInHref(locale, routes.deploymentStatus(id))} payBase={localePath(locale, '/pay/')} />
      </QueryProvider>
    </DeploymentI18n>
  )
}
