'use client'

import { useTranslation } from '@/i18n/client'
import type { Texts } from '@/i18n/translate'
import en from '@/i18n/locales/en/verification.json'
import ja from '@/i18n/locales/ja/verification.json'
import zhTW from '@/i18n/locales/zh-TW/verification.json'
import zh from '@/i18n/locales/zh/verification.json'

const bundles: Record<string, Texts> = { en, zh, 'zh-TW': zhTW, ja }

/**
 * The `verification` texts in client components. The provider loads only `common`; these dialogs
 * can open on any page, so they bring their own small namespace.
 */
export function useVerificationT() {
  const { i18n } = useTranslation()
  const lng = i18n.language
  if (!i18n.hasResourceBundle(lng, 'verification')) i18n.addResourceBundle(lng, 'verification', bundles[lng] ?? en, true, true)
  return { t: useTranslation('verification').t, locale: lng }
}
