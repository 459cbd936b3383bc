'use client'

import { TRACKER_LIMITS } from '@aidir/cms/tracker'
import { useTrackerT } from './TrackerI18n'
import { messageKeys } from './messages'

/** The reader's-language text of an API message; unknown messages fall back to `fallbackKey`. */
export function useTrackerMessage() {
  const t = useTrackerT()
  return (message: string | undefined, fallbackKey = 'messages.requestError') => {
    const key = message ? messageKeys[message] : undefined
    return t(key ?? fallbackKey, { min: TRACKER_LIMITS.tagsMin })
  }
}
