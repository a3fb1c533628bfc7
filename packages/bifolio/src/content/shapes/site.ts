/**
 * `site.yml`: the page's shape: its sections in order, their icons, the skill groups, the
 * about cards, and whether visits are counted. The ids it names (technologies, words) are checked against the other files by
 * the content check.
 */
import * as v from 'valibot'
import { DEFAULT_SECTION_ICONS, SECTION_IDS } from '../ids.ts'
import { languagesShape } from './languages.ts'
import { icon, id, oneOf, uniqueIds, type IconName } from './text.ts'

/** The page has room for two quote banners; more would read as filler. */
const MAX_QUOTE_BANNERS = 2

const LANDING_SECTIONS = [...SECTION_IDS, 'quote'] as const

/** The page's order: the hero first, the form somewhere, each section once, two quotes at most. */
const pageOrder = v.rawCheck<Array<(typeof LANDING_SECTIONS)[number]>>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const sections = dataset.value
  const count = (name: string) => sections.filter((entry) => entry === name).length
  if (sections[0] !== 'home')
    addIssue({ message: "must start with 'home', the hero at the top of the page" })
  if (count('contact') === 0)
    addIssue({ message: "must hold 'contact': the form is how visitors reach you" })
  for (const name of SECTION_IDS)
    if (count(name) > 1)
      addIssue({ message: `names '${name}' ${count(name)} times; once is the most` })
  if (count('quote') > MAX_QUOTE_BANNERS)
    addIssue({
      message: `names 'quote' ${count('quote')} times; the page has room for ${MAX_QUOTE_BANNERS}`,
    })
})

export const siteShape = v.strictObject(
  {
    languages: languagesShape,
    sections: v.pipe(
      v.array(oneOf(LANDING_SECTIONS), 'must be a list such as [home, skills, projects, contact]'),
      pageOrder,
      v.description(
        'The landing page from top to bottom: home first, contact somewhere after it; services, skills, projects, testimonials, about-me and blog (the newest articles of posts/) once each or left out; quote up to twice, each taking the next of "quotes" in es.yml and en.yml.',
      ),
    ),
    sectionIcons: v.pipe(
      v.optional(
        v.strictObject(
          Object.fromEntries(SECTION_IDS.map((section) => [section, v.optional(icon)])) as Record<
            (typeof SECTION_IDS)[number],
            v.OptionalSchema<typeof icon, undefined>
          >,
        ),
        {},
      ),
      v.description(
        "Optional: a shown section's icon in the phone's bottom navigation bar, when the engine's is not to your taste.",
      ),
      v.transform((icons): Record<(typeof SECTION_IDS)[number], IconName> => ({
        ...DEFAULT_SECTION_ICONS,
        ...Object.fromEntries(Object.entries(icons).filter(([, name]) => name !== undefined)),
      })),
    ),
    skillGroups: v.pipe(
      v.array(
        v.strictObject({
          id,
          icon,
          skills: v.pipe(
            v.array(v.string('must be a technology id'), 'must be a list of technology ids'),
            v.minLength(1, 'must list at least one technology id, e.g. [node]'),
            v.description('Ids of technologies.yml.'),
          ),
        }),
        'must be a list of groups such as { id: backend, icon: "lucide:server", skills: [node] }',
      ),
      v.minLength(1, 'must list at least one group such as { id: backend, icon: … }'),
      uniqueIds(),
      v.description(
        'The skills section\'s groups, in order; each named in "skills.groups" of es.yml and en.yml.',
      ),
    ),
    aboutParagraphs: v.optional(
      v.pipe(
        v.array(
          v.strictObject({ id, icon }),
          'must be a list of cards such as { id: values, icon: "lucide:heart" }',
        ),
        uniqueIds(),
        v.description(
          'The about section\'s cards, in order; each with its words in "about.paragraphs" of es.yml and en.yml.',
        ),
      ),
      [],
    ),
    counting: v.optional(
      v.pipe(
        v.boolean('must be true or false'),
        v.description(
          'Whether the site counts its visits, CV and vCard downloads in daily totals, without cookies (npm run stats shows them). false: the pages send nothing and the API counts nothing. The privacy texts in es.yml and en.yml should say which.',
        ),
      ),
      true,
    ),
  },
  'must be the page\'s shape, starting with "sections:"',
)

export type SiteFile = v.InferOutput<typeof siteShape>
export type LandingSection = SiteFile['sections'][number]
