import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] })
for (const js of [true, false]) {
  const context = await browser.newContext({ javaScriptEnabled: js })
  const page = await context.newPage()
  const errors = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 120)))
  const res = await page.goto(process.argv[2])
  await page.waitForTimeout(2000)
  console.log('js', js, res.status(), JSON.stringify(await page.title()), await page.locator('h1').allTextContents(), await page.locator('[data-testid="status-detail"]').allTextContents(), errors)
  await context.close()
}
await browser.close()
