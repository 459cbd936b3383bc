import { apiRequest } from '@/features/session/client'
import { MOBILE_MAX_WIDTH } from './loginFrameUrl'
import { type UserInfo, userStore } from '@/features/session/userStore'

/**
 * The sign-in state machine of SPEC §4 Login, on the browser side: a stored code without a token
 * (and loginType ≠ 2) is exchanged for a token by POST /api/account/login, sent without token;
 * success stores the token and reloads the page; failure ('login failed') clears the code and
 * closes the dialog.
 */
let exchanging: Promise<boolean> | null = null

export function exchangeCode(): Promise<boolean> {
  const { code, token, loginType } = userStore.getState()
  if (!code || token || loginType === 2) return Promise.resolve(false)
  exchanging ??= (async () => {
    const result = await apiRequest<{ token?: string }>('/api/account/login', {
      method: 'POST',
      withoutToken: true,
      body: { code, loginType, redirectUrl: location.href, loginSource: innerWidth <= MOBILE_MAX_WIDTH ? 'h5' : 'pc' },
    })
    if (result.code === 0 && result.data?.token) {
      userStore.setToken(result.data.token)
      userStore.setCode(null)
      location.reload()
      return true
    }
    console.error('login failed', result.code === 0 ? 'no token in response' : result.message)
    userStore.setCode(null)
    userStore.setLoginShow(false)
    return false
  })().finally(() => {
    exchanging = null
  })
  return exchanging
}

/** The signed-in user's data (with a token only). */
export async function loadUser(): Promise<UserInfo | null> {
  if (!userStore.getState().token) return null
  const result = await apiRequest<UserInfo>('/api/user/getUserData')
  if (result.code !== 0 || !result.data) return null
  userStore.setUserInfo(result.data)
  return result.data
}

/** SPEC §4 Logout: the server session is revoked, then code, token and userInfo are cleared. */
export async function logout(options: { callApi?: boolean } = {}) {
  if (options.callApi !== false && userStore.getState().token) await apiRequest('/api/account/logout')
  userStore.clearUser()
}
