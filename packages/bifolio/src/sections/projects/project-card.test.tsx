import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { provideMessages } from '../../i18n/messages'
import { projects, type Project } from '../../content/projects'
import { I18nProvider } from '../../i18n/i18n-provider'
import { languageName } from '../../i18n/language-name'
import { DEFAULT_LOCALE } from '../../i18n/locales'
import { projectPath } from '../../i18n/routes'
import { format } from '../../lib/format'
import { ToastProvider } from '../../ui/toast'
import { ProjectCard } from './project-card'

const [owners] = projects
if (!owners) throw new Error('The site under test has no project')
const written = owners.words[DEFAULT_LOCALE]
if (!written) throw new Error(`The first project has no words in ${DEFAULT_LOCALE}`)
/** The owner's first project, as if its file in the second language were missing. */
const notInSecond: Project = { ...owners, words: { [DEFAULT_LOCALE]: written } }

function renderCard(project = notInSecond) {
  return render(
    <I18nProvider initialLocale={SECOND_LANG}>
      <ToastProvider closeLabel={SECOND.toast.close}>
        <ProjectCard project={project} headingLevel={2} />
      </ToastProvider>
    </I18nProvider>,
  )
}

describe('a project missing in the page’s language', () => {
  it('is listed with its words in the language it is written in, marked in the page’s', () => {
    renderCard()
    const mark = format(SECOND.projects.onlyIn ?? '{language}', {
      language: languageName(SECOND.language.names ?? {}, DEFAULT_LOCALE, SECOND_LANG),
    })
    const heading = screen.getByRole('heading', { level: 2, name: `${written.title} ${mark}` })
    expect(heading).toHaveAttribute('lang', DEFAULT_LOCALE)
    expect(heading).toHaveTextContent(written.title)
    expect(screen.getByText(mark)).toHaveAttribute('lang', SECOND_LANG)
    expect(screen.getByText(written.summary)).toHaveAttribute('lang', DEFAULT_LOCALE)
    expect(screen.getByAltText(written.imageAlt)).toHaveAttribute('lang', DEFAULT_LOCALE)
    const caseStudy = screen.getByRole('link', { name: SECOND.projects.readCaseStudy })
    expect(caseStudy).toHaveAttribute('href', projectPath(DEFAULT_LOCALE, owners.slug))
    expect(caseStudy).toHaveAttribute('hreflang', DEFAULT_LOCALE)
  })

  it('names the language as the owner’s words name it', () => {
    const ownName = 'the language of the first page'
    const names = { ...SECOND.language.names, [DEFAULT_LOCALE]: ownName }
    provideMessages({ [SECOND_LANG]: { ...SECOND, language: { ...SECOND.language, names } } })
    try {
      renderCard()
      const mark = format(SECOND.projects.onlyIn ?? '{language}', { language: ownName })
      expect(screen.getByText(mark)).toHaveAttribute('lang', SECOND_LANG)
    } finally {
      provideMessages({ [SECOND_LANG]: SECOND })
    }
  })

  it('leaves a project written in the page’s language unmarked', () => {
    renderCard(owners)
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang')
    expect(screen.getByRole('link', { name: SECOND.projects.readCaseStudy })).toHaveAttribute(
      'href',
      projectPath(SECOND_LANG, owners.slug),
    )
  })
})
