'use client'

import { useGeoT } from './GeoI18n'
import { MAX_HIT_TERMS } from './hitTerms'
import { messageKeys } from './messages'

/** The reader's-language text of an API message; unknown messages fall back to `fallbackKey`. */
export function useApiMessage() {
  const t = useGeoT()
  return (message: string | undefined, fallbackKey = 'messages.requestError') => {
    const key = message ? messageKeys[message] : undefined
    return t(key ?? fallbackKey, { max: MAX_HIT_TERMS })
  }
}
