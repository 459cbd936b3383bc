import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] })
const page = await browser.newPage()
for (const u of process.argv.slice(2)) {
  const res = await page.goto(u)
  await page.waitForTimeout(2000)
  console.log(u, res.status(), await page.locator('header').count(), await page.locator('footer').count(), JSON.stringify((await page.evaluate(() => document.body.innerText)).slice(0, 200)))
}
await browser.close()
