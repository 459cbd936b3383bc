import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import styles from './Bare.module.css'
import { CopyButton } from '@/components/copy/CopyButton'

/**
 * The leave warning: names the destination host, shows the full address, and offers "copy link"
 * and "direct access". The link is plain (no opener, no referral credit) and opens in this tab.
 */
export async function LeaveNotice({ locale, url, host }: { locale: Locale; url: string; host: string }) {
  const [t, tc] = await Promise.all([getT(locale, 'pages'), getT(locale)])
  return (
    <section className={styles.panel} aria-labelledby="leave-heading" data-testid="leave-notice">
      <a className={styles.brand} href={localePath(locale, routes.home())}>
        {tc('site.name')}
      </a>
      <h1 id="leave-heading">{t('excessLink.title')}</h1>
      <p>{t('excessLink.warning', { host })}</p>
      <p className={styles.url} data-testid="target-url">
        {url}
      </p>
      <div className={styles.actions}>
        <a className={styles.primary} href={url} rel="noopener nofollow" data-testid="direct-access">
          {t('excessLink.direct')}
        </a>
        <CopyButton text={url} labels={{ copy: t('excessLink.copy'), copied: t('copy.success'), failed: t('copy.failed') }} />
      </div>
      <a className={styles.secondary} href={localePath(locale, routes.home())}>
        {t('excessLink.back')}
      </a>
    </section>
  )
}
