/**
 * The technologies' logos are drawn apart from the interface's icons. The icons are `<use>`
 * references into a small sprite, which a browser fetches as soon as the page names it. A logo
 * is a CSS mask of a second file, fetched only when its section is first styled: the sections
 * below the first screen wait for their turn (`content-visibility`), so the logos no longer
 * share the first seconds of a slow link with the fonts and the photo.
 */
const LOGO_SETS: readonly string[] = ['simple-icons', 'devicon-plain']

/** `simple-icons:react` -> `simple-icons--react`: the id in either file. */
export const iconId = (name: string): string => name.replace(':', '--')

export const isLogo = (name: string): boolean => LOGO_SETS.includes(name.split(':')[0] ?? '')
