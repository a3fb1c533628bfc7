/**
 * The owner's look as the build works it out: the families and shades a page
 * must show, read from the owner's `look.yml`, so a test holds for any owner's choice.
 */
import { readLook } from '../../packages/bifolio/builder/plugins/look/read-look'
import { resolveLook } from '../../packages/bifolio/builder/plugins/look/resolve-look'
import type { Look } from '../../packages/bifolio/src/content/types'
import { CONTENT_DIR } from './content'

// The content check has passed (./content.ts): the file is a look.
const LOOK = await resolveLook((await readLook(CONTENT_DIR)) as Look, { contentDir: CONTENT_DIR })

/** The CSS family names of the text and the code touches. */
export const FAMILY = { sans: LOOK.fonts.sans.family, mono: LOOK.fonts.mono.family } as const

/** The shipped names of the sans family's files, e.g. `poppins-latin-400-normal`. */
export const SANS_FILES = LOOK.fonts.sans.files.map((file) => file.name)
