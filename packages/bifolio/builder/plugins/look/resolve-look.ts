/**
 * The owner's look, checked and worked out once for every build step that draws with it: the
 * page's stylesheet, the favicon, the share pictures and the CV.
 */
import { createRequire } from 'node:module'
import * as v from 'valibot'
import type { Look } from '../../../src/content/types.ts'
import { ContentError } from '../content/content-error.ts'
import { describeIssues } from '../content/describe-issues.ts'
import { type Fallbacks, fallbacks, resolveFonts, type ResolvedFonts } from './fonts.ts'
import { ownerText } from './owner-text.ts'
import { derivePalette, type Palette } from './palette.ts'

export interface ResolvedLook {
  palette: Palette
  fonts: ResolvedFonts
  fallbacks: Fallbacks
}

export interface LookOptions {
  /** The site's content folder, where an owner's own font folders are. */
  contentDir: string
  /** The file the look comes from, as problems name it. */
  file?: string
}

const require = createRequire(import.meta.url)

const colour = v.string('must be a colour such as "#0c969c" (in quotes)')
const font = v.union(
  [v.string(), v.strictObject({ family: v.string(), dir: v.string() })],
  'must be a Fontsource family such as "inter", or { family: "Brand", dir: "fonts/brand" }',
)

/** The look's shape; what each value may be is checked by the palette and the fonts. */
const lookShape = v.strictObject(
  {
    accent: v.strictObject({ light: colour, dark: colour }, 'must be { light: "#…", dark: "#…" }'),
    strong: v.optional(
      v.strictObject(
        { light: v.optional(colour), dark: v.optional(colour) },
        'must be { light?: "#…", dark?: "#…" }',
      ),
    ),
    divider: v.optional(
      v.strictObject(
        { light: v.optional(colour), dark: v.optional(colour) },
        'must be { light?: "#…", dark?: "#…" }',
      ),
    ),
    fonts: v.strictObject({ sans: font, mono: font }, 'must be { sans: "…", mono: "…" }'),
  },
  'must be { accent, fonts } (export const look = { … })',
)

/** Every problem with the look's colours and fonts (none when it is good). */
export function lookProblems(
  look: Look,
  { contentDir, file = 'content/look.yml' }: LookOptions,
): { palette?: Palette; fonts?: ResolvedFonts; problems: string[] } {
  const shape = v.safeParse(lookShape, look)
  if (!shape.success) {
    return {
      problems: describeIssues(file, shape.issues, {
        known: Object.keys(lookShape.entries),
        owner: 'the look',
        whole: '"look"',
      }),
    }
  }
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
  return { palette, fonts, fallbacks: await fallbacks(fonts, await ownerText(options.contentDir)) }
}
