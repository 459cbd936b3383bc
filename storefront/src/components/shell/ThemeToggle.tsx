'use client'

import type React from 'react'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { type ColorMode, followSystemColorScheme, nextColorMode, saveColorMode, storedColorMode } from './colorMode'
import styles from './ThemeToggle.module.css'

/**
 * Cycles system → light → dark. Which icon shows is decided by CSS from <html data-color-mode>,
 * set before paint, so the button never shows the wrong mode while the page hydrates. The icons
 * come from the server (ThemeIcons) as children: markup, not script.
 */
export function ThemeToggle({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const [mode, setMode] = useState<ColorMode | null>(null)

  useEffect(() => {
    setMode(storedColorMode())
    return followSystemColorScheme()
  }, [])

  const current = mode ?? 'system'
  const next = nextColorMode(current)
  return (
    <button
      type="button"
      className={styles.toggle}
      data-testid="theme-toggle"
      aria-label={t('theme.switch', { mode: t(`theme.${current}`), next: t(`theme.${next}`) })}
      title={t('theme.label')}
      onClick={() => {
        saveColorMode(next)
        setMode(next)
      }}
    >
      {children}
    </button>
  )
}
