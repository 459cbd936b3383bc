'use client'

import type React from 'react'
import { useTranslation } from '@/i18n/client'

/** Gives the submission's client components the `mcpSubmit` namespace the page passes. */
export function SubmitI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'mcpSubmit')) i18n.addResourceBundle(locale, 'mcpSubmit', texts, true, true)
  return <>{children}</>
}

export const useSubmitT = () => useTranslation('mcpSubmit')
