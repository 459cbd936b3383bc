import { sandboxInstance } from '@aidir/cms/deployments'
import type { Metadata } from 'next'
import styles from '@/features/deployment/deployment.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { getPayload } from '@/lib/payload'
import { privatePageMetadata } from '@/lib/privateMetadata'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; instance: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return privatePageMetadata(locale, (await getT(locale, 'deployment'))('sandboxPage.title', { instance: (await params).instance }))
}

/**
 * The sandbox runtime's visit address: says, labelled as the sandbox, what would run here with a
 * cluster configured. Anyone with the address may look (as with a real instance); never the settings.
 */
export default async function SandboxAppPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const instance = decodeURIComponent((await params).instance)
  const t = await getT(locale, 'deployment')
  const found = /^[a-z0-9-]{1,63}$/.test(instance) ? await sandboxInstance(await getPayload(), instance, locale) : null
  const live = found?.view.state === 'deployed'
  return (
    <section className={styles.status} data-testid="sandbox-app">
      <h1>
        <span className={styles.sandbox}>{t('status.sandboxRuntime')}</span> {t('sandboxPage.title', { instance })}
      </h1>
      {found && live ? (
        <>
          <p>{t('sandboxPage.body', { name: found.view.product.name })}</p>
          <dl className={styles.facts}>
            <dt>{t('sandboxPage.image')}</dt>
            <dd>{found.image}</dd>
            <dt>{t('sandboxPage.port')}</dt>
            <dd>{found.port}</dd>
            <dt>{t('sandboxPage.health')}</dt>
            <dd>{found.healthPath}</dd>
            <dt>{t('sandboxPage.resources')}</dt>
            <dd>{t('card.resources', { cpu: found.cpu, memory: found.memory })}</dd>
            <dt>{t('sandboxPage.expiresAt')}</dt>
            <dd>{found.view.expiresAt ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(found.view.expiresAt)) + ' UTC' : ''}</dd>
          </dl>
        </>
      ) : (
        <p className={styles.hint}>{t('sandboxPage.gone')}</p>
      )}
    </section>
  )
}
