import { act, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nProvider, useLocale, useT } from '../i18n/i18n-provider'
import type { Locale } from '../i18n/locales'
import { StaticPart } from './static-part'
import { keepStaticParts } from './static-parts'
import { FIRST_LANG, SECOND_LANG } from '../../test/web/words'

/** A static part's content: the skip link's words, so each language has its own. */
function Words() {
  const t = useT()
  return (
    <p>
      <a href="#main">{t.skipLink}</a>
    </p>
  )
}

/** What the browser has instead of the part's code: nothing may draw it. */
function NotInTheBrowser(): never {
  throw new Error('a static part was drawn in the browser')
}

/** An island beside the part that switches the language, as the toggle does. */
function Switch({ to }: { to: Locale }) {
  const { setLocale } = useLocale()
  return (
    <button type="button" onClick={() => setLocale(to)}>
      switch
    </button>
  )
}

function page(locale: Locale, name: string, part: React.ReactNode) {
  return (
    <I18nProvider initialLocale={locale}>
      <Switch to={locale === FIRST_LANG ? SECOND_LANG : FIRST_LANG} />
      <StaticPart name={name}>{part}</StaticPart>
    </I18nProvider>
  )
}

/** The prerendered page in `locale`, in a container of the document. */
function prerendered(locale: Locale, name: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(locale, name, <Words />))
  return container
}

describe('StaticPart', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps the prerendered HTML in the browser without drawing or hydrating it', () => {
    const container = prerendered(FIRST_LANG, 'kept')
    document.body.append(container)
    const link = screen.getByRole('link')
    keepStaticParts(FIRST_LANG, container)
    render(page(FIRST_LANG, 'kept', <NotInTheBrowser />), { container, hydrate: true })
    expect(screen.getByRole('link')).toBe(link)
  })

  it('changes its words in place to the other language’s HTML when the language switches', async () => {
    const first = prerendered(FIRST_LANG, 'switched')
    keepStaticParts(SECOND_LANG, prerendered(SECOND_LANG, 'switched'))
    document.body.append(first)
    keepStaticParts(FIRST_LANG, first)
    const link = screen.getByRole('link')
    const before = link.textContent
    render(page(FIRST_LANG, 'switched', <NotInTheBrowser />), { container: first, hydrate: true })
    await act(async () => screen.getByRole('button').click())
    await waitFor(() => expect(link.textContent).not.toBe(before))
    expect(screen.getByRole('link')).toBe(link)
    expect(first.innerHTML).toBe(prerendered(SECOND_LANG, 'switched').innerHTML)
  })

  it('is drawn by React where no prerendered HTML is at hand', async () => {
    render(page(FIRST_LANG, 'drawn', <Words />))
    const before = screen.getByRole('link').textContent
    await act(async () => screen.getByRole('button').click())
    await waitFor(() => expect(screen.getByRole('link').textContent).not.toBe(before))
  })
})
