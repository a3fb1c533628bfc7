import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Project } from '../../content'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import { format } from '../../lib/format'
import { ToastProvider } from '../../ui/toast'
import ProjectsSection from './projects-section'

/** An owner with one project: the owner's first. */
vi.mock('virtual:projects', async () => {
  const { default: owners } = await vi.importActual<{ default: Project[] }>('virtual:projects')
  return { default: owners.slice(0, 1) }
})

describe('the projects of an owner with one', () => {
  it('shows the card on a wide screen with no play, arrows or bullet', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    render(
      <I18nProvider initialLocale={SECOND_LANG}>
        <ToastProvider closeLabel="Dismiss notification">
          <ProjectsSection />
        </ToastProvider>
      </I18nProvider>,
    )
    const deck = screen.getByTestId('project-carousel')
    expect(within(deck).getAllByRole('group', { hidden: true })).toHaveLength(1)
    const controls = SECOND.projects.carousel
    const firstBullet = format(controls.goTo, { n: 1 })
    for (const name of [
      controls.play,
      controls.pause,
      controls.previous,
      controls.next,
      firstBullet,
    ]) {
      expect(within(deck).queryByRole('button', { name, hidden: true })).toBeNull()
    }
    vi.unstubAllGlobals()
  })
})
