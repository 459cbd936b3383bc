import { COOKIE_NAMES, readCookie, writeCookie } from './cookies'

/**
 * The user store (SPEC §3): points, code, token, loginType (default 1), loginShow and userInfo.
 * token, code and loginType are persisted in cookies; the rest lives for the page. A tiny external
 * store read with useSyncExternalStore, so non-React code (the fetch helper) can change it too.
 */
export type UserInfo = { id: number; email: string; name: string | null; nickName: string; avatar: string | null; role: string; points: number; preferredLocale: string | null }

export type UserState = {
  points: number
  code: string | null
  token: string | null
  loginType: number
  loginShow: boolean
  userInfo: UserInfo | null
}

/** Reopening the login dialog when it is asked for while already shown (SPEC §4, §9). */
export const LOGIN_REOPEN_DELAY_MS = 200
/** After a 401 the China edition opens the login dialog after this delay (SPEC §4, §9). */
export const LOGIN_AFTER_401_DELAY_MS = 100

type Listener = () => void
let cookieOptions = { domain: '', maxAgeSeconds: 30 * 24 * 3600 }
let state: UserState = { points: 0, code: null, token: null, loginType: 1, loginShow: false, userInfo: null }
const listeners = new Set<Listener>()
let reopenTimer: ReturnType<typeof setTimeout> | undefined

function set(patch: Partial<UserState>) {
  state = { ...state, ...patch }
  for (const l of listeners) l()
}

function persist(name: keyof typeof COOKIE_NAMES, value: string | null) {
  writeCookie(COOKIE_NAMES[name], value, { domain: cookieOptions.domain || undefined, maxAgeSeconds: cookieOptions.maxAgeSeconds })
}

export const userStore = {
  getState: () => state,
  /**
   * The token to send with a request. Components' effects run before the provider's, so a call made
   * on mount can come before hydrate(): the cookie is then read directly.
   */
  requestToken(): string | null {
    return state.token ?? (typeof document === 'undefined' ? null : readCookie(COOKIE_NAMES.token))
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  /** Reads the persisted fields from the cookies (once, in the browser). */
  hydrate(options: { domain: string; maxAgeSeconds: number }) {
    cookieOptions = options
    const loginType = Number(readCookie(COOKIE_NAMES.loginType))
    set({ token: readCookie(COOKIE_NAMES.token), code: readCookie(COOKIE_NAMES.code), loginType: loginType === 2 ? 2 : 1 })
  },

  setToken(token: string | null) {
    persist('token', token)
    set({ token })
  },
  setCode(code: string | null) {
    persist('code', code)
    set({ code })
  },
  setLoginType(loginType: number) {
    persist('loginType', String(loginType))
    set({ loginType })
  },
  setUserInfo(userInfo: UserInfo | null) {
    set({ userInfo, points: userInfo?.points ?? state.points })
  },
  setPoints(points: number) {
    set({ points })
  },

  /** Shows or hides the login dialog; asked to show while shown, it closes and reopens after 200 ms. */
  setLoginShow(show: boolean) {
    clearTimeout(reopenTimer)
    if (show && state.loginShow) {
      set({ loginShow: false })
      reopenTimer = setTimeout(() => set({ loginShow: true }), LOGIN_REOPEN_DELAY_MS)
      return
    }
    set({ loginShow: show })
  },

  /** Forgets the signed-in user (SPEC §4 Logout): code, token and userInfo. */
  clearUser() {
    persist('token', null)
    persist('code', null)
    set({ token: null, code: null, userInfo: null, points: 0 })
  },
}
