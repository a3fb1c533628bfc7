/**
 * The owner's look as the build works it out (scripts/look/): the families and shades a page
 * must show, read from `src/content/look.ts`, so a test holds for any owner's choice.
 */
import { look } from '../../src/content/look'
import { resolveLook } from '../../scripts/look/resolve-look'

const LOOK = await resolveLook(look, { contentDir: 'src/content' })

/** The CSS family names of the text and the code touches. */
export const FAMILY = { sans: LOOK.fonts.sans.family, mono: LOOK.fonts.mono.family } as const

/** The shipped names of the sans family's files, e.g. `poppins-latin-400-normal`. */
export const SANS_FILES = LOOK.fonts.sans.files.map((file) => file.name)
