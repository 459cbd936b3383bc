import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [name, path, w, h] of JSON.parse(process.argv[2])) {
  const p = await b.newPage({ viewport: { width: w, height: h } })
  await p.goto('http://127.0.0.1:4103' + path, { waitUntil: 'domcontentloaded', timeout: 120000 })
  await p.screenshot({ path: `/tmp/home-shots/${name}.png` })
  console.log(name, 'scrollWidth', await p.evaluate(() => document.documentElement.scrollWidth))
  await p.close()
}
await b.close()
