import type { Technology } from './types'

/**
 * Every technology the page can show, by a stable id used by skills and projects.
 * Colours are the brands' own; black logos get a light variant for the dark theme.
 */
export const technologies = {
  html: { name: 'HTML5', icon: 'simple-icons:html5', color: '#E34F26' },
  css: { name: 'CSS', icon: 'simple-icons:css', color: { light: '#663399', dark: '#A87FD6' } },
  javascript: { name: 'JavaScript', icon: 'simple-icons:javascript', color: '#F7DF1E' },
  typescript: { name: 'TypeScript', icon: 'simple-icons:typescript', color: '#3178C6' },
  react: { name: 'React', icon: 'simple-icons:react', color: '#61DAFB' },
  nextjs: {
    name: 'Next.js',
    icon: 'simple-icons:nextdotjs',
    color: { light: '#000000', dark: '#FFFFFF' },
  },
  astro: { name: 'Astro', icon: 'simple-icons:astro', color: '#BC52EE' },
  vite: { name: 'Vite', icon: 'simple-icons:vite', color: '#9135FF' },
  tailwind: { name: 'Tailwind CSS', icon: 'simple-icons:tailwindcss', color: '#06B6D4' },
  node: { name: 'Node.js', icon: 'simple-icons:nodedotjs', color: '#5FA04E' },
  express: {
    name: 'Express',
    icon: 'simple-icons:express',
    color: { light: '#0A0A0A', dark: '#FFFFFF' },
  },
  nestjs: { name: 'NestJS', icon: 'simple-icons:nestjs', color: '#E0234E' },
  php: { name: 'PHP', icon: 'simple-icons:php', color: '#777BB4' },
  laravel: { name: 'Laravel', icon: 'simple-icons:laravel', color: '#FF2D20' },
  mysql: { name: 'MySQL', icon: 'simple-icons:mysql', color: '#4479A1' },
  postgresql: { name: 'PostgreSQL', icon: 'simple-icons:postgresql', color: '#4169E1' },
  mongodb: { name: 'MongoDB', icon: 'simple-icons:mongodb', color: '#47A248' },
  firebase: { name: 'Firebase', icon: 'simple-icons:firebase', color: '#DD2C00' },
  supabase: { name: 'Supabase', icon: 'simple-icons:supabase', color: '#3FCF8E' },
  docker: { name: 'Docker', icon: 'simple-icons:docker', color: '#2496ED' },
  git: { name: 'Git', icon: 'simple-icons:git', color: '#F03C2E' },
  figma: { name: 'Figma', icon: 'simple-icons:figma', color: '#F24E1E' },
  xd: { name: 'Adobe XD', icon: 'devicon-plain:xd', color: '#FF61F6' },
  illustrator: { name: 'Adobe Illustrator', icon: 'devicon-plain:illustrator', color: '#FF9A00' },
  reactNative: { name: 'React Native', icon: 'simple-icons:react', color: '#61DAFB' },
  ionic: { name: 'Ionic', icon: 'simple-icons:ionic', color: '#3880FF' },
  kotlin: { name: 'Kotlin', icon: 'simple-icons:kotlin', color: '#7F52FF' },
  leaflet: { name: 'Leaflet', icon: 'simple-icons:leaflet', color: '#199900' },
  socketio: {
    name: 'Socket.IO',
    icon: 'simple-icons:socketdotio',
    color: { light: '#010101', dark: '#FFFFFF' },
  },
  openai: {
    name: 'OpenAI',
    icon: 'simple-icons:openai',
    color: { light: '#000000', dark: '#FFFFFF' },
  },
} as const satisfies Record<string, Technology>

export type TechnologyId = keyof typeof technologies
