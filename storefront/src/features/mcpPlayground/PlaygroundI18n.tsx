'use client'

import type React from 'react'
import { useTranslation } from '@/i18n/client'

/** Gives the playground's client components the `mcpPlayground` namespace the page passes. */
export function PlaygroundI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'mcpPlayground')) i18n.addResourceBundle(locale, 'mcpPlayground', texts, true, true)
  return <>{children}</>
}

export const usePlaygroundT = () => useTranslation('mcpPlayground').t
