/**
 * The page's shape from `site.yml`: its sections in order, their icons, the skill groups and
 * the about cards.
 */
import { site } from './owner-content'

export const { sections, sectionIcons, skillGroups, aboutParagraphs } = site
