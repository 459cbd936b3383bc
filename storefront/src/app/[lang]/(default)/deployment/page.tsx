import type { Metadata } from 'next'
import Image from 'next/image'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { DeploymentI18n } from '@/features/deployment/DeploymentI18n'
import styles from '@/features/deployment/deployment.module.css'
import { findDeployableApps, findDeploymentPackages } from '@/features/deployment/pageData'
import { RequestForm } from '@/features/deployment/RequestForm'
import { runtimeLabel } from '@/features/deployment/runtimeLabel'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'

// The search (`?q=`) reaches the page as a path segment (proxy.ts, `q/[query]`), so every search is cached like the plain list.
type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'deployment')
  return pageMetadata({ locale, path: routes.deployment(), title: t('title'), description: t('intro') })
}

/**
 * /deployment (SPEC §1, §2, issue 21): the open-source apps that can be deployed in one click, with
 * what each runs (image, port, resources, health check, settings) and the packages, searchable; and
 * the custom deployment request form.
 */
export default async function DeploymentPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const raw = (await listingQuery(params)).q
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 80) ?? ''
  const [t, apps, packages] = await Promise.all([getT(locale, 'deployment'), findDeployableApps(locale, query), findDeploymentPackages(locale)])
  return (
    <DeploymentI18n locale={locale} texts={resources[locale].deployment}>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.deployment() }]} />
      <header className={styles.hero}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>
          {t('intro')} <a href="#custom">{t('request.title')}</a>
        </p>
        {runtimeLabel() === 'sandbox' ? (
          <p className={styles.notice} data-testid="deployment-sandbox">
            <span className={styles.sandbox}>{t('status.sandboxRuntime')}</span> {t('sandbox')}
          </p>
        ) : null}
      </header>
      <form className={styles.search} action={localePath(locale, routes.deployment())} role="search">
        <label htmlFor="deployment-q" className="visually-hidden">{t('search.label')}</label>
        <input id="deployment-q" name="q" type="search" className={styles.input} defaultValue={query} placeholder={t('search.placeholder')} maxLength={80} />
        <button type="submit" className={styles.secondary}>{t('search.submit')}</button>
      </form>
      <div className={styles.layout}>
        <section aria-label={t('title')}>
          {apps.length === 0 ? <p className={styles.hint}>{query ? t('search.none') : t('empty')}</p> : null}
          <ul className={styles.apps} data-testid="deployable-apps">
            {apps.map((app) => (
              <li key={app.id} className={styles.app} data-testid="deployable-app" data-key={app.key}>
                <div className={styles.appHead}>
                  {app.logo ? <Image src={app.logo} alt="" width={40} height={40} unoptimized /> : null}
                  <h2><a href={localePath(locale, routes.product(app.key))}>{app.name}</a></h2>
                </div>
                <p className={styles.tagline}>{app.tagline}</p>
                <dl className={styles.facts}>
                  <dt>{t('card.image')}</dt>
                  <dd>{app.recipe.image}</dd>
                  <dt>{t('card.port')}</dt>
                  <dd>{app.recipe.port}</dd>
                  <dt>{t('card.health')}</dt>
                  <dd>{app.recipe.healthPath}</dd>
                </dl>
                <p className={styles.hint}>{t('card.resources', { cpu: app.recipe.cpu, memory: app.recipe.memory })}</p>
                {app.recipe.variables.length ? (
                  <ul className={styles.vars} aria-label={t('card.variables')}>
                    {app.recipe.variables.map((v) => (
                      <li key={v.name} className={styles.var}>
                        {v.name}
                        {v.secret ? ` · ${t('card.secret')}` : ''}
                        {v.required ? ` · ${t('card.required')}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className={styles.actions}>
                  <a className={styles.primary} href={localePath(locale, routes.deployApp(app.key))} data-testid="deploy-link">{t('card.deploy')}</a>
                  <span className={styles.hint}>{packages.map((p) => p.price ?? t('packages.free')).join(' / ')}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <aside className={styles.side}>
          <section className={styles.panel}>
            <h2>{t('packages.title')}</h2>
            <ul className={styles.packages}>
              {packages.map((p) => (
                <li key={p.id} className={styles.package}>
                  <span>{p.name}</span>
                  <span>{p.price ?? t('packages.free')} · {t('packages.expiry', { hours: p.hours })}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.panel} id="custom">
            <h2>{t('request.title')}</h2>
            <p className={styles.hint}>{t('request.intro')}</p>
            <RequestForm locale={locale} />
          </section>
        </aside>
      </div>
    </DeploymentI18n>
  )
}
