import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * axe for a loaded page. By default @axe-core/playwright runs axe in every frame and merges the
 * results in a blank page it opens for each analysis: a new renderer process every time, about
 * half of what an analysis costs on this machine. axe.run in the page itself (the library's
 * "legacy" mode) checks the same rules on the same nodes, same-origin frames included; it leaves
 * out only cross-origin frames, so a page that has one is still analysed the default way.
 */
export function axe(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin
  const crossOrigin = page.frames().some((frame) => {
    const url = frame.url()
    // about:blank, srcdoc and blob frames belong to the page that made them.
    return /^https?:/.test(url) && new URL(url).origin !== origin
  })
  return new AxeBuilder({ page }).setLegacyMode(!crossOrigin)
}
