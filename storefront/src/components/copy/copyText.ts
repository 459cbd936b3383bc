/**
 * Copies text in the browser (SPEC §8): the async Clipboard API where it exists (secure contexts),
 * otherwise, or when it refuses, a hidden textarea selected and copied with execCommand('copy'),
 * which older browsers and plain-http pages still support. Resolves true when either worked.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch (error) {
      // Permission denied or document not focused: the textarea route may still work.
      console.error('copy error', error)
    }
  }
  return copyWithTextarea(text)
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.setAttribute('aria-hidden', 'true')
  // Off-screen rather than display:none, which cannot be selected.
  area.style.position = 'fixed'
  area.style.top = '0'
  area.style.left = '-9999px'
  area.style.opacity = '0'
  document.body.appendChild(area)
  const previousFocus = document.activeElement as HTMLElement | null
  try {
    area.select()
    area.setSelectionRange(0, text.length)
    return document.execCommand('copy')
  } catch (error) {
    console.error('copy error', error)
    return false
  } finally {
    document.body.removeChild(area)
    previousFocus?.focus?.()
  }
}
