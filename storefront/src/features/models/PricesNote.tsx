import { env } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import styles from './compare.module.css'

/** Where the prices come from: the daily models API sync, or the editors alone (sandbox: no feed connected). */
export async function PricesNote({ locale }: { locale: Locale }) {
  const t = await getT(locale, 'models')
  const synced = Boolean(env().MODELS_API_URL)
  return (
    <p className={styles.sandbox} data-testid="prices-source" data-source={synced ? 'api' : 'sandbox'}>
      {synced ? t('prices.synced') : t('prices.curated')}
    </p>
  )
}
