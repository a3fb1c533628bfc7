import { site, technology } from './content'

/**
 * The selectors of the first two logos of different shape in the owner's skill groups, as
 * `src/ui/icon.tsx` names them (`logo--simple-icons--react`): what a test looks at to see logos
 * drawn, whatever the content.
 */
export const SKILL_LOGOS: string[] = [
  ...new Set(site.skillGroups.flatMap((group) => group.skills.map((id) => technology(id).icon))),
]
  .slice(0, 2)
  .map((icon) => `.logo--${icon.replace(':', '--')}`)
