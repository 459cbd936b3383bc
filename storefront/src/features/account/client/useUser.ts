'use client'

import { useSyncExternalStore } from 'react'
import { type UserState, userStore } from '@/features/session/userStore'

const serverState: UserState = { points: 0, code: null, token: null, loginType: 1, loginShow: false, userInfo: null }

/** A slice of the user store; re-renders when it changes. */
export function useUser<T>(select: (state: UserState) => T): T {
  return useSyncExternalStore(
    userStore.subscribe,
    () => select(userStore.getState()),
    () => select(serverState),
  )
}
