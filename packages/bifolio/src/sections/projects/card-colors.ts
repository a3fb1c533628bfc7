import 'virtual:content-colors.css'
import type { Project } from '../../content'
import { projectColorClass } from '../../content/color-classes'

/**
 * The class that gives an element its project's own colours as custom properties
 * (`--card-main`, `--card-second`, `--card-ink`), so the stylesheet can paint the card, its
 * buttons and its focus ring from one place. The build writes one rule per project from its
 * front matter: no style attribute on the page.
 */
export function cardColors({ slug }: Pick<Project, 'slug'>): string {
  return projectColorClass(slug)
}
