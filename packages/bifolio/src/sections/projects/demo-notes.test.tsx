import { fireEvent, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import { ToastProvider } from '../../ui/toast'
import { listenToDemoLinks } from './demo-notes'
import { ProjectActions } from './project-actions'

const t = SECOND.projects
const DEMO = 'https://demo.example.com'

/** A project's links as the prerenderer writes them: HTML no React root owns. */
function staticActions(area: string): void {
  const html = renderToString(
    <I18nProvider initialLocale={SECOND_LANG}>
      <ToastProvider closeLabel={SECOND.toast.close}>
        <ProjectActions project={{ slug: 'project', repository: DEMO, demo: DEMO, words: {} }} />
      </ToastProvider>
    </I18nProvider>,
  )
  document.body.innerHTML = `<div class="${area}">${html}</div><div class="elsewhere">${html}</div>`
}

/** Follows a link without leaving the test's page. */
function follow(link: HTMLElement): void {
  link.addEventListener('click', (event) => event.preventDefault())
  fireEvent.click(link)
}

describe('listenToDemoLinks', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    document.body.innerHTML = ''
  })

  it('hears a live demo followed in the area, from prerendered links', () => {
    staticActions('list')
    const onDemo = vi.fn()
    stop = listenToDemoLinks('.list', onDemo)
    const [inArea, outside] = screen.getAllByRole('link', { name: new RegExp(t.liveDemo) })
    if (!inArea || !outside) throw new Error('the actions have no demo link')
    follow(outside)
    expect(onDemo).not.toHaveBeenCalled()
    follow(inArea)
    expect(onDemo).toHaveBeenCalledTimes(1)
  })

  it('leaves the other links alone', () => {
    staticActions('list')
    const onDemo = vi.fn()
    stop = listenToDemoLinks('.list', onDemo)
    const [repository] = screen.getAllByRole('link', { name: new RegExp(t.repository) })
    if (!repository) throw new Error('the actions have no repository link')
    follow(repository)
    expect(onDemo).not.toHaveBeenCalled()
  })

  it('stops listening when told', () => {
    staticActions('list')
    const onDemo = vi.fn()
    listenToDemoLinks('.list', onDemo)()
    const [demo] = screen.getAllByRole('link', { name: new RegExp(t.liveDemo) })
    if (!demo) throw new Error('the actions have no demo link')
    follow(demo)
    expect(onDemo).not.toHaveBeenCalled()
  })
})
