/**
 * The beacon's decisions in the page: what it sends after load and on a document link, and
 * when it sends nothing. jsdom has no `navigator.sendBeacon`, so the test gives it one that
 * keeps what would go out; the real browser's sending is `e2e/visit-counting.spec.ts`'s.
 */
import documents from 'virtual:documents'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NOT_A_PAGE, NOT_A_PAGE_TAG } from '../lib/page-markers'
import { COUNT_PATH } from '../schema/count-beacon'
import { countVisits } from './count-visits'
import { ofLocale } from '../i18n/locales'

let sent: Array<{ url: string; body: unknown }> = []
let stop = () => {}

beforeEach(() => {
  sent = []
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) })
      return true
    },
  })
})

afterEach(() => {
  stop()
  for (const name of ['sendBeacon', 'globalPrivacyControl', 'doNotTrack', 'webdriver']) {
    Reflect.deleteProperty(navigator, name)
  }
})

function signal(name: 'globalPrivacyControl' | 'doNotTrack' | 'webdriver', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value })
}

describe('countVisits', () => {
  it('sends the loaded page’s path and device class, and nothing else, to the count API', () => {
    stop = countVisits(true)
    expect(sent).toEqual([
      {
        url: expect.stringMatching(new RegExp(`${COUNT_PATH}$`)),
        body: { kind: 'view', path: location.pathname, device: 'desktop' },
      },
    ])
  })

  it('sends a download with the file’s name when a CV link is followed', () => {
    stop = countVisits(true)
    const link = document.createElement('a')
    link.href = ofLocale(documents.cv, 'en').href
    link.download = ''
    link.addEventListener('click', (event) => event.preventDefault())
    document.body.append(link)
    link.click()
    link.remove()
    expect(sent.at(-1)?.body).toEqual({
      kind: 'download',
      path: location.pathname,
      file: ofLocale(documents.cv, 'en').href.split('/').pop(),
      device: 'desktop',
    })
  })

  it('counts no download for a link that offers none', () => {
    stop = countVisits(true)
    const before = sent.length
    const link = document.createElement('a')
    link.href = ofLocale(documents.cv, 'en').href
    link.addEventListener('click', (event) => event.preventDefault())
    document.body.append(link)
    link.click()
    link.remove()
    expect(sent).toHaveLength(before)
  })

  it('sends no view of the 404 page, which answers every address the site does not have', () => {
    document.head.insertAdjacentHTML('beforeend', NOT_A_PAGE_TAG)
    try {
      stop = countVisits(true)
    } finally {
      document.head.querySelector(NOT_A_PAGE)?.remove()
    }
    expect(sent).toEqual([])
  })

  it('sends nothing when the owner switched counting off', () => {
    stop = countVisits(false)
    expect(sent).toEqual([])
  })

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
    ['a browser driven by a program', 'webdriver', true],
  ] as const)('sends nothing under %s', (_name, name, value) => {
    signal(name, value)
    stop = countVisits(true)
    expect(sent).toEqual([])
  })
})
