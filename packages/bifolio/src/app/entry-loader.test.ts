import { JSDOM, type DOMWindow } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { inlineScript } from '../../builder/plugins/inline-script'
import { HYDRATING_EVENT } from '../lib/hydration-signals'

// The code exactly as the pages carry it.
const ENTRY_LOADER_SCRIPT = await inlineScript('src/app/entry-loader.ts')

const BODY = [
  '<button type="button" id="theme">theme</button>',
  '<a id="demo" href="#demo" target="_blank">demo</a>',
  '<form id="contact"><input name="name"><button type="submit" id="send">send</button></form>',
].join('')
const PAGE = `<html><head><script data-entry="/assets/index-abc.js" data-styles="/assets/rest.css" data-words="/assets/es-1.js">${ENTRY_LOADER_SCRIPT}</script></head><body>${BODY}</body></html>`

/** A page whose frames and visibility the test controls. */
function openPage(visibility: 'visible' | 'hidden' = 'visible') {
  const frames: (() => void)[] = []
  const { window } = new JSDOM(PAGE, {
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window.document, 'visibilityState', { value: visibility })
      window.requestAnimationFrame = (callback) => {
        frames.push(() => callback(0))
        return frames.length
      }
    },
  })
  const modules = () => window.document.querySelectorAll('script[type="module"]')
  const stylesheets = () => window.document.querySelectorAll('link[rel="stylesheet"]')
  const preloads = () => window.document.querySelectorAll('link[rel="modulepreload"]')
  return { window, frames, modules, stylesheets, preloads }
}

const afterTimers = (window: DOMWindow) => new Promise((resolve) => window.setTimeout(resolve, 5))

describe('entry loader', () => {
  it("adds the stylesheet, the words' preload and the module script only after a frame has been painted", async () => {
    const { window, frames, modules, stylesheets, preloads } = openPage()
    expect(modules()).toHaveLength(0)
    frames.forEach((frame) => frame())
    expect(modules()).toHaveLength(0)
    expect(stylesheets()).toHaveLength(0)
    expect(preloads()).toHaveLength(0)
    await afterTimers(window)
    expect(modules()).toHaveLength(1)
    expect(modules()[0]?.getAttribute('src')).toBe('/assets/index-abc.js')
    expect(stylesheets()).toHaveLength(1)
    expect(stylesheets()[0]?.getAttribute('href')).toBe('/assets/rest.css')
    // The page's words, which the entry waits for, come beside it.
    expect(preloads()).toHaveLength(1)
    expect(preloads()[0]?.getAttribute('href')).toBe('/assets/es-1.js')
    window.close()
  })

  it('where paints are reported, waits for the first contentful one, not the first frame', async () => {
    let report: ((name: string) => void) | undefined
    const { window } = new JSDOM(PAGE, {
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.defineProperty(window.document, 'visibilityState', { value: 'visible' })
        class FakePaintObserver {
          static supportedEntryTypes = ['paint']
          constructor(callback: (entries: unknown, observer: unknown) => void) {
            report = (name) =>
              callback(
                { getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) },
                this,
              )
          }
          observe() {}
          disconnect() {}
        }
        Object.assign(window, { PerformanceObserver: FakePaintObserver })
      },
    })
    const modules = () => window.document.querySelectorAll('script[type="module"]')
    report?.('first-paint')
    await afterTimers(window)
    expect(modules()).toHaveLength(0)
    report?.('first-contentful-paint')
    await afterTimers(window)
    expect(modules()).toHaveLength(1)
    window.close()
  })

  it('loads at once in a background tab, which paints nothing', () => {
    const { window, frames, modules } = openPage('hidden')
    expect(modules()).toHaveLength(1)
    expect(frames).toHaveLength(0)
    window.close()
  })

  it('replays a button pressed before the code arrived, once, when React listens', () => {
    const { window } = openPage()
    const { document } = window
    const theme = document.getElementById('theme') as HTMLButtonElement
    theme.click()
    theme.click()
    let presses = 0
    theme.addEventListener('click', () => (presses += 1))
    document.dispatchEvent(new window.Event(HYDRATING_EVENT))
    expect(presses).toBe(1)
    // After that, presses are the app's alone.
    theme.click()
    expect(presses).toBe(2)
    window.close()
  })

  it('lets a link pressed before the code arrived be followed, then makes it known once, not followed again', () => {
    const { window } = openPage()
    const { document } = window
    const demo = document.getElementById('demo') as HTMLAnchorElement
    const followed: boolean[] = []
    const listen = (event: Event) => followed.push(!event.defaultPrevented)
    document.addEventListener('click', listen)
    demo.click()
    demo.click()
    expect(followed).toEqual([true, true])
    followed.length = 0
    document.dispatchEvent(new window.Event(HYDRATING_EVENT))
    // Heard, its default prevented: the tab it opened is not opened again.
    expect(followed).toEqual([false])
    window.close()
  })

  it('leaves a form sent before the code arrived to the browser, which posts it', () => {
    const { window } = openPage()
    const { document } = window
    const form = document.getElementById('contact') as HTMLFormElement
    const submits: boolean[] = []
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented)
      event.preventDefault()
    })
    ;(document.getElementById('send') as HTMLButtonElement).click()
    expect(submits).toEqual([false])
    window.close()
  })
})
