/**
 * The owner's look, checked and worked out once for every build step that draws with it: the
 * page's stylesheet, the favicon, the share pictures and the CV.
 */
import { createRequire } from 'node:module'
import type { Look } from '../../src/content/types.ts'
import { ContentError } from '../content/content-error.ts'
import { type Fallbacks, fallbacks, resolveFonts, type ResolvedFonts } from './fonts.ts'
import { derivePalette, type Palette } from './palette.ts'

export interface ResolvedLook {
  palette: Palette
  fonts: ResolvedFonts
  fallbacks: Fallbacks
}

export interface LookOptions {
  /** `src/content`, where an owner's own font folders are. */
  contentDir: string
  /** The file the look comes from, as problems name it. */
  file?: string
}

const require = createRequire(import.meta.url)

/** Every problem with the look's colours and fonts (none when it is good). */
export function lookProblems(
  look: Look,
  { contentDir, file }: LookOptions,
): { palette?: Palette; fonts?: ResolvedFonts; problems: string[] } {
  const colors = derivePalette(look, file)
  const fonts = resolveFonts(look.fonts, { contentDir, file, resolve: require.resolve })
  return {
    palette: colors.palette,
    fonts: fonts.fonts,
    problems: [...colors.problems, ...fonts.problems],
  }
}

/** The checked look; throws a `ContentError` with every problem. */
export async function resolveLook(look: Look, options: LookOptions): Promise<ResolvedLook> {
  const { palette, fonts, problems } = lookProblems(look, options)
  if (!palette || !fonts) throw new ContentError(problems)
  return { palette, fonts, fallbacks: await fallbacks(fonts) }
}
