'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './Account.module.css'
import { apiRequest } from '@/features/session/client'
import { useUser } from './useUser'
import { whenNotTyping } from './whenNotTyping'

/** SPEC §4: default points shown when a notice names none. */
export const DEFAULT_NOTICE_POINTS = 20

type Notice = { type: 'REGISTER' | 'LOGIN'; points?: number }

/**
 * The points notice (SPEC §3, §4): fetched only with a token; opens when the list has a REGISTER or
 * LOGIN item (once the reader is not typing in a field); the button or a click on the backdrop
 * closes it. The server hands each notice out once, so it is shown once. A failed fetch is only logged.
 */
export function PointsNoticeModal() {
  const { t } = useTranslation('account')
  const token = useUser((s) => s.token)
  const [notices, setNotices] = useState<Notice[]>([])
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (!token) return
    void apiRequest<Notice[]>('/api/user/getNoticePoints').then((result) => {
      if (result.code !== 0 || !result.data) return console.error('points notice fetch failed', result.message)
      setNotices(result.data.filter((n) => n.type === 'REGISTER' || n.type === 'LOGIN'))
    })
  }, [token])

  useEffect(() => {
    if (notices.length === 0) return
    // Not while the reader types: the modal would take the focus and the next keys with it.
    return whenNotTyping(() => {
      if (dialog.current && !dialog.current.open) dialog.current.showModal()
    })
  }, [notices])

  const close = () => {
    dialog.current?.close()
    setNotices([])
  }
  if (notices.length === 0) return null
  return (
    <dialog
      ref={dialog}
      className={styles.pointsModal}
      data-testid="points-modal"
      aria-labelledby="points-modal-title"
      onClose={() => setNotices([])}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.pointsBody}>
        <h2 id="points-modal-title">{t('points.modalTitle')}</h2>
        <ul>
          {notices.map((n) => (
            <li key={n.type}>{t(n.type === 'REGISTER' ? 'points.register' : 'points.login', { points: n.points ?? DEFAULT_NOTICE_POINTS })}</li>
          ))}
        </ul>
        <button type="button" className={styles.primary} onClick={close} data-testid="points-modal-ok">
          {t('points.ok')}
        </button>
      </div>
    </dialog>
  )
}
