import { expect, test, type Page } from '@playwright/test'
import { collectConsoleProblems } from './support/console-problems'
import { articleUrl, caseStudyUrl, HOME, PROJECTS_INDEX, posts, projects } from './support/words'

/**
 * Each page's own Content-Security-Policy: the header pins the scripts, the page's <meta> its
 * first screen's CSS (shared/content-security-policy.ts). Both apply, so the page's own styles
 * paint and a style the page did not ship does not, on every kind of page.
 */
const PAGES = [
  HOME.es,
  HOME.en,
  PROJECTS_INDEX.en,
  ...(projects[0] ? [caseStudyUrl('es', projects[0].slug)] : []),
  ...(posts[0] ? [articleUrl(posts[0].locale, posts[0].slug)] : []),
  '/no-such-page/',
]

/** The refusals the page reports while `run` adds what it did not ship. */
async function refusalsOf(page: Page, run: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { refused: string[] }).refused = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(event.effectiveDirective),
    )
  })
  await run()
  // The event is queued as a task after the refusal.
  await page.waitForTimeout(50)
  return page.evaluate(() => (window as unknown as { refused: string[] }).refused)
}

for (const path of PAGES) {
  test(`${path} paints with its own inline CSS and refuses any other inline style`, async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page, { expect404: path === '/no-such-page/' })
    await page.goto(path)
    // The first screen's CSS applied: the body has the theme's background, not the browser's.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).not.toBe('rgba(0, 0, 0, 0)')

    // The policy before the inline CSS it pins (a <meta> policy applies to what follows it).
    const order = await page.evaluate(() => {
      const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')
      const style = document.querySelector('head style')
      return policy && style ? policy.compareDocumentPosition(style) : 0
    })
    expect(order & 4 /* DOCUMENT_POSITION_FOLLOWING */).toBeTruthy()
    // Nothing of the page's own was refused.
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])

    const refused = await refusalsOf(page, () =>
      page.evaluate(() => {
        const style = document.createElement('style')
        style.textContent = 'body { outline: 7px solid red }'
        document.head.append(style)
        const holder = document.createElement('div')
        holder.innerHTML = '<p id="styled" style="outline: 7px solid red">x</p>'
        document.body.append(holder)
      }),
    )
    expect(refused).toEqual(expect.arrayContaining(['style-src-elem', 'style-src-attr']))
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none')
    await expect(page.locator('#styled')).toHaveCSS('outline-style', 'none')
  })
}
