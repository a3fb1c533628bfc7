/**
 * The icon sets the engine ships, and whether a name the owner wrote is one of their icons:
 * a name that is not says so in one line, with the likely one meant, before the build draws.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getIconData } from '@iconify/utils'
import type { IconifyJSON } from '@iconify/types'
import { suggestion } from '../../../src/content/did-you-mean.ts'

const require = createRequire(import.meta.url)

/** Each set by its prefix: the package file that holds its drawings, and its name. */
const ICON_SETS: Readonly<Record<string, { json: string; name: string }>> = {
  'simple-icons': { json: '@iconify-json/simple-icons/icons.json', name: 'Simple Icons' },
  'devicon-plain': { json: '@iconify-json/devicon-plain/icons.json', name: 'Devicon' },
  lucide: { json: '@iconify-json/lucide/icons.json', name: 'Lucide' },
}

const loaded = new Map<string, IconifyJSON>()

/** A set's drawings, read once per process. */
export function iconSet(
  prefix: string,
  resolveJson: (id: string) => string = require.resolve,
): IconifyJSON | undefined {
  const set = ICON_SETS[prefix]
  if (!set) return undefined
  let json = loaded.get(prefix)
  if (!json) {
    json = JSON.parse(readFileSync(resolveJson(set.json), 'utf8')) as IconifyJSON
    loaded.set(prefix, json)
  }
  return json
}

/** What is wrong with an icon's name (`there is no icon …`), or nothing when it draws. */
export function iconProblem(fullName: string): string | undefined {
  const [prefix = '', name = ''] = fullName.split(':')
  const set = iconSet(prefix)
  if (!set)
    return `"${fullName}" is not in a set the engine ships (lucide, simple-icons, devicon-plain)`
  if (getIconData(set, name)) return undefined
  const names = [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]
  // With no near name, where to look the set up beats a guess.
  const near =
    suggestion(name, names, `${prefix}:`) ||
    `; its names are at https://icon-sets.iconify.design/${prefix}/`
  return `there is no icon "${fullName}" in ${ICON_SETS[prefix]?.name ?? prefix}${near}`
}
