import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { PORTRAIT_ID } from '../packages/bifolio/src/sections/hero/picture-sizes'
import { NARROW, WIDE } from './support/viewports'
import { HOME, PROJECTS_INDEX, caseStudyUrl, projects } from './support/words'

/** How long the slow link below holds the rest of a page after its cut. */
const STALL_MS = 3000

/** The start of the element whose tag contains `marker`: where the slow link cuts a page. */
const cutBefore = (marker: string) => (html: string) => html.lastIndexOf('<', html.indexOf(marker))

/** The landing page's cut: the start of the portrait, which the HTML has after the hero's text. */
const portraitCut = cutBefore(`id="${PORTRAIT_ID}"`)

/** The other pages' cut: inside the navigation, after its links, before its language switch. */
const navBarCut = cutBefore('data-testid="language-toggle"')

/**
 * A slow link in front of the site: the page at `path` arrives up to `cut`, then the rest
 * `STALL_MS` later; every other file as is.
 */
async function stallingAt(
  origin: string,
  path: string,
  cut: (html: string) => number,
): Promise<Server> {
  const server = createServer((request, response) => {
    const relay = async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin))
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(name),
        ),
      )
      response.writeHead(upstream.status, headers)
      if (request.url !== path) {
        response.end(Buffer.from(await upstream.arrayBuffer()))
        return
      }
      const html = await upstream.text()
      const at = cut(html)
      response.write(html.slice(0, at))
      await new Promise((resolve) => setTimeout(resolve, STALL_MS))
      response.end(html.slice(at))
    }
    // A failed relay ends the request, which the page's own checks then report.
    relay().catch(() => response.destroy())
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return server
}

/** Stops the slow link, cutting the browser's open connections, which `close()` alone waits for. */
function closeLink(server: Server): Promise<void> {
  return new Promise<void>((closed) => {
    server.close(() => closed())
    server.closeAllConnections()
  })
}

/**
 * Opens `path` through a link stalled at `cut` and returns when the held rest of the HTML
 * arrived and when the first paint came. A page that paints before reading anything after the
 * cut paints while the link holds the rest, `STALL_MS` or more before it arrives.
 */
async function firstPaintBehindStall(
  page: Page,
  origin: string,
  path: string,
  cut: (html: string) => number,
): Promise<{ restArrived: number; firstPaint: number }> {
  const served = await fetch(new URL(path, origin)).then((response) => response.text())
  expect(cut(served), `${path} has the place to cut`).toBeGreaterThan(0)
  const server = await stallingAt(origin, path, cut)
  try {
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}${path}`)
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length)
    return await page.evaluate(() => ({
      restArrived:
        performance.getEntriesByType('navigation')[0]?.toJSON().responseEnd ?? Number.NaN,
      firstPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }))
  } finally {
    await closeLink(server)
  }
}

test('on a phone, the first paint waits for the portrait that shows above the hero text', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(NARROW)
  const { restArrived, firstPaint } = await firstPaintBehindStall(
    page,
    baseURL ?? '',
    HOME.en,
    portraitCut,
  )
  expect(restArrived, 'the link held the portrait back').toBeGreaterThan(STALL_MS)
  expect(firstPaint, 'nothing was painted before the portrait came').toBeGreaterThan(STALL_MS)
})

// The navigation's language switch comes after its links and pushes them into place: a paint
// between the two would show the links at the bar's far end, then move them.
for (const path of [PROJECTS_INDEX.en, caseStudyUrl('es', projects[0]?.slug ?? '')]) {
  test(`on ${path}, the first paint waits until the whole navigation is read`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(WIDE)
    const { restArrived, firstPaint } = await firstPaintBehindStall(
      page,
      baseURL ?? '',
      path,
      navBarCut,
    )
    expect(restArrived, 'the link held the rest of the bar back').toBeGreaterThan(STALL_MS)
    expect(firstPaint, 'nothing was painted before the navigation was read').toBeGreaterThan(
      STALL_MS,
    )
  })
}

test('the portrait is square before its picture is read, so its frame never grows', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(WIDE)
  const pictureCut = (html: string) => html.indexOf('<picture', html.indexOf(`id="${PORTRAIT_ID}"`))
  const served = await fetch(new URL(HOME.en, baseURL)).then((response) => response.text())
  expect(pictureCut(served), 'the portrait has a picture').toBeGreaterThan(0)
  const server = await stallingAt(baseURL ?? '', HOME.en, pictureCut)
  try {
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}${HOME.en}`, { waitUntil: 'commit' })
    // Polled on a timer: while the parser waits, no frame is drawn to poll on.
    const box = await page
      .waitForFunction(
        (id) => {
          const element = document.getElementById(id)
          if (!element) return undefined
          const { width, height } = element.getBoundingClientRect()
          return { pictureRead: element.querySelector('img') !== null, width, height }
        },
        PORTRAIT_ID,
        { polling: 20 },
      )
      .then((handle) => handle.jsonValue())
    if (!box) throw new Error('the portrait never came')
    expect(box.pictureRead, 'the link held the picture back').toBe(false)
    expect(box.width).toBeGreaterThan(0)
    expect(box.height).toBeCloseTo(box.width, 0)
  } finally {
    await closeLink(server)
  }
})
