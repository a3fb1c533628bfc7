/**
 * `technologies.yml`: every technology the page can show, by a stable id that the skill
 * groups and the projects name. Colours are the brands' own; a black logo takes a light
 * variant for the dark theme.
 */
import * as v from 'valibot'
import { filled, hexColor, icon } from './text.ts'

const themedColor = v.pipe(
  v.union(
    [hexColor, v.strictObject({ light: hexColor, dark: hexColor })],
    'must be a colour such as "#61DAFB", or { light: "#000000", dark: "#FFFFFF" }',
  ),
  v.description('The brand colour, or one per theme: { light: "#000000", dark: "#FFFFFF" }.'),
)

const technologyShape = v.strictObject(
  {
    name: v.pipe(filled, v.description('The name a visitor reads, e.g. React.')),
    icon,
    color: themedColor,
  },
  'must be { name, icon, color }',
)

export const technologiesShape = v.pipe(
  v.record(
    v.pipe(
      v.string(),
      v.regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'must be an id of letters, digits and hyphens'),
    ),
    technologyShape,
    'must map ids to technologies, e.g. react: { name: React, icon: "simple-icons:react", color: "#61DAFB" }',
  ),
  v.check((map) => Object.keys(map).length > 0, 'must name at least one technology'),
)

export type Technology = v.InferOutput<typeof technologyShape>
export type ThemedColor = Technology['color']
