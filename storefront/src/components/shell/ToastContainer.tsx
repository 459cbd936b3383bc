'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { TOAST_DISMISS_EVENT, TOAST_EVENT, TOAST_OFFSET_PX, takeWaitingToasts, type ToastItem, type ToastPlacement, toastPlacements } from './toast'
import styles from './ToastContainer.module.css'

const offsets: Record<ToastPlacement, React.CSSProperties> = {
  top: { top: TOAST_OFFSET_PX, left: '50%', transform: 'translateX(-50%)' },
  'top-left': { top: TOAST_OFFSET_PX, left: TOAST_OFFSET_PX },
  'top-right': { top: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX },
  bottom: { bottom: TOAST_OFFSET_PX, left: '50%', transform: 'translateX(-50%)' },
  'bottom-left': { bottom: TOAST_OFFSET_PX, left: TOAST_OFFSET_PX },
  'bottom-right': { bottom: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX },
}

/** Shows the toasts of toast(); Escape closes the newest one. */
export function ToastContainer() {
  const { t } = useTranslation()
  const [items, setItems] = useState<ToastItem[]>([])
  const remove = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), [])

  useEffect(() => {
    const onToast = (event: Event) => {
      const item = (event as CustomEvent<ToastItem>).detail
      setItems((list) => (list.some((shown) => shown.id === item.id) ? list : [...list, item]))
      if (item.duration > 0) setTimeout(() => remove(item.id), item.duration)
    }
    const onDismiss = (event: Event) => remove((event as CustomEvent<number>).detail)
    window.addEventListener(TOAST_EVENT, onToast)
    window.addEventListener(TOAST_DISMISS_EVENT, onDismiss)
    for (const item of takeWaitingToasts()) onToast(new CustomEvent<ToastItem>(TOAST_EVENT, { detail: item }))
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast)
      window.removeEventListener(TOAST_DISMISS_EVENT, onDismiss)
    }
  }, [remove])

  useEffect(() => {
    if (!items.length) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setItems((list) => list.slice(0, -1))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [items.length])

  // The regions exist before any message so screen readers announce what is added to them.
  return (
    <>
      {toastPlacements.map((placement) => (
        <div key={placement} className={styles.region} style={offsets[placement]} data-placement={placement} aria-live="polite" aria-relevant="additions">
          {items
            .filter((item) => item.placement === placement)
            .map((item) => (
              <div key={item.id} className={styles.toast} data-type={item.type} data-testid="toast" role={item.type === 'error' || item.type === 'warning' ? 'alert' : 'status'}>
                <span className="visually-hidden">{t(`toast.type.${item.type}`)}: </span>
                <span className={styles.message}>{item.message}</span>
                <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => remove(item.id)}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </div>
            ))}
        </div>
      ))}
    </>
  )
}
