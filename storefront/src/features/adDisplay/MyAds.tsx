'use client'

import type { OwnerAd } from '@aidir/cms/adStats'
import { useQuery } from '@tanstack/react-query'
import { useUser } from '@/features/account/client/useUser'
import { apiData } from '@/features/session/client'
import { useTranslation } from '@/i18n/client'
import styles from './MyAds.module.css'

const formatDate = (iso: string | null, language: string) => (iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : null)
const formatCount = (n: number, language: string) => new Intl.NumberFormat(language).format(n)

/** The user centre's "My ads": each of the user's campaigns with its position, product, run, days left, impressions and clicks. */
export function MyAds() {
  const { t, i18n } = useTranslation('adDisplay')
  const token = useUser((s) => s.token)
  const ads = useQuery({ queryKey: ['my-ads', token], queryFn: async () => (await apiData<{ list: OwnerAd[] }>('/api/ads/mine')).list })
  if (ads.isError) return <p className={styles.empty}>{t('mine.loadFailed')}</p>
  if (ads.data && ads.data.length === 0) return <p className={styles.empty}>{t('mine.empty')}</p>
  const language = i18n.language
  return (
    <ul className={styles.cards} data-testid="my-ads">
      {ads.data?.map((ad) => (
        <li key={ad.id} className={styles.card} data-testid={`my-ad-${ad.id}`}>
          <div className={styles.head}>
            <strong className={styles.wrap}>{ad.product?.name ?? '—'}</strong>
            <span className={styles.badge} data-status={ad.status}>
              {t(`mine.status.${ad.status}`, { defaultValue: ad.status })}
            </span>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('mine.position')}</dt>
              <dd>{ad.position?.name ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('mine.start')}</dt>
              <dd>{formatDate(ad.startsAt, language) ?? t('mine.notScheduled')}</dd>
            </div>
            <div>
              <dt>{t('mine.end')}</dt>
              <dd>{formatDate(ad.endsAt, language) ?? t('mine.notScheduled')}</dd>
            </div>
            <div>
              <dt>{t('mine.remainingDays')}</dt>
              <dd data-testid="remaining-days">{t('mine.days', { count: ad.remainingDays })}</dd>
            </div>
            <div>
              <dt>{t('mine.impressions')}</dt>
              <dd className={styles.figure} data-testid="impressions">
                {formatCount(ad.impressions, language)}
              </dd>
            </div>
            <div>
              <dt>{t('mine.clicks')}</dt>
              <dd className={styles.figure} data-testid="clicks">
                {formatCount(ad.clicks, language)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
