'use client'

import { useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiDownload } from '@/features/session/client'
import { useGeoT } from './GeoI18n'
import { useApiMessage } from './useMessage'
import styles from './geo.module.css'

/** CSV and XLSX export; before every detection completes it says so instead (SPEC §4). */
export function ExportButtons({ checkId, exportable }: { checkId: number; exportable: boolean }) {
  const t = useGeoT()
  const apiMessage = useApiMessage()
  const [busy, setBusy] = useState(false)
  const run = async (format: 'csv' | 'xlsx') => {
    if (!exportable) {
      toast({ message: t('messages.exportNotReady'), type: 'warning' })
      return
    }
    setBusy(true)
    try {
      await apiDownload(`/api/geo/checks/${checkId}/export?format=${format}`)
    } catch (err) {
      toast({ message: err instanceof ApiError ? apiMessage(err.message, 'messages.exportFailed') : t('messages.exportError'), type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={styles.exports}>
      <button type="button" className={styles.secondary} aria-disabled={!exportable} disabled={busy} onClick={() => run('csv')} data-testid="export-csv">
        {t('result.exportCsv')}
      </button>
      <button type="button" className={styles.secondary} aria-disabled={!exportable} disabled={busy} onClick={() => run('xlsx')} data-testid="export-xlsx">
        {t('result.exportXlsx')}
      </button>
      {!exportable ? <span className={styles.hint}>{t('messages.exportNotReady')}</span> : null}
    </div>
  )
}
