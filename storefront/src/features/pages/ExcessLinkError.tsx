import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import styles from './Bare.module.css'

/** The interstitial with no usable address: says why, and offers only the way back. */
export async function ExcessLinkError({ locale, reason }: { locale: Locale; reason: 'missing' | 'invalid' }) {
  const [t, tc] = await Promise.all([getT(locale, 'pages'), getT(locale)])
  return (
    <section className={styles.panel} aria-labelledby="leave-heading" data-testid="leave-error">
      <a className={styles.brand} href={localePath(locale, routes.home())}>
        {tc('site.name')}
      </a>
      <h1 id="leave-heading">{t('excessLink.invalidTitle')}</h1>
      <p className={styles.error} role="alert">
        {t(reason === 'missing' ? 'excessLink.missing' : 'excessLink.invalid')}
      </p>
      <a className={styles.primary} href={localePath(locale, routes.home())}>
        {t('excessLink.back')}
      </a>
    </section>
  )
}
