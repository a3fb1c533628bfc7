import type { ProjectPagesMessages } from './types'

/** The words of the case studies and the projects index (English). */
export const enProjectPages = {
  caseStudy: {
    metaTitle: '{title} · Case study · {name}',
    ogImageAlt: '{title}: a case study by {name}',
    label: 'Case study',
    backToProjects: 'All projects',
    facts: {
      year: 'Year',
      role: 'Role',
      duration: 'Duration',
      team: 'Team',
      outcome: 'Outcome',
    },
    stack: 'Technologies',
    elsewhere: 'More projects',
    previous: 'Previous project',
    next: 'Next project',
  },
  projectsIndex: {
    metaTitle: 'Apps · {name}',
    description:
      'Every project by {name} with its case study: the context, the problem, the approach and the outcome. Filter by technology.',
    title: 'Shipped apps',
    filterLabel: 'Filter by technology',
    count: '{shown} of {total} projects',
    clear: 'Clear filters',
    empty: 'No project uses those technologies.',
  },
} as const satisfies ProjectPagesMessages
