import type { BrowserContext, Page } from 'playwright-core'

/**
 * A newly signed-in user first sees the points notice (SPEC §4), a modal that makes the rest of the
 * page inert. Tests of other features close it whenever it shows, as the user would.
 */
export async function closePointsNoticeWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('points-modal'), async () => {
    await page.getByTestId('points-modal-ok').click()
  })
}

/**
 * Takes the signed-in user's pending points notices before a page opens, so the modal cannot arrive
 * in the middle of typing: showModal() moves focus to its button, and a `fill` that had just focused
 * its field then types into the dialog (seen as a lost tag or keyword on a loaded machine). The
 * server hands each notice out once, so the page then finds none. The user is loaded first, as the
 * page does, because that visit earns the day's sign-in award. No token, nothing to take.
 */
export async function takePointsNotices(context: BrowserContext, url: string): Promise<void> {
  const origin = new URL(url).origin
  const token = (await context.cookies(origin)).find((c) => c.name === 'token')?.value
  if (!token) return
  for (const path of ['/api/user/getUserData', '/api/user/getNoticePoints']) {
    const response = await context.request.get(`${origin}${path}`, { headers: { Authorization: `Bearer ${token}` } })
    if (!response.ok()) throw new Error(`${path} answered ${response.status()} before the page opened`)
  }
}
