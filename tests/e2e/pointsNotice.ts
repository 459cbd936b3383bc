import type { Page } from 'playwright-core'

/**
 * A newly signed-in user first sees the points notice (SPEC §4), a modal that makes the rest of the
 * page inert. Tests of other features close it whenever it shows, as the user would.
 */
export async function closePointsNoticeWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('points-modal'), async () => {
    await page.getByTestId('points-modal-ok').click()
  })
}
