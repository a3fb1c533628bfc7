/**
 * The technologies' logos are drawn apart from the interface's icons. The icons are `<use>`
 * references into a small sprite, which a browser fetches as soon as the page names it. A logo
 * is a CSS mask of a second file, fetched only once its element is styled by a rule that comes
 * with the late stylesheet, so the logos never share the first seconds
 * of a slow link with the fonts and the photo. Each stands beside the words that name it.
 */
const LOGO_SETS: readonly string[] = ['simple-icons', 'devicon-plain']

/** `simple-icons:react` -> `simple-icons--react`: the id in either file. */
export const iconId = (name: string): string => name.replace(':', '--')

export const isLogo = (name: string): boolean => LOGO_SETS.includes(name.split(':')[0] ?? '')

/**
 * Icons that point along the line (an arrow to the next page, a chevron, a paper plane), which
 * turn round where the text runs right to left; the others read the same either way.
 */
const POINTING = /^lucide:(?:arrow|chevron|chevrons|move)-(?:left|right)$|^lucide:send$/

export const pointsAlongTheLine = (name: string): boolean => POINTING.test(name)
