'use client'

import { useDeploymentT } from './DeploymentI18n'
import { messageKeys, settingTemplates } from './messages'

/** The reader's-language text of an API message; unknown messages fall back to `fallbackKey`. */
export function useApiMessage() {
  const t = useDeploymentT()
  return (message: string | undefined, fallbackKey = 'messages.requestError') => {
    if (!message) return t(fallbackKey)
    const key = messageKeys[message]
    if (key) return t(key)
    for (const template of settingTemplates) {
      const match = template.pattern.exec(message)
      if (match) return t(template.key, { name: match[1] })
    }
    return t(fallbackKey)
  }
}
