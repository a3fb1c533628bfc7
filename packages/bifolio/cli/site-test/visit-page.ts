/**
 * One page in one theme, as a first-time visitor with that theme saved sees it: it must answer
 * with its status, show the theme, log no error, request nothing that fails or lies on another
 * site, and pass axe. What it links to and the ids it holds are kept for the link check.
 */
import type { Browser, Page } from 'playwright-core'
import { axeViolations } from './axe-run'
import type { SitePage } from './site-pages'
import type { Theme } from './problems'

const VIEWPORT = { width: 1440, height: 900 }
const TARGETS_SHOWN = 3
const ACTION_TIMEOUT_MS = 60_000

export interface PageVisit {
  problems: string[]
  /** Every address the page links to, absolute, as the browser resolved it. */
  links: string[]
  /** Every id and `<a name>` in the page as shown, for anchors that point at it. */
  anchors: string[]
  /** Whether the page holds the contact form (its fields named as the contract fixes them). */
  hasContactForm: boolean
}

/** The contact form's fields, by the names the contract fixes; the labels are the owner's. */
const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'consent'] as const
export const CONTACT_FORM = `form${CONTACT_FIELDS.map((name) => `:has([name="${name}"])`).join('')}`

/** Opens a tab in a fresh context: a first visit, with `theme` saved as a returning choice. */
export async function openTab(browser: Browser, origin: string, theme: Theme): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: theme })
  // Nothing leaves the machine: a request to another site is a problem, and is not sent.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  )
  await context.addInitScript((saved: string) => {
    try {
      window.localStorage.setItem('theme', saved)
    } catch {
      // about:blank has no storage; the page comes next.
    }
  }, theme)
  // A busy machine can take a while to settle a page; a stuck one still fails in the end.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS)
  return context.newPage()
}

/**
 * Waits until the page has loaded what it loads by itself: the engine's inline loader fetches
 * the code and the stylesheet of what lies below the first screen after the first paint, so
 * the network falls quiet once before that, and again after.
 */
async function settle(tab: Page): Promise<void> {
  await tab.waitForFunction(() => {
    const loader = document.querySelector('script[data-entry]')
    if (!loader) return true
    const styles = loader.getAttribute('data-styles')
    const codeAsked = document.querySelector(
      `script[type="module"][src="${loader.getAttribute('data-entry')}"]`,
    )
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    const styled =
      styles === null || sheets.some((l) => l.getAttribute('href') === styles && l.sheet)
    return codeAsked !== null && styled
  })
  await tab.waitForLoadState('networkidle')
}

/** A message's first line: a problem is one line, and some messages run on for a screen. */
export const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? ''

/** Watches a tab for console errors and failed or foreign requests, from before it loads. */
export function watchTab(tab: Page, origin: string, page: SitePage): string[] {
  const problems: string[] = []
  const documentUrl = new URL(page.path, origin).href
  tab.on('console', (message) => {
    // A resource that failed is reported by its request, with its address.
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return
    problems.push(`console error: ${firstLine(message.text())}`)
  })
  tab.on('pageerror', (error) => problems.push(`uncaught error: ${firstLine(error.message)}`))
  tab.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin)
      problems.push(`requests another site: ${request.url()}`)
  })
  tab.on('requestfailed', (request) => {
    if (new URL(request.url()).origin !== origin) return
    const failure = request.failure()?.errorText ?? 'failed'
    if (failure !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} (${failure})`)
  })
  tab.on('response', (response) => {
    const url = response.url()
    if (new URL(url).origin !== origin || response.status() < 400) return
    if (url === documentUrl) return
    problems.push(`${url.slice(origin.length)} answered ${response.status()}`)
  })
  return problems
}

async function axeProblems(tab: Page): Promise<string[]> {
  return (await axeViolations(tab)).map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '))
    const more = targets.length > TARGETS_SHOWN ? ` and ${targets.length - TARGETS_SHOWN} more` : ''
    return `axe ${violation.id}: ${violation.help} at ${targets.slice(0, TARGETS_SHOWN).join(', ')}${more}`
  })
}

export async function visitPage(
  browser: Browser,
  origin: string,
  page: SitePage,
  theme: Theme,
): Promise<PageVisit> {
  const tab = await openTab(browser, origin, theme)
  const problems = watchTab(tab, origin, page)
  try {
    const response = await tab.goto(new URL(page.path, origin).href)
    const status = response?.status()
    if (status !== page.status) problems.push(`answered ${status ?? 'nothing'}, not ${page.status}`)
    await settle(tab)
    const shown = await tab.evaluate(
      (classes) => classes.filter((name) => document.documentElement.classList.contains(name)),
      ['light', 'dark'],
    )
    if (shown.join() !== theme)
      problems.push(`shows ${shown.join(' and ') || 'no'} theme with "${theme}" saved`)
    problems.push(...(await axeProblems(tab)))
    const found = await tab.evaluate((form) => {
      const links = [
        ...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'),
      ]
      const named = [...document.querySelectorAll('a[name]')].map(
        (a) => a.getAttribute('name') ?? '',
      )
      return {
        links: links.map((link) => link.href),
        anchors: [...document.querySelectorAll('[id]')].map((element) => element.id).concat(named),
        hasContactForm: document.querySelector(form) !== null,
      }
    }, CONTACT_FORM)
    return { problems, ...found }
  } catch (error) {
    problems.push(
      `could not be checked: ${firstLine(error instanceof Error ? error.message : String(error))}`,
    )
    return { problems, links: [], anchors: [], hasContactForm: false }
  } finally {
    await tab.context().close()
  }
}
