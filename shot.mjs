import { chromium } from '@playwright/test'
const [base, out, ...paths] = process.argv.slice(2)
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number)
const themes = (process.env.THEMES ?? 'light,dark').split(',')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
for (const path of paths.length ? paths : ['/', '/en/']) {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(base + path, { waitUntil: 'networkidle' })
      const stem = `${out}${path.replace(/\//g, '_')}-${width}-${theme}`
      const parts = await page.locator('body > #root > *, header#home, main > *, footer').all().catch(() => [])
      const sections = await page.locator('header#home, main > section, main > div.quote-banner, main > article, footer, .projects-index, .case-study, .case-study__more').all()
      let i = 0
      for (const section of sections) {
        await section.scrollIntoViewIfNeeded(); await page.waitForTimeout(250)
        const name = `${stem}-${i++}.png`
        await section.screenshot({ path: name })
        console.log(name)
      }
      await context.close()
    }
  }
}
await browser.close()
