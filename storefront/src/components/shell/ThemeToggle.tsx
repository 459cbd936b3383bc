'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { type ColorMode, followSystemColorScheme, nextColorMode, saveColorMode, storedColorMode } from './colorMode'
import { ThemeIcons } from './ThemeIcons'
import styles from './ThemeToggle.module.css'

/**
 * Cycles system → light → dark. Which icon shows is decided by CSS from <html data-color-mode>,
 * set before paint, so the button never shows the wrong mode while the page hydrates. The icons
 * (ThemeIcons) are drawn here: passed in from the server, their element tree went into every page's
 * hydration data beside their markup (about 0.8 KB); as code they are a few hundred bytes, cached.
 */
export function ThemeToggle() {
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
      <ThemeIcons />
    </button>
  )
}
