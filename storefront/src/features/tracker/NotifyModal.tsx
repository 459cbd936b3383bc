'use client'

import { useEffect, useRef } from 'react'
import { PhoneBindingPanel } from '../phone-binding/PhoneBindingPanel'
import { useTrackerT } from './TrackerI18n'
import styles from './tracker.module.css'

/**
 * The notification modal shown while a report is generated (SPEC §2, §4): the phone-binding flow
 * (phone, slide puzzle, 6-digit code) with its states unsubmitted, submitted, unauthorised and
 * enabled; the bound number is where the site announces finished reports.
 */
export function NotifyModal({ open, onClose, edition, ready = false }: { open: boolean; onClose: () => void; edition: 'intl' | 'cn'; ready?: boolean }) {
  const t = useTrackerT()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className={styles.dialog} onClose={onClose} aria-labelledby="tracker-notify-title" data-testid="tracker-notify-modal">
      <div className={styles.dialogHeader}>
        <h2 id="tracker-notify-title">{t('notify.title')}</h2>
        <button type="button" className={styles.chipRemove} onClick={onClose} aria-label={t('notify.close')}>
          ×
        </button>
      </div>
      <p className={styles.hint} role="status" data-testid="tracker-notify-state">
        {t(ready ? 'notify.ready' : 'notify.intro')}
      </p>
      {open ? <PhoneBindingPanel edition={edition} /> : null}
    </dialog>
  )
}
