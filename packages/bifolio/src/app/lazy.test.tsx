import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../i18n/i18n-provider'
import { LOCALES } from '../i18n/locales'
import { hasMarker, LAZY_FALLBACK } from '../lib/page-markers'
import { Lazy } from './lazy'
import { FIRST_LANG } from '../../test/web/words'

/** A part whose code never arrives. */
function Waiting(): ReactNode {
  throw new Promise<never>(() => {})
}

describe('Lazy', () => {
  it.each(LOCALES)(
    'marks its placeholder in %s, so the prerender stops on a page that would ship it',
    (locale) => {
      const html = renderToString(
        <I18nProvider initialLocale={locale}>
          <Lazy>
            <Waiting />
          </Lazy>
        </I18nProvider>,
      )
      expect(hasMarker(html, LAZY_FALLBACK)).toBe(true)
    },
  )

  it('leaves no mark once its part is in', () => {
    const html = renderToString(
      <I18nProvider initialLocale={FIRST_LANG}>
        <Lazy>
          <p>Hola</p>
        </Lazy>
      </I18nProvider>,
    )
    expect(html).toContain('Hola')
    expect(hasMarker(html, LAZY_FALLBACK)).toBe(false)
  })
})
