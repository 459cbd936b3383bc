import type { Browser, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { createUser, password } from './users'

type AdminSignIn = {
  role: 'editor' | 'support' | 'admin'
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
}

/**
 * A page in a new browser context, signed in to the built admin at `cmsUrl` through its login form
 * as a new staff user of `role`, as a person would. Its actions wait up to 60 s (the admin's first
 * pages compile under load).
 */
export async function signInToAdmin(browser: Browser, payload: Payload, cmsUrl: string, { role, viewport = { width: 1440, height: 1000 }, colorScheme = 'light' }: AdminSignIn): Promise<Page> {
  const { email } = await createUser(payload, `${role}-admin`, role)
  const page = await (await browser.newContext({ viewport, colorScheme })).newPage()
  page.setDefaultTimeout(60_000)
  await page.goto(`${cmsUrl}/admin/login`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 })
  return page
}
