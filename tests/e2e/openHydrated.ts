import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { closePointsNoticeWhenShown, takePointsNotices } from './pointsNotice'

/**
 * Opens `url` in a new page of `context` and waits until React has hydrated the element `ready`
 * (typing into a form before that would be lost). A signed-in user's points notices are taken first,
 * so no modal takes the focus while a test types; should one show anyway, it is closed.
 */
export async function openHydrated(context: BrowserContext, url: string, ready: string): Promise<Page> {
  await takePointsNotices(context, url)
  const page = await context.newPage()
  await closePointsNoticeWhenShown(page)
  page.setDefaultTimeout(30_000)
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
  expect(response?.status(), url).toBe(200)
  await waitForHydration(page, ready)
  return page
}

/** Waits until React has hydrated the element `selector` (its event handlers are attached). */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
  }, selector)
}
