import { THEME_STORAGE_KEY } from './themeScript'

/** The visitor's colour mode, kept in localStorage and mirrored on <html> exactly as themeScript does. */
export const colorModes = ['system', 'light', 'dark'] as const
export type ColorMode = (typeof colorModes)[number]

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (colorModes as readonly string[]).includes(value)
}

export function storedColorMode(): ColorMode {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return isColorMode(value) ? value : 'system'
  } catch {
    return 'system'
  }
}

export function applyColorMode(mode: ColorMode): void {
  const dark = mode === 'dark' || (mode === 'system' && matchMedia(DARK_QUERY).matches)
  const root = document.documentElement
  root.dataset.colorMode = mode
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

export function saveColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode)
  } catch {
    // Private browsing may refuse storage: the mode still applies to this page.
  }
  applyColorMode(mode)
}

/** In system mode the page follows the OS setting while it is open. */
export function followSystemColorScheme(): () => void {
  const query = matchMedia(DARK_QUERY)
  const onChange = () => {
    if (storedColorMode() === 'system') applyColorMode('system')
  }
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function nextColorMode(mode: ColorMode): ColorMode {
  return colorModes[(colorModes.indexOf(mode) + 1) % colorModes.length]!
}
