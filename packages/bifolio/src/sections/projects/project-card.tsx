import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { memo, type HTMLAttributes } from 'react'
import type { Project } from '../../content'
import type { Locale } from '../../i18n/locales'
import { shownWords } from '../../content/project-language'
import { useLocale, usePartWords, useT } from '../../i18n/i18n-provider'
import { languageName } from '../../i18n/language-name'
import { format } from '../../lib/format'
import { COMPACT_QUERY } from '../../ui/breakpoint'
import { ResponsiveImage } from '../../ui/responsive-image'
import { cardColors } from './card-colors'
import { MOCKUP_HEIGHT_PX, MOCKUP_WIDTH_PX } from './mockup-size'
import { ProjectActions } from './project-actions'
import { TechGrid } from './tech-grid'

/** What the landing page's deck adds to a card it holds: its place and its slide semantics. */
type SlideAttributes = Pick<
  HTMLAttributes<HTMLElement>,
  'role' | 'aria-roledescription' | 'aria-label' | 'aria-hidden' | 'tabIndex' | 'inert'
> & { 'data-position': string; 'data-slide': number }

/** The image's widths: a phone's column, the wide deck's half card, the index's column. */
const IN_DECK_SIZES = `${COMPACT_QUERY} calc(100vw - 5rem), (min-width: 1440px) 27rem, 40vw`
const IN_LIST_SIZES = `${COMPACT_QUERY} calc(100vw - 5rem), 40rem`

/** The mark of a project listed in `shownIn`, another language than the page's, in the page's. */
function OnlyIn({ shownIn }: { shownIn: Locale }) {
  const projectWords = usePartWords(projectsWords)
  const { locale } = useLocale()
  const language = languageName(useT().language.names ?? {}, shownIn, locale)
  return (
    <span className="project-item__only-in" lang={locale}>
      {projectWords.onlyIn ? format(projectWords.onlyIn, { language }) : language}
    </span>
  )
}

/**
 * One project's card, the same markup wherever it shows: a plain stacked card on phones, in
 * print and on the projects index; on wide screens the landing page's stylesheet paints it in
 * the project's colours with the words beside the mockup, as one card of the deck. Memoised:
 * the deck re-renders on every move, and only the cards whose place changed redraw then.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  headingLevel,
  isInDeck = false,
  hasFocusableTiles = false,
  onFirstScreen = false,
  slide,
}: {
  project: Project
  headingLevel: 2 | 3
  isInDeck?: boolean
  /** Whether the deck's stylesheet hides the technologies' names, left to their tooltips. */
  hasFocusableTiles?: boolean
  /** The projects index's first card, whose picture a phone shows with the page. */
  onFirstScreen?: boolean
  slide?: SlideAttributes
}) {
  const projectWords = usePartWords(projectsWords)
  const { locale } = useLocale()
  const shown = shownWords(project, locale)
  const { words } = shown
  // A project not written in the page's language shows its words in one it is, marked.
  const lang = shown.locale === locale ? undefined : shown.locale
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  const Label = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <article className={`project-item ${cardColors(project)}`} data-slug={project.slug} {...slide}>
      <Title className="project-item__title" lang={lang}>
        {words.title}
        {/* A space, so the heading's name reads as two words, not one run. */}
        {lang && ' '}
        {lang && <OnlyIn shownIn={lang} />}
      </Title>
      <p className="project-item__description" lang={lang}>
        {words.summary}
      </p>
      <Label className="project-item__label">{projectWords.technologies}</Label>
      <TechGrid ids={project.technologies} hasFocusableTiles={hasFocusableTiles} />
      <ProjectActions project={project} />
      <ResponsiveImage
        className="project-item__image"
        src={project.image}
        alt={words.imageAlt}
        lang={lang}
        width={MOCKUP_WIDTH_PX}
        height={MOCKUP_HEIGHT_PX}
        sizes={isInDeck ? IN_DECK_SIZES : IN_LIST_SIZES}
        eager={onFirstScreen}
      />
    </article>
  )
})
