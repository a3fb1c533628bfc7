import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Project } from '../../content'
import { projects } from '../../content/projects'
import { technology } from '../../content/technologies'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import { format } from '../../lib/format'
import { ToastProvider } from '../../ui/toast'
import ProjectsSection from './projects-section'

/**
 * Three projects of the test's own, made from the owner's first (its picture is one the build
 * knows); the second has a live demo.
 */
vi.mock('virtual:projects', async () => {
  const { default: owners } = await vi.importActual<{ default: Project[] }>('virtual:projects')
  const [model] = owners
  if (!model) throw new Error('the content has no project')
  return {
    default: [1, 2, 3].map((n) => ({
      ...model,
      slug: `deck-${n}`,
      order: n,
      repository: `https://github.com/owner/project-${n}`,
      demo: n === 2 ? 'https://demo.example' : undefined,
    })),
  }
})

const t = SECOND.projects
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A link's name: its label, then the words saying it opens a new tab. */
const opensInNewTab = (label: string) =>
  new RegExp(`^${escaped(label)}\\s${escaped(t.opensInNewTab)}$`)

function stubScreen({ isWide }: { isWide: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') && isWide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

const section = (
  <I18nProvider initialLocale={SECOND_LANG}>
    <ToastProvider closeLabel="Dismiss notification">
      <ProjectsSection />
    </ToastProvider>
  </I18nProvider>
)

function renderSection() {
  render(section)
}

describe('ProjectsSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('prerenders one list of cards for every width, for the stylesheet to lay out', () => {
    stubScreen({ isWide: true })
    const container = document.createElement('div')
    container.innerHTML = renderToString(section)
    document.body.append(container)
    expect(screen.getByRole('region', { name: t.title })).toBeInTheDocument()
    const list = screen.getByTestId('project-list')
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(projects.length)
    // The page cannot know the width it is read at: no card is hidden from anyone.
    for (const card of cards) {
      expect(card).not.toHaveAttribute('inert')
      expect(card).not.toHaveAttribute('aria-hidden')
    }
    expect(screen.queryByRole('region', { name: t.carousel.label })).toBeNull()
    container.remove()
  })

  it('links every repository in a new tab and says so', () => {
    stubScreen({ isWide: false })
    renderSection()
    const links = within(screen.getByTestId('project-list')).getAllByRole('link', {
      name: opensInNewTab(t.repository),
    })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      projects.map((project) => project.repository),
    )
    for (const link of links) expect(link).toHaveAttribute('target', '_blank')
  })

  it('shows the demo toast when a live demo is opened', async () => {
    stubScreen({ isWide: false })
    renderSection()
    const list = screen.getByTestId('project-list')
    const demo = within(list).getByRole('link', { name: opensInNewTab(t.liveDemo) })
    // jsdom cannot open tabs; the toast is what this test is about.
    demo.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(demo)
    expect(await screen.findByText(t.demoStarting)).toBeInTheDocument()
  })

  it('keeps the cards a still list on narrow screens, every one of them reachable', async () => {
    vi.useFakeTimers()
    stubScreen({ isWide: false })
    renderSection()
    await act(async () => {
      await vi.dynamicImportSettled()
      vi.advanceTimersByTime(20_000)
    })
    const list = screen.getByTestId('project-list')
    for (const card of within(list).getAllByRole('article'))
      expect(card).not.toHaveAttribute('inert')
    expect(screen.queryByRole('region', { name: t.carousel.label })).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
    vi.useRealTimers()
  })

  it('makes the cards the slides of a carousel on wide screens, the front one reachable', () => {
    stubScreen({ isWide: true })
    renderSection()
    const carousel = screen.getByRole('region', { name: t.carousel.label })
    // The cards behind the front one are hidden from assistive technology, names and all.
    const slides = within(carousel).getAllByRole('group', { hidden: true })
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3].map((n) => format(t.carousel.slide, { n, total: 3 })),
    )
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
  })

  it('brings the deck to life on wide screens', async () => {
    stubScreen({ isWide: true })
    renderSection()
    const stillDeck = screen.getByTestId('project-carousel')
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    // The interactive deck has replaced the prerendered one.
    expect(stillDeck).not.toBeInTheDocument()
    const carousel = screen.getByTestId('project-carousel')
    fireEvent.click(within(carousel).getByRole('button', { name: t.carousel.next }))
    expect(
      within(carousel).getByRole('button', { name: format(t.carousel.goTo, { n: 2 }) }),
    ).toHaveAttribute('aria-current', 'true')
  })

  it('keeps the focus on the control it was on when the moving deck replaces the still one', async () => {
    stubScreen({ isWide: true })
    renderSection()
    const stillDeck = screen.getByTestId('project-carousel')
    const secondBullet = { name: format(t.carousel.goTo, { n: 2 }) }
    act(() => within(stillDeck).getByRole('button', secondBullet).focus())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(stillDeck).not.toBeInTheDocument()
    const carousel = screen.getByTestId('project-carousel')
    expect(within(carousel).getByRole('button', secondBullet)).toHaveFocus()
  })

  it('keeps the focus on a technology of the front card when the moving deck replaces the still one', async () => {
    stubScreen({ isWide: true })
    renderSection()
    const stillDeck = screen.getByTestId('project-carousel')
    const [first] = projects[0]?.technologies ?? []
    if (!first) throw new Error('the first project names no technology')
    const tileName = { name: technology(first).name }
    // The tiles take the focus for their tooltips; they are neither links nor buttons.
    const [tile] = within(stillDeck).getAllByRole('img', tileName)
    act(() => tile?.focus())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(stillDeck).not.toBeInTheDocument()
    const carousel = screen.getByTestId('project-carousel')
    expect(within(carousel).getAllByRole('img', tileName)[0]).toHaveFocus()
  })

  it('keeps the focus a Tab gave the prerendered deck before React listened', async () => {
    stubScreen({ isWide: true })
    const container = document.createElement('div')
    container.innerHTML = renderToString(section)
    document.body.append(container)
    const secondBullet = { name: format(t.carousel.goTo, { n: 2 }) }
    const stillDeck = screen.getByTestId('project-carousel')
    within(stillDeck).getByRole('button', secondBullet).focus()
    render(section, { container, hydrate: true })
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(stillDeck).not.toBeInTheDocument()
    const carousel = screen.getByTestId('project-carousel')
    expect(within(carousel).getByRole('button', secondBullet)).toHaveFocus()
  })
})
