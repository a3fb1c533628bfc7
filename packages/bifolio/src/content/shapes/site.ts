/**
 * `site.yml`: the page's shape: its sections in order, their icons, the skill groups, the
 * about cards, and whether visits are counted. The ids it names (technologies, words) are checked against the other files by
 * the content check.
 */
import * as v from 'valibot'
import { SECTION_IDS } from '../ids.ts'
import { icon, id } from './text.ts'

/** An entry of `sections`: a section, or a quote banner between two. */
const landingSection = v.picklist(
  [...SECTION_IDS, 'quote'],
  `must be one of ${[...SECTION_IDS, 'quote'].join(', ')}`,
)

export const siteShape = v.strictObject(
  {
    sections: v.pipe(
      v.array(landingSection, 'must be a list such as [home, skills, projects, contact]'),
      v.description(
        'The landing page from top to bottom: home first, contact somewhere after it; services, skills, projects, testimonials, about-me and blog (the newest articles of posts/) once each or left out; quote up to twice, each taking the next of "quotes" in es.yml and en.yml.',
      ),
    ),
    sectionIcons: v.pipe(
      v.strictObject(
        Object.fromEntries(SECTION_IDS.map((section) => [section, v.optional(icon)])) as Record<
          (typeof SECTION_IDS)[number],
          v.OptionalSchema<typeof icon, undefined>
        >,
      ),
      v.description("Each shown section's icon in the phone's bottom navigation bar."),
    ),
    skillGroups: v.pipe(
      v.array(
        v.strictObject({
          id,
          icon,
          skills: v.pipe(
            v.array(v.string('must be a technology id'), 'must be a list of technology ids'),
            v.description('Ids of technologies.yml.'),
          ),
        }),
        'must be a list of groups such as { id: backend, icon: "lucide:server", skills: [node] }',
      ),
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
