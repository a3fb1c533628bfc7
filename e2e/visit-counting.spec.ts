/**
 * Counting visits in a real Chromium: a person's view and CV download reach the
 * store as a day's totals by page, language, device and referring host, and nothing else; a
 * visitor who asked not to be tracked, and a browser driven by a program, send nothing. The
 * browser here is driven by Playwright, so the person is played by a context that says what a
 * person's browser says: a Chrome User-Agent and `navigator.webdriver` false.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { collectConsoleProblems } from './support/console-problems'
import { site } from './support/content'
import { startCountingServer, type CountingServer } from './support/counting-server'
import { caseStudyUrl, HOME, projects, PROJECTS_INDEX } from './support/words'

const COUNT_PATH = '/api/count'
/** How long a page that sends nothing is watched for a beacon after its load. */
const QUIET_MS = 1500

test.describe.configure({ mode: 'serial' })

let server: CountingServer
test.beforeEach(async () => {
  server = await startCountingServer()
})
test.afterEach(async () => {
  await server.stop()
})

async function personContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const playwright = await browser.newContext()
  const agent = (await (await playwright.newPage()).evaluate(() => navigator.userAgent)).replace(
    'HeadlessChrome',
    'Chrome',
  )
  await playwright.close()
  const context = await browser.newContext({ userAgent: agent, ...options })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
  })
  return context
}

/** Opens a path and waits for its view beacon's answer. */
async function openCounted(page: Page, path: string, referer?: string): Promise<number> {
  const answered = page.waitForResponse((res) => res.url().endsWith(COUNT_PATH))
  await page.goto(`${server.url}${path}`, referer ? { referer } : {})
  return (await answered).status()
}

/** Opens a path and watches it for a while after its load: the beacons it sent. */
async function openQuiet(page: Page, path: string): Promise<string[]> {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(COUNT_PATH)) sent.push(request.url())
  })
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
  await page.waitForTimeout(QUIET_MS)
  return sent
}

test.describe('counting visits', () => {
  test.skip(!site.counting, 'the owner switched counting off in site.yml')

  test('a person’s view lands in the store with page, language, device and referring host only', async ({
    browser,
  }) => {
    const context = await personContext(browser, { viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems = collectConsoleProblems(page)
    expect(await openCounted(page, HOME.en, 'https://github.com/someone/repo')).toBe(204)
    const [project] = projects
    if (project) expect(await openCounted(page, caseStudyUrl('es', project.slug))).toBe(204)
    await context.close()

    const today = new Date().toISOString().slice(0, 10)
    expect(server.rows()).toEqual(
      [
        {
          day: today,
          kind: 'view',
          path: HOME.en,
          language: 'en',
          referrer: 'github.com',
          device: 'phone',
          count: 1,
        },
        ...(project
          ? [
              {
                day: today,
                kind: 'view',
                path: caseStudyUrl('es', project.slug),
                language: 'es',
                referrer: '',
                device: 'phone',
                count: 1,
              },
            ]
          : []),
      ].sort((a, b) => a.path.localeCompare(b.path)),
    )
    expect(await server.stats('--days', '1')).toMatchObject({
      views: project ? 2 : 1,
      pages: { [HOME.en]: 1 },
      referrers: { 'github.com': 1 },
      languages: { en: 1, es: project ? 1 : 0 },
      devices: { phone: project ? 2 : 1, tablet: 0, desktop: 0 },
    })
    expect(problems).toEqual([])
  })

  test('a view of the same page again the same day adds to its row', async ({ browser }) => {
    const context = await personContext(browser)
    const page = await context.newPage()
    for (let time = 0; time < 3; time += 1) expect(await openCounted(page, HOME.es)).toBe(204)
    await context.close()
    expect(server.rows()).toEqual([
      expect.objectContaining({ path: HOME.es, device: 'desktop', count: 3 }),
    ])
  })

  test('a CV followed from the page counts as a download in the page’s language', async ({
    browser,
  }) => {
    const context = await personContext(browser, { acceptDownloads: true })
    const page = await context.newPage()
    expect(await openCounted(page, HOME.en)).toBe(204)
    const link = page.locator('#home a[href$=".pdf"]').filter({ visible: true }).first()
    const file = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? ''
    const answered = page.waitForResponse((res) => res.url().endsWith(COUNT_PATH))
    await Promise.all([page.waitForEvent('download'), link.click()])
    expect((await answered).status()).toBe(204)
    await context.close()
    expect(server.rows()).toContainEqual(
      expect.objectContaining({ kind: 'download', path: file, language: 'en', referrer: '' }),
    )
    expect(await server.stats()).toMatchObject({ downloads: { [file]: 1 } })
  })

  test('a page that does not exist sends nothing, and the console stays quiet', async ({
    browser,
  }) => {
    const context = await personContext(browser)
    const page = await context.newPage()
    const problems = collectConsoleProblems(page, { expect404: true })
    expect(
      await openQuiet(page, `${PROJECTS_INDEX.en}${projects.map((p) => p.slug).join('-')}-none/`),
    ).toEqual([])
    await context.close()
    expect(server.rows()).toEqual([])
    expect(problems).toEqual([])
  })

  test('a visitor who sends Global Privacy Control is not counted', async ({ browser }) => {
    const context = await personContext(browser, { extraHTTPHeaders: { 'Sec-GPC': '1' } })
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
    })
    const page = await context.newPage()
    expect(await openQuiet(page, HOME.es)).toEqual([])
    await context.close()
    expect(server.rows()).toEqual([])
  })

  test('a visitor who sends Do Not Track is not counted', async ({ browser }) => {
    const context = await personContext(browser, { extraHTTPHeaders: { DNT: '1' } })
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })
    })
    const page = await context.newPage()
    expect(await openQuiet(page, HOME.es)).toEqual([])
    await context.close()
    expect(server.rows()).toEqual([])
  })
})

test('a browser driven by a program (headless, navigator.webdriver) sends nothing', async ({
  page,
}) => {
  expect(await openQuiet(page, HOME.es)).toEqual([])
  expect(server.rows()).toEqual([])
})
