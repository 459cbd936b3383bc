import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NotFoundClient } from '@/components/routing/NotFoundClient'
import { QueryProvider } from '@/components/providers/QueryProvider'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { signInHref } from '@/features/account/signInHref'
import { DeployForm } from '@/features/deployment/DeployForm'
import { DeploymentI18n } from '@/features/deployment/DeploymentI18n'
import styles from '@/features/deployment/deployment.module.css'
import { findDeployableApp, findDeploymentPackages } from '@/features/deployment/pageData'
import { runtimeLabel } from '@/features/deployment/runtimeLabel'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; key: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const app = await findDeployableApp(locale, decodeURIComponent((await params).key))
  if (!app) notFound()
  const t = await getT(locale, 'deployment')
  return pageMetadata({ locale, path: routes.deployApp(app.key), title: t('deploy.title', { name: app.name }), description: app.tagline, noindex: true })
}

/** The deploy form of one app: package and settings; the user signs in to deploy. */
export default async function DeployAppPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const key = decodeURIComponent((await params).key)
  const [t, app, packages] = await Promise.all([getT(locale, 'deployment'), findDeployableApp(locale, key), findDeploymentPackages(locale)])
  if (!app) return <NotFoundClient />
  return (
    <DeploymentI18n locale={locale} texts={resources[locale].deployment}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('title'), path: routes.deployment() },
          { name: app.name, path: routes.deployApp(app.key) },
        ]}
      />
      <header className={styles.hero}>
        <h1>{t('deploy.title', { name: app.name })}</h1>
        <p className={styles.intro}>{app.tagline}</p>
        {runtimeLabel() === 'sandbox' ? (
          <p className={styles.notice}>
            <span className={styles.sandbox}>{t('status.sandboxRuntime')}</span> {t('sandbox')}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <dt>{t('card.image')}</dt>
          <dd>{app.recipe.image}</dd>
          <dt>{t('card.port')}</dt>
          <dd>{app.recipe.port}</dd>
        </dl>
      </header>
      <QueryProvider>
        <DeployForm
          app={{ id: app.id, name: app.name, variables: app.recipe.variables.map((v) => ({ name: v.name, required: Boolean(v.required), secret: Boolean(v.secret), defaultValue: v.defaultValue ?? null, description: v.description ?? null })) }}
          packages={packages}
          statusBase={localePath(locale, '/deployment/status/')}
          payBase={localePath(locale, '/pay/')}
          loginHref={signInHref(locale, routes.deployApp(app.key))}
        />
      </QueryProvider>
      <p><a href={localePath(locale, routes.deployment())}>{t('deploy.back')}</a></p>
    </DeploymentI18n>
  )
}
