/**
 * The Google sign-in popup (SPEC §4): 500×600, centred; checked for being closed every 500 ms;
 * given up after 300 s; only messages from our own origin and from that popup count.
 */
export const POPUP_WIDTH = 500
export const POPUP_HEIGHT = 600
export const POPUP_CLOSED_CHECK_MS = 500
export const POPUP_TIMEOUT_MS = 300_000
export const POPUP_ANSWER_GRACE_MS = 300

export type PopupOutcome = { kind: 'code'; code: string } | { kind: 'closed' } | { kind: 'timeout' } | { kind: 'error'; reason: string }

export function runGooglePopup(url: string): Promise<PopupOutcome> {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2)
  const popup = window.open(url, 'google-login', `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`)
  if (!popup) return Promise.resolve({ kind: 'error', reason: 'popup blocked' })
  return new Promise((resolve) => {
    let closing: ReturnType<typeof setTimeout> | undefined
    const finish = (outcome: PopupOutcome) => {
      clearInterval(closedCheck)
      clearTimeout(timeout)
      clearTimeout(closing)
      window.removeEventListener('message', onMessage)
      resolve(outcome)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup) return
      const data = event.data as { type?: string; code?: string; error?: string }
      if (data?.type !== 'GOOGLE_LOGIN') return
      finish(data.code ? { kind: 'code', code: data.code } : { kind: 'error', reason: data.error ?? 'unknown error' })
    }
    window.addEventListener('message', onMessage)
    // The popup posts its answer and closes itself: the closed check can run before that message is
    // handled, so a closed popup counts as closed by the user only if no answer follows shortly.
    const closedCheck = setInterval(() => {
      if (popup.closed && closing === undefined) closing = setTimeout(() => finish({ kind: 'closed' }), POPUP_ANSWER_GRACE_MS)
    }, POPUP_CLOSED_CHECK_MS)
    const timeout = setTimeout(() => {
      popup.close()
      finish({ kind: 'timeout' })
    }, POPUP_TIMEOUT_MS)
  })
}
