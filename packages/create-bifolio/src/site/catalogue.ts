/**
 * The starter's technologies (template/content/technologies.yml), and a resume keyword matched
 * to one of them by its id, its name or a usual other spelling, compared without case, accents,
 * spaces, dots or hyphens: "Node.js", "NodeJS" and "node js" are all `node`; failing that,
 * without a version or a note after it: "Laravel 5.*", "PHP 8" and "React (hooks)" name
 * `laravel`, `php` and `react`.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'yaml'
import { folded } from '../resume/words.ts'

export interface Technology {
  id: string
  name: string
}

/** Spellings a resume uses that are neither the id nor the name. */
const OTHER_SPELLINGS: Record<string, readonly string[]> = {
  html: ['html 5'],
  css: ['css3'],
  javascript: ['js', 'ecmascript', 'es6', 'vanilla js'],
  typescript: ['ts'],
  cpp: ['c++', 'cplusplus'],
  go: ['golang'],
  bash: ['shell', 'shell scripting'],
  react: ['reactjs'],
  vue: ['vuejs', 'vue 3'],
  nextjs: ['next'],
  mui: ['material ui'],
  nuxt: ['nuxtjs'],
  angular: ['angularjs'],
  solid: ['solidjs'],
  sass: ['scss'],
  node: ['nodejs'],
  express: ['expressjs'],
  nestjs: ['nest'],
  spring: ['spring boot'],
  dotnet: ['.net core', 'asp.net', 'asp.net core'],
  rails: ['ror'],
  postgresql: ['postgres'],
  mongodb: ['mongo'],
  elasticsearch: ['elastic'],
  kubernetes: ['k8s'],
  aws: ['amazon web services', 'amazon aws'],
  'google-cloud': ['gcp', 'google cloud platform'],
  'github-actions': ['gh actions'],
  threejs: ['three'],
}

/**
 * A keyword without what follows the technology's name: a note in brackets, a version
 * ("5", "v18", "3.x", "5.*", "2+") or a lone wildcard.
 */
function withoutVersion(keyword: string): string {
  return keyword
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[\s-]*v?\d+(?:\.(?:\d+|x|\*))*\+?$/i, '')
    .replace(/[\s.]*\*$/, '')
    .trim()
}

export async function readCatalogue(contentDir: string): Promise<Technology[]> {
  const data = parse(await readFile(join(contentDir, 'technologies.yml'), 'utf8')) as Record<
    string,
    { name: string }
  >
  return Object.entries(data).map(([id, { name }]) => ({ id, name }))
}

/** The id of the technology a keyword names, if the catalogue has it. */
export function technologyMatcher(
  catalogue: readonly Technology[],
): (keyword: string) => string | undefined {
  const byWords = new Map<string, string>()
  for (const { id, name } of catalogue) {
    for (const words of [id, name, ...(OTHER_SPELLINGS[id] ?? [])]) {
      // The first technology to claim a spelling keeps it (React before React Native's icon).
      if (!byWords.has(folded(words))) byWords.set(folded(words), id)
    }
  }
  return (keyword) => byWords.get(folded(keyword)) ?? byWords.get(folded(withoutVersion(keyword)))
}
