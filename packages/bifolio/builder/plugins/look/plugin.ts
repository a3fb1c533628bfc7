/**
 * Vite plugin: the owner's look (`look.yml`) as modules.
 * - `virtual:look.css`: both themes' backgrounds and accent shades, the fonts' faces and their
 *   fallbacks, the font stacks;
 * - `virtual:look-fonts`: the URLs of the faces the head preloads.
 * A colour that fails WCAG AA, or a font that is missing, is a line of the content's problems:
 * the content collection checks the look with the rest and stops the build
 * with every problem at once; in dev, the stylesheet's request shows them over the page.
 */
import type { Plugin } from 'vite'
import { ContentError } from '../content/content-error.ts'
import type { Look } from '../../../src/content/types.ts'
import { fileOf } from './fonts.ts'
import { fontSpecifier, lookCss } from './look-css.ts'
import { lookProblems, resolveLook, type LookOptions, type ResolvedLook } from './resolve-look.ts'

const CSS_ID = 'virtual:look.css'
const FONTS_ID = 'virtual:look-fonts'

/** A face's file to cut, by the specifier the stylesheet and the head name it with. */
interface LookFontFile {
  specifier: string
  path: string
}

export interface LookPlugin extends Plugin {
  /** The checked look, for the other build steps; rejects with a `ContentError`. */
  resolved: () => Promise<ResolvedLook>
  /** The faces' files (those found), for the font cutting to cut at config time. */
  fontFiles: () => LookFontFile[]
}

/**
 * `look.yml` as read, or the line saying why that file cannot be read
 *, which stops the build like any other problem.
 */
export type LookSource = Look | { problem: string }

export function lookPlugin(source: LookSource, options: LookOptions): LookPlugin {
  let resolving: Promise<ResolvedLook> | undefined
  const look = 'problem' in source ? undefined : source
  const resolved = () => {
    resolving ??= look
      ? resolveLook(look, options)
      : Promise.reject(new ContentError(['problem' in source ? source.problem : '']))
    return resolving
  }
  return {
    name: 'portfolio:look',
    resolved,
    fontFiles: () => {
      if (!look) return []
      const { fonts } = lookProblems(look, options)
      if (!fonts) return []
      return Object.values(fonts).flatMap((family) =>
        family.files.map((file) => ({ specifier: fontSpecifier(file.name), path: file.woff2 })),
      )
    },
    resolveId(id) {
      return id === CSS_ID || id === FONTS_ID ? `\0${id}` : undefined
    },
    async load(id) {
      if (id !== `\0${CSS_ID}` && id !== `\0${FONTS_ID}`) return undefined
      let look: ResolvedLook
      try {
        look = await resolved()
      } catch (error) {
        // Tried again on the next request, once the owner has fixed the file.
        resolving = undefined
        throw error
      }
      if (id === `\0${CSS_ID}`) return lookCss(look.palette, look.fonts, look.fallbacks)
      const { sans } = look.fonts
      return [
        `import regular from ${JSON.stringify(`${fontSpecifier(fileOf(sans, 400).name)}?url`)}`,
        `import bold from ${JSON.stringify(`${fontSpecifier(fileOf(sans, 700).name)}?url`)}`,
        'export default { regular, bold }',
      ].join('\n')
    },
  }
}
