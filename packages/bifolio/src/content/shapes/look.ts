/**
 * `look.yml`: the accent of each theme and the two font families. The shades for small text,
 * button text, focus rings and tints are derived at build, and every use is checked for WCAG
 * AA contrast.
 */
import * as v from 'valibot'
import { hexColor } from './text.ts'

const font = v.pipe(
  v.union(
    [
      v.string(),
      v.strictObject({
        family: v.string("must be the family's name"),
        dir: v.string('must be a folder under the content folder, e.g. fonts/brand'),
      }),
    ],
    'must be a Fontsource family such as "inter", or { family: Brand, dir: fonts/brand }',
  ),
  v.description(
    'A Fontsource family by its id (inter, poppins, fira-code…), or your own files: { family, dir } with one <weight>.woff2 per weight.',
  ),
)

export const lookShape = v.strictObject(
  {
    accent: v.pipe(
      v.strictObject({ light: hexColor, dark: hexColor }, 'must be { light: "#…", dark: "#…" }'),
      v.description('The accent per theme: brackets, links, buttons, focus rings, icons.'),
    ),
    strong: v.optional(
      v.pipe(
        v.strictObject(
          { light: v.optional(hexColor), dark: v.optional(hexColor) },
          'must be { light: "#…", dark: "#…" }, either optional',
        ),
        v.description(
          'Optional: the shade for small text and button backgrounds per theme, when the derived one is not to your taste; it must read at 4.5:1.',
        ),
      ),
    ),
    divider: v.optional(
      v.pipe(
        v.strictObject(
          { light: v.optional(hexColor), dark: v.optional(hexColor) },
          'must be { light: "#…", dark: "#…" }, either optional',
        ),
        v.description(
          "Optional: the colour per theme of the lines between sections, the glow under the projects and the case studies' rules; without it, a calm shade of the accent's hue. It must show at 1.5:1.",
        ),
      ),
    ),
    fonts: v.pipe(
      v.strictObject({ sans: font, mono: font }, 'must be { sans: "…", mono: "…" }'),
      v.description("The text's family (weights 400, 600, 700) and the code touches' (400, 700)."),
    ),
  },
  'must be { accent, fonts }',
)

export type Look = v.InferOutput<typeof lookShape>
export type LookFont = Look['fonts']['sans']
