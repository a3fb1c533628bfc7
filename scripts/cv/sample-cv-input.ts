/**
 * Test fixture: a realistic CV in each language, shaped like the site's sample owner (the
 * same facts as `src/content/`, one more job), for the renderer's tests.
 */
import type { CvDocumentMessages } from '../../src/content/types.ts'
import { cvHeadings, type CvInput } from './cv-input.ts'

const esCv: CvDocumentMessages = {
  title: 'CV de {name}',
  subject: '{role}: experiencia, proyectos, formación e idiomas',
  profile: 'Perfil',
  skills: 'Habilidades',
  experience: 'Experiencia',
  projects: 'Proyectos destacados',
  education: 'Formación',
  languages: 'Idiomas',
  certifications: 'Certificaciones',
  caseStudy: 'Caso de estudio',
  repository: 'Repositorio',
  present: 'actualidad',
  updated: 'Actualizado en {date}',
}

const enCv: CvDocumentMessages = {
  title: '{name} CV',
  subject: '{role}: experience, projects, education and languages',
  profile: 'Profile',
  skills: 'Skills',
  experience: 'Experience',
  projects: 'Selected projects',
  education: 'Education',
  languages: 'Languages',
  certifications: 'Certifications',
  caseStudy: 'Case study',
  repository: 'Repository',
  present: 'present',
  updated: 'Updated {date}',
}

const SITE = 'https://daninavarro.dev'
const GITHUB = 'https://github.com/daninavarro-dev'
const LINKEDIN = 'https://www.linkedin.com/in/daninavarro-dev'
const EMAIL = 'hola@daninavarro.dev'

const WEB = [
  'HTML5',
  'CSS',
  'JavaScript',
  'TypeScript',
  'React',
  'Next.js',
  'Astro',
  'Vite',
  'Tailwind CSS',
  'Node.js',
  'Express',
  'NestJS',
  'PHP',
  'Laravel',
  'MySQL',
  'PostgreSQL',
  'MongoDB',
  'Firebase',
  'Supabase',
  'Docker',
  'Git',
]
const DESIGN = ['Figma', 'Adobe XD', 'Adobe Illustrator']
const MOBILE = ['React Native', 'Ionic', 'Kotlin']

const TECHNOLOGIES = {
  checkIn: ['React Native', 'TypeScript', 'Firebase', 'Leaflet', 'Node.js', 'Express'],
  hotel: ['React', 'TypeScript', 'Tailwind CSS', 'Laravel', 'MySQL', 'Docker'],
  crm: ['Next.js', 'TypeScript', 'NestJS', 'PostgreSQL', 'Socket.IO', 'OpenAI'],
}

const REPOSITORIES = {
  checkIn: { label: 'github.com/daninavarro-dev/check-in-app', url: `${GITHUB}/check-in-app` },
  hotel: { label: 'github.com/daninavarro-dev/hotel-events', url: `${GITHUB}/hotel-events` },
  crm: { label: 'github.com/daninavarro-dev/crm-assistant', url: `${GITHUB}/crm-assistant` },
}

const KEYWORDS = ['React', 'TypeScript', 'Node.js', 'React Native', 'Laravel', 'PostgreSQL']

export const SAMPLE_CV_ES: CvInput = {
  locale: 'es',
  paper: 'A4',
  date: new Date('2026-11-01T00:00:00Z'),
  owner: {
    name: 'Dani Navarro',
    role: 'Desarrolladora Fullstack',
    location: 'Valencia, España',
    links: [
      { label: 'daninavarro.dev', url: `${SITE}/` },
      { label: EMAIL, url: `mailto:${EMAIL}` },
      { label: 'github.com/daninavarro-dev', url: GITHUB },
      { label: 'linkedin.com/in/daninavarro-dev', url: LINKEDIN },
    ],
  },
  words: { ...cvHeadings(esCv), updated: 'Actualizado el 1 de noviembre de 2026' },
  summary:
    'Desarrolladora full-stack freelance. Construyo aplicaciones web y móviles de principio a fin, de la base de datos a la interfaz, con React, TypeScript y Node.js. Me importan las entregas pequeñas y frecuentes, la accesibilidad desde el primer día y el código que otras personas pueden mantener. ¿Un reto con fecha? Mejor aún.',
  skills: [
    { group: 'Desarrollo web', items: WEB },
    { group: 'Diseño', items: DESIGN },
    { group: 'Desarrollo móvil', items: MOBILE },
  ],
  experience: [
    {
      role: 'Desarrolladora full-stack freelance',
      organisation: 'Dani Navarro',
      place: 'Valencia y en remoto',
      period: 'sept 2024 – actualidad',
      highlights: [
        'Diseño y construyo aplicaciones web y móviles para pymes, de la propuesta al despliegue.',
        'Un CRM con un agente de IA que resuelve el 60 % de las consultas sin esperar a una persona.',
        'Un sistema de eventos para un hotel sin ninguna reserva doble desde su lanzamiento.',
      ],
    },
    {
      role: 'Desarrolladora frontend',
      organisation: 'Tramontana Labs',
      place: 'Castellón (híbrido)',
      period: 'sept 2023 – ago 2024',
      highlights: [
        'Llevé el diseño de sistema de la empresa a una librería de componentes React con Storybook, usada por cuatro equipos.',
        'Subí la puntuación de accesibilidad de la app de reservas de 71 a 100 en Lighthouse, con revisiones con lector de pantalla.',
        'Acompañé a dos personas en prácticas en sus primeras “pull requests” y en la cultura de revisión de código.',
      ],
    },
    {
      role: 'Desarrolladora web en prácticas',
      organisation: 'Brisa Digital',
      place: 'Valencia',
      period: 'feb 2023 – jul 2023',
      highlights: [
        'Migré a React y TypeScript el panel de clientes de una agencia, con pruebas en cada pantalla.',
        'Reduje a la mitad el tiempo de carga de la web principal optimizando imágenes y fuentes.',
      ],
    },
  ],
  projects: [
    {
      title: 'Fichaje con mapa',
      summary:
        'App móvil nativa para que el personal registre su entrada y salida. Guarda la ubicación de cada fichaje y la muestra en un mapa para el equipo de gestión.',
      year: 2024,
      technologies: TECHNOLOGIES.checkIn,
      caseStudy: {
        label: 'daninavarro.dev/proyectos/check-in',
        url: `${SITE}/proyectos/check-in/`,
      },
      repository: REPOSITORIES.checkIn,
    },
    {
      title: 'Eventos de hotel',
      summary:
        'Sistema web para gestionar los eventos de un hotel. Salas, reservas, calendario y clientes en un panel claro para recepción y dirección.',
      year: 2024,
      technologies: TECHNOLOGIES.hotel,
      caseStudy: {
        label: 'daninavarro.dev/proyectos/hotel-events',
        url: `${SITE}/proyectos/hotel-events/`,
      },
      repository: REPOSITORIES.hotel,
    },
    {
      title: 'CRM conversacional',
      summary:
        'CRM con un canal de mensajería integrado y un agente de IA conversacional que responde, clasifica y deriva las conversaciones al equipo.',
      year: 2025,
      technologies: TECHNOLOGIES.crm,
      caseStudy: { label: 'daninavarro.dev/proyectos/crm', url: `${SITE}/proyectos/crm/` },
      repository: REPOSITORIES.crm,
    },
  ],
  education: [
    {
      title: 'Grado en Ingeniería Informática',
      organisation: 'Universitat Politècnica de València',
      place: 'Valencia',
      period: 'sept 2019 – jul 2023',
    },
  ],
  languages: [
    { language: 'Español', level: 'Nativo' },
    { language: 'Valenciano', level: 'Nativo' },
    { language: 'Inglés', level: 'C1 avanzado' },
  ],
  certifications: [{ name: 'Accesibilidad web (WCAG 2.2)', issuer: 'W3C WAI · edX', year: 2025 }],
  metadata: {
    title: 'CV de Dani Navarro',
    author: 'Dani Navarro',
    subject: 'Desarrolladora Fullstack: experiencia, proyectos, formación e idiomas',
    keywords: ['Desarrolladora Fullstack', ...KEYWORDS],
  },
}

export const SAMPLE_CV_EN: CvInput = {
  locale: 'en',
  paper: 'A4',
  date: new Date('2026-11-01T00:00:00Z'),
  owner: {
    name: 'Dani Navarro',
    role: 'Fullstack Developer',
    location: 'Valencia, Spain',
    links: [
      { label: 'daninavarro.dev/en', url: `${SITE}/en/` },
      { label: EMAIL, url: `mailto:${EMAIL}` },
      { label: 'github.com/daninavarro-dev', url: GITHUB },
      { label: 'linkedin.com/in/daninavarro-dev', url: LINKEDIN },
    ],
  },
  words: { ...cvHeadings(enCv), updated: 'Updated 1 November 2026' },
  summary:
    'Freelance full-stack developer. I build web and mobile applications end to end, from the database to the interface, with React, TypeScript and Node.js. I care about small, frequent deliveries, accessibility from day one and code that other people can maintain.',
  skills: [
    { group: 'Web development', items: WEB },
    { group: 'Design', items: DESIGN },
    { group: 'Mobile development', items: MOBILE },
  ],
  experience: [
    {
      role: 'Freelance full-stack developer',
      organisation: 'Dani Navarro',
      place: 'Valencia and remote',
      period: 'Sept 2024 – present',
      highlights: [
        'I design and build web and mobile applications for small businesses, from proposal to deployment.',
        'A CRM with an AI agent that answers 60% of enquiries without waiting for a person.',
        'An events system for a hotel with no double booking since its launch.',
      ],
    },
    {
      role: 'Frontend developer',
      organisation: 'Tramontana Labs',
      place: 'Castellón, Spain (hybrid)',
      period: 'Sept 2023 – Aug 2024',
      highlights: [
        'Turned the company’s design system into a React component library with Storybook, used by four teams.',
        'Raised the booking app’s Lighthouse accessibility score from 71 to 100, with screen reader reviews.',
        'Mentored two interns through their first pull requests and the team’s code review culture.',
      ],
    },
    {
      role: 'Web developer intern',
      organisation: 'Brisa Digital',
      place: 'Valencia, Spain',
      period: 'Feb 2023 – Jul 2023',
      highlights: [
        'Moved an agency’s client dashboard to React and TypeScript, with tests on every screen.',
        'Halved the load time of the main website by optimising images and fonts.',
      ],
    },
  ],
  projects: [
    {
      title: 'Check-in with a map',
      summary:
        'A native mobile app for staff to check in and out. It stores the location of every check-in and shows it on a map for the management team.',
      year: 2024,
      technologies: TECHNOLOGIES.checkIn,
      caseStudy: {
        label: 'daninavarro.dev/en/projects/check-in',
        url: `${SITE}/en/projects/check-in/`,
      },
      repository: REPOSITORIES.checkIn,
    },
    {
      title: 'Hotel events',
      summary:
        'A web system to manage a hotel’s events. Rooms, bookings, calendar and clients in one clear dashboard for the front desk and management.',
      year: 2024,
      technologies: TECHNOLOGIES.hotel,
      caseStudy: {
        label: 'daninavarro.dev/en/projects/hotel-events',
        url: `${SITE}/en/projects/hotel-events/`,
      },
      repository: REPOSITORIES.hotel,
    },
    {
      title: 'Conversational CRM',
      summary:
        'A CRM with a built-in messaging channel and a conversational AI agent that answers, sorts and hands conversations over to the team.',
      year: 2025,
      technologies: TECHNOLOGIES.crm,
      caseStudy: { label: 'daninavarro.dev/en/projects/crm', url: `${SITE}/en/projects/crm/` },
      repository: REPOSITORIES.crm,
    },
  ],
  education: [
    {
      title: 'BSc in Computer Engineering',
      organisation: 'Universitat Politècnica de València',
      place: 'Valencia, Spain',
      period: 'Sept 2019 – Jul 2023',
    },
  ],
  languages: [
    { language: 'Spanish', level: 'Native' },
    { language: 'Valencian', level: 'Native' },
    { language: 'English', level: 'C1 advanced' },
  ],
  certifications: [{ name: 'Web accessibility (WCAG 2.2)', issuer: 'W3C WAI · edX', year: 2025 }],
  metadata: {
    title: 'Dani Navarro CV',
    author: 'Dani Navarro',
    subject: 'Fullstack Developer: experience, projects, education and languages',
    keywords: ['Fullstack Developer', ...KEYWORDS],
  },
}
