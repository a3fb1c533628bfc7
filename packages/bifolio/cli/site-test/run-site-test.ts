/**
 * The owner's site test: a built site (`<buildDir>/client/`, `<buildDir>/server/main.js`)
 * served by its own server, every page of it opened in Chromium in both themes, its links
 * and anchors followed, and one message sent through its contact form to a mailbox on
 * loopback. It reports as it goes and ends with every problem, one line each.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_FLAGS } from '../../shared/chromium-flags.ts'
import { startBuiltServer } from './built-server.ts'
import { checkLinks } from './check-links.ts'
import { findChromium } from './find-chromium.ts'
import { startMailSink } from './mail-sink.ts'
import { mergeProblems, problemLine, THEMES, type Problem } from './problems.ts'
import { sendMessage } from './send-message.ts'
import { sitePages, type SitePage } from './site-pages.ts'
import { visitPage } from './visit-page.ts'

export interface SiteTestOptions {
  buildDir: string
  log?: (line: string) => void
  /** Pages checked at once; two keeps a two-core machine busy without starving the server. */
  concurrency?: number
}

export interface SiteTestResult {
  pages: number
  problems: Problem[]
  seconds: number
}

interface Checked extends SitePage {
  links: string[]
  anchors: Set<string>
  hasContactForm: boolean
}

/** The addresses the sitemap lists, which must answer too; their origin is the site's own. */
async function sitemapLinks(clientDir: string): Promise<string[]> {
  const xml = await readFile(join(clientDir, 'sitemap.xml'), 'utf8').catch(() => '')
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap((match) =>
    URL.canParse(match[1] ?? '') ? [match[1] ?? ''] : [],
  )
}

async function checkPages(
  browser: Browser,
  origin: string,
  pages: SitePage[],
  concurrency: number,
  report: (problem: Problem) => void,
  log: (line: string) => void,
): Promise<Checked[]> {
  const checked: Checked[] = []
  const queue = [...pages]
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const result: Checked = { ...page, links: [], anchors: new Set(), hasContactForm: false }
      const found: Problem[] = []
      for (const theme of THEMES) {
        const visit = await visitPage(browser, origin, page, theme)
        found.push(...visit.problems.map((what) => ({ page: page.path, themes: [theme], what })))
        result.links.push(...visit.links)
        for (const id of visit.anchors) result.anchors.add(id)
        result.hasContactForm ||= visit.hasContactForm
      }
      const merged = mergeProblems(found)
      merged.forEach(report)
      const mark = merged.length === 0 ? '✓' : '✗'
      const count = merged.length === 0 ? '' : `: ${merged.length} problem(s)`
      log(`${mark} ${page.path} (${THEMES.join(', ')})${count}`)
      checked.push(result)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return checked
}

export async function runSiteTest({
  buildDir,
  log = console.log,
  concurrency = 2,
}: SiteTestOptions): Promise<SiteTestResult> {
  const started = performance.now()
  const executablePath = findChromium()
  const clientDir = join(buildDir, 'client')
  const pages = existsSync(clientDir) ? await sitePages(clientDir) : []
  if (pages.length === 0)
    throw new Error(`${clientDir} holds no pages; build the site first (npm run build).`)
  const problems: Problem[] = []
  const report = (problem: Problem) => problems.push(problem)

  const sink = await startMailSink()
  const stops: Array<() => Promise<void>> = [() => sink.close()]
  try {
    const server = await startBuiltServer(buildDir, sink.url)
    stops.unshift(() => server.stop())
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
    stops.unshift(() => browser.close())
    log(`checking ${pages.length} pages of ${buildDir} at ${server.url} in ${executablePath}`)

    const checked = await checkPages(browser, server.url, pages, concurrency, report, log)

    const sitemap = await sitemapLinks(clientDir)
    const links = await checkLinks({
      origin: server.url,
      siteOrigins: [...new Set(sitemap.map((address) => new URL(address).origin))],
      pages: [...checked, { path: '/sitemap.xml', links: sitemap }],
      anchors: new Map(checked.map((page) => [page.path, page.anchors])),
    })
    links.problems.forEach(report)
    log(
      `${links.problems.length === 0 ? '✓' : '✗'} ${links.checked} internal links and anchors` +
        (links.problems.length === 0 ? '' : `: ${links.problems.length} broken`),
    )

    // The first such page in the site's order, the landing page, where the form is in view.
    const withForm = pages
      .map((page) => checked.find((found) => found.path === page.path))
      .find((page) => page?.hasContactForm && page.status === 200)
    if (!withForm) {
      report({ page: '/', themes: [], what: 'no page holds the contact form' })
      log('✗ contact form: none found')
    } else {
      const sent = await sendMessage(browser, server.url, withForm, sink)
      sent.forEach((what) => report({ page: withForm.path, themes: [], what }))
      log(
        sent.length === 0
          ? `✓ contact form on ${withForm.path}: the message reached the mailbox`
          : `✗ contact form on ${withForm.path}: ${sent.length} problem(s)`,
      )
    }
  } finally {
    for (const stop of stops) await stop()
  }

  const seconds = Math.round((performance.now() - started) / 100) / 10
  // Grouped by page, in the site's order.
  const order = (problem: Problem) => {
    const index = pages.findIndex((page) => page.path === problem.page)
    return index === -1 ? pages.length : index
  }
  const merged = mergeProblems(problems).sort((a, b) => order(a) - order(b))
  log('')
  log(
    `${pages.length} pages checked in ${seconds} s: ${merged.length === 0 ? 'no problems' : `${merged.length} problem(s)`}`,
  )
  for (const problem of merged) log(`  ${problemLine(problem)}`)
  return { pages: pages.length, problems: merged, seconds }
}
