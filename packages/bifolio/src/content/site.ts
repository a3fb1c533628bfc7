/**
 * The page's shape from `site.yml`: its sections in order, their icons, the skill groups and
 * the about cards.
 */
export { sections, sectionIcons, skillGroups, aboutParagraphs } from './owner-content'
