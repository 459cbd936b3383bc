import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { CompareTray } from './CompareTray'
import styles from './compareTray.module.css'

/** The way from the list and detail pages to the comparison (the visitor's pick) and the cost calculator. */
export async function CompareLinks({ locale }: { locale: Locale }) {
  const t = await getT(locale, 'models')
  return (
    <>
      <nav className={styles.links} aria-label={t('compare.openCompare')}>
        <a href={localePath(locale, routes.modelsCompare())}>{t('compare.openCompare')}</a>
        <a href={localePath(locale, routes.modelsCost())}>{t('compare.openCost')}</a>
      </nav>
      <CompareTray
        comparePath={localePath(locale, routes.modelsCompare())}
        texts={{ open: t('compare.tray', { count: '{{count}}' }), hint: t('compare.trayHint'), clear: t('compare.clear') }}
      />
    </>
  )
}
