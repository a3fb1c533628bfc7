import type { ProjectPagesMessages } from './types'

/** The words of the case studies and the projects index (Spanish). */
export const esProjectPages = {
  caseStudy: {
    metaTitle: '{title} · Caso de estudio · {name}',
    ogImageAlt: '{title}: caso de estudio de {name}',
    label: 'Caso de estudio',
    backToProjects: 'Todos los proyectos',
    facts: {
      year: 'Año',
      role: 'Rol',
      duration: 'Duración',
      team: 'Equipo',
      outcome: 'Resultado',
    },
    stack: 'Tecnologías',
    elsewhere: 'Más proyectos',
    previous: 'Proyecto anterior',
    next: 'Proyecto siguiente',
  },
  projectsIndex: {
    metaTitle: 'Apps · {name}',
    description:
      'Todos los proyectos de {name} con su caso de estudio: el contexto, el problema, el enfoque y el resultado. Filtra por tecnología.',
    title: 'Apps publicadas',
    filterLabel: 'Filtrar por tecnología',
    count: '{shown} de {total} proyectos',
    clear: 'Quitar filtros',
    empty: 'Ningún proyecto usa esas tecnologías.',
  },
} as const satisfies ProjectPagesMessages
