import { sectionIcons, sections } from './site'
import type { IconName, SectionId } from './types'

/** The navigation's links: the sections `site.ts` shows, in its order, quotes left out. */
export const navigation: ReadonlyArray<{ id: SectionId; icon: IconName }> = sections
  .filter((entry): entry is SectionId => entry !== 'quote')
  .map((id) => ({ id, icon: sectionIcons[id] }))
