import { anyArticles } from './articles'
import { sectionIcons, sections } from './site'
import type { IconName, LandingSection, ShownSectionId } from './types'

/**
 * The landing page's parts in the owner's order, as any owner may write them; the articles'
 * section waits for a first article.
 */
export const landingSections: readonly LandingSection[] = sections.filter(
  (section) => section !== 'blog' || anyArticles,
)

/** The navigation's links: the sections `site.yml` shows, in its order, quotes left out. */
export const navigation: ReadonlyArray<{ id: ShownSectionId; icon: IconName }> = landingSections
  .filter((entry): entry is ShownSectionId => entry !== 'quote')
  .map((id) => ({ id, icon: sectionIcons[id] }))
