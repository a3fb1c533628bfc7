import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { PORTRAIT_ID } from '../src/sections/hero/picture-sizes'
import { NARROW } from './support/viewports'
import { HOME } from './support/words'

/** How long the slow link below holds the rest of the page after the hero's text. */
const STALL_MS = 1500

/** Where the slow link below cuts the landing page: the start of the portrait's element. */
const portraitCut = (html: string) => html.lastIndexOf('<div', html.indexOf(`id="${PORTRAIT_ID}"`))

/**
 * A slow link in front of the site: the landing page arrives up to the portrait, which the
 * HTML has after the hero's text, then the rest `STALL_MS` later; every other file as is.
 */
async function stallingBeforePortrait(origin: string): Promise<Server> {
  const server = createServer((request, response) => {
    const relay = async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin))
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(name),
        ),
      )
      response.writeHead(upstream.status, headers)
      if (request.url !== HOME.en) {
        response.end(Buffer.from(await upstream.arrayBuffer()))
        return
      }
      const html = await upstream.text()
      const cut = portraitCut(html)
      response.write(html.slice(0, cut))
      await new Promise((resolve) => setTimeout(resolve, STALL_MS))
      response.end(html.slice(cut))
    }
    // A failed relay ends the request, which the page's own checks then report.
    relay().catch(() => response.destroy())
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return server
}

test('on a phone, the first paint waits for the portrait that shows above the hero text', async ({
  page,
  baseURL,
}) => {
  const served = await fetch(new URL(HOME.en, baseURL)).then((response) => response.text())
  expect(portraitCut(served), 'the page has the portrait').toBeGreaterThan(0)
  const server = await stallingBeforePortrait(baseURL ?? '')
  try {
    await page.setViewportSize(NARROW)
    // When the parser puts the portrait into the page: before any paint that follows.
    await page.addInitScript((id) => {
      const seen = window as unknown as { portraitAt?: number }
      new MutationObserver((_, observer) => {
        if (!document.getElementById(id)) return
        seen.portraitAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    }, PORTRAIT_ID)
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}${HOME.en}`)
    const { portraitAt, firstPaint } = await page.evaluate(() => ({
      portraitAt: (window as unknown as { portraitAt?: number }).portraitAt ?? Number.NaN,
      firstPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }))
    expect(portraitAt, 'the link held the portrait back').toBeGreaterThan(STALL_MS)
    expect(firstPaint, 'nothing was painted before the portrait came').toBeGreaterThanOrEqual(
      portraitAt,
    )
  } finally {
    await new Promise((closed) => server.close(closed))
  }
})
