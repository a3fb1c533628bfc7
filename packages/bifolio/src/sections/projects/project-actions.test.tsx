import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIRST_LANG, SECOND, SECOND_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import { projectPath } from '../../i18n/routes'
import { ToastProvider } from '../../ui/toast'
import type { Project } from '../../content'
import { ProjectActions } from './project-actions'

const t = SECOND.projects
const REPOSITORY = 'https://github.com/owner/project'
const DEMO = 'https://demo.example.com'

/** A project's words in one language. */
const WORDS = { title: 'Project', summary: 'A project.', imageAlt: 'The project' }

function renderActions(
  links: { repository?: string; demo?: string; words?: Project['words'] },
  withCaseStudy = true,
): HTMLElement {
  const { container } = render(
    <I18nProvider initialLocale={SECOND_LANG}>
      <ToastProvider closeLabel={SECOND.toast.close}>
        <ProjectActions
          project={{ slug: 'project', words: { [SECOND_LANG]: WORDS }, ...links }}
          withCaseStudy={withCaseStudy}
        />
      </ToastProvider>
    </I18nProvider>,
  )
  return container
}

/** Each link's words and address, in order. */
function links(container: HTMLElement) {
  return within(container)
    .queryAllByRole('link')
    .map((link) => [
      link.textContent?.replace(t.opensInNewTab, '').trim(),
      link.getAttribute('href'),
    ])
}

describe('ProjectActions', () => {
  it('links the case study, the repository and the demo when the project has both', () => {
    const container = renderActions({ repository: REPOSITORY, demo: DEMO })
    expect(links(container)).toEqual([
      [t.readCaseStudy, projectPath(SECOND_LANG, 'project')],
      [t.repository, REPOSITORY],
      [t.liveDemo, DEMO],
    ])
  })

  it('links the case study in the language a project is written in when the page’s is not one', () => {
    const container = renderActions({ repository: REPOSITORY, words: { [FIRST_LANG]: WORDS } })
    const caseStudy = within(container).getByRole('link', { name: t.readCaseStudy })
    expect(caseStudy).toHaveAttribute('href', projectPath(FIRST_LANG, 'project'))
    expect(caseStudy).toHaveAttribute('hreflang', FIRST_LANG)
  })

  it('shows no repository link for a project without one, and the demo it has', () => {
    const container = renderActions({ demo: DEMO })
    expect(links(container)).toEqual([
      [t.readCaseStudy, projectPath(SECOND_LANG, 'project')],
      [t.liveDemo, DEMO],
    ])
  })

  it('makes the demo the main link of a case study whose code is not public', () => {
    const container = renderActions({ demo: DEMO }, false)
    expect(links(container)).toEqual([[t.liveDemo, DEMO]])
    expect(screen.getByRole('link')).toHaveClass('project-actions__link--primary')
  })

  it('links nothing on the case study of a project with neither', () => {
    const container = renderActions({}, false)
    expect(links(container)).toEqual([])
  })

  it('says in the owner’s words that the code is private, when the words have it', () => {
    renderActions({})
    if (t.clientWork) expect(screen.getByText(t.clientWork)).toBeInTheDocument()
    else expect(screen.queryByRole('paragraph')).toBeNull()
  })

  it('says nothing of client work for a project whose code is public', () => {
    renderActions({ repository: REPOSITORY })
    expect(screen.queryByRole('paragraph')).toBeNull()
  })
})
