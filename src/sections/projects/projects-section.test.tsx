import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { projects } from '../../content'
import { I18nProvider } from '../../i18n/i18n-provider'
import { ToastProvider } from '../../ui/toast'
import { ProjectsSection } from './projects-section'

function stubScreen({ isWide }: { isWide: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') && isWide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

function renderSection() {
  render(
    <I18nProvider initialLocale="en">
      <ToastProvider closeLabel="Dismiss notification">
        <ProjectsSection />
      </ToastProvider>
    </I18nProvider>,
  )
}

describe('ProjectsSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('renders both layouts under its heading, for CSS to pick one', () => {
    stubScreen({ isWide: false })
    renderSection()
    expect(screen.getByRole('region', { name: 'My Projects' })).toBeInTheDocument()
    expect(screen.getByTestId('project-carousel')).toBeInTheDocument()
    const list = screen.getByTestId('project-list')
    expect(within(list).getAllByRole('article')).toHaveLength(projects.length)
  })

  it('links every repository in a new tab and says so', () => {
    stubScreen({ isWide: false })
    renderSection()
    const links = within(screen.getByTestId('project-list')).getAllByRole('link', {
      name: /^Github Repository\s\(opens in a new tab\)$/,
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
    const demo = within(list).getByRole('link', { name: /^Live demo\s\(opens in a new tab\)$/ })
    // jsdom cannot open tabs; the toast is what this test is about.
    demo.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(demo)
    expect(
      await screen.findByText('The live demo will open shortly. Starting servers...'),
    ).toBeInTheDocument()
  })

  it('keeps the deck still on narrow screens, where it is hidden', async () => {
    vi.useFakeTimers()
    stubScreen({ isWide: false })
    renderSection()
    await act(async () => {
      await vi.dynamicImportSettled()
      vi.advanceTimersByTime(20_000)
    })
    const carousel = screen.getByTestId('project-carousel')
    expect(within(carousel).getByRole('group', { name: 'Project 1 of 3' })).not.toHaveAttribute(
      'inert',
    )
    expect(vi.getTimerCount()).toBe(0)
    vi.useRealTimers()
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
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next project' }))
    expect(within(carousel).getByRole('button', { name: 'Go to project 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })
})
