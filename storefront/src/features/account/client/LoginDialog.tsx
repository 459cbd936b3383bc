'use client'

import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './Account.module.css'
import { useAccountConfig } from './AccountProvider'
import { loginFrameUrl, MOBILE_MAX_WIDTH, parseFrameMessage } from './loginFrameUrl'
import { exchangeCode } from './session'
import { useUser } from './useUser'
import { userStore } from '@/features/session/userStore'

/**
 * The China edition's login dialog (SPEC §4, §7): the user-centre login page in a frame. It obeys
 * the frame's CLOSE_LOGIN, SUCCESS_LOGIN and REPEAT_LOGIN messages, from the frame's origin only;
 * on a viewport of 768 px or less the whole page goes to the mobile login address instead.
 */
export function LoginDialog() {
  const config = useAccountConfig()
  const { t } = useTranslation('account')
  const show = useUser((s) => s.loginShow)
  const dialog = useRef<HTMLDialogElement>(null)
  const frameOrigin = new URL(config.loginFrameUrl).origin

  useEffect(() => {
    if (!show) return
    if (window.innerWidth <= MOBILE_MAX_WIDTH) {
      userStore.setLoginShow(false)
      window.location.href = loginFrameUrl(config.mobileLoginUrl, { source: config.source, mobile: true, href: location.href, variant: 1 })
    }
  }, [show, config])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin) return
      const message = parseFrameMessage(event.data)
      if (!message) return
      if (message.type === 'CLOSE_LOGIN') userStore.setLoginShow(false)
      else if (message.type === 'REPEAT_LOGIN') userStore.setLoginShow(true)
      else if (message.type === 'SUCCESS_LOGIN') {
        userStore.setLoginShow(false)
        if (message.ticket) {
          userStore.setCode(message.ticket)
          userStore.setLoginType(1)
          void exchangeCode()
        } else {
          // A login centre on the shared domain may have set the cookies itself.
          location.reload()
        }
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frameOrigin])

  const visible = show && typeof window !== 'undefined' && window.innerWidth > MOBILE_MAX_WIDTH
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (visible && !el.open) el.showModal()
    if (!visible && el.open) el.close()
  }, [visible])

  return (
    <dialog ref={dialog} className={styles.loginDialog} aria-label={t('dialog.title')} data-testid="login-dialog" onClose={() => userStore.getState().loginShow && userStore.setLoginShow(false)}>
      <button type="button" className={styles.close} onClick={() => userStore.setLoginShow(false)} aria-label={t('dialog.close')}>
        ×
      </button>
      {visible && (
        <iframe
          className={styles.loginFrame}
          title={t('dialog.title')}
          src={loginFrameUrl(config.loginFrameUrl, { source: config.source, mobile: false, href: location.href, variant: 1 })}
        />
      )}
    </dialog>
  )
}
