import { describe, expect, it } from 'vitest'
import { findChromium, NoChromiumError } from './find-chromium'

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path)

describe('findChromium', () => {
  it('takes CHROME_PATH first', () => {
    const path = findChromium(
      { CHROME_PATH: '/opt/chrome/chrome' },
      'linux',
      only('/opt/chrome/chrome', '/usr/bin/chromium'),
    )
    expect(path).toBe('/opt/chrome/chrome')
  })

  it('names CHROME_PATH when it points at nothing, rather than trying elsewhere', () => {
    expect(() =>
      findChromium({ CHROME_PATH: '/nope' }, 'linux', only('/usr/bin/chromium')),
    ).toThrow('CHROME_PATH names no file: "/nope"; point it at a Chromium or Chrome.')
  })

  it("finds the system's Chromium or Chrome where Linux and macOS install it", () => {
    expect(findChromium({}, 'linux', only('/usr/bin/google-chrome-stable'))).toBe(
      '/usr/bin/google-chrome-stable',
    )
    expect(findChromium({}, 'linux', only('/usr/bin/chromium', '/usr/bin/google-chrome'))).toBe(
      '/usr/bin/chromium',
    )
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(findChromium({}, 'darwin', only(mac))).toBe(mac)
  })

  it('says in one line how to get one when there is none', () => {
    const none = () => findChromium({}, 'linux', only())
    expect(none).toThrow(NoChromiumError)
    expect(none).toThrow(
      'the site test needs Chromium or Chrome and found none: install it (Debian/Ubuntu: sudo apt-get install chromium), or set CHROME_PATH to its executable.',
    )
  })
})
