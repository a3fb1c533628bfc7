import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildLogoSheet,
  buildSprite,
  collectIconNames,
  logoMaskCss,
  partition,
} from './icon-sprite'

const require = createRequire(import.meta.url)
const resolveJson = (id: string) => require.resolve(id)
const used = (...names: string[]) => new Map(names.map((name) => [name, 'src/x.tsx']))

describe('icon sprite', () => {
  it('holds one symbol per named icon, by the id the page refers to', () => {
    const sprite = buildSprite(used('lucide:mail', 'simple-icons:react'), resolveJson)
    expect(sprite.match(/<symbol /g)).toHaveLength(2)
    expect(sprite).toContain('<symbol id="lucide--mail" viewBox="0 0 24 24">')
    expect(sprite).toContain('id="simple-icons--react"')
    // Lucide draws with strokes: the attributes that make it visible survive optimisation.
    expect(sprite).toMatch(/<symbol id="lucide--mail"[^>]*><g [^>]*stroke="currentColor"/)
  })

  it('keeps path coordinates to two decimals', () => {
    const sprite = buildSprite(used('simple-icons:react'), resolveJson)
    const path = /<path [^>]*d="([^"]+)"/.exec(sprite)?.[1] ?? ''
    expect(path.length).toBeGreaterThan(100)
    expect(path).not.toMatch(/\.\d{3}/)
  })

  it('leaves out an unknown icon the content names, which the content check reports', () => {
    const named = new Map([
      ['lucide:mail', 'src/x.tsx'],
      ['simple-icons:fabricjs', 'content/technologies.yml'],
    ])
    expect(buildSprite(named, resolveJson).match(/<symbol /g)).toHaveLength(1)
  })

  it('names the file of the engine that used an unknown icon', () => {
    expect(() => buildSprite(used('lucide:no-such-icon'), resolveJson)).toThrow(
      /src\/x\.tsx: there is no icon "lucide:no-such-icon"/,
    )
    expect(() => buildSprite(used('nope:thing'), resolveJson)).toThrow(/unknown icon set "nope"/)
  })

  it('sets the logos apart from the interface’s icons', () => {
    const { icons, logos } = partition(
      used('lucide:mail', 'simple-icons:react', 'devicon-plain:xd', 'lucide:sun'),
    )
    expect([...icons.keys()]).toEqual(['lucide:mail', 'lucide:sun'])
    expect([...logos.keys()]).toEqual(['simple-icons:react', 'devicon-plain:xd'])
  })
})

describe('the icons of the content', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  /** A content folder of `files` by path, and an empty engine source beside it. */
  function folders(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'icons-'))
    dirs.push(root)
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, 'content', path, '..'), { recursive: true })
      writeFileSync(join(root, 'content', path), text)
    }
    mkdirSync(join(root, 'src'))
    return { srcDir: join(root, 'src'), contentDir: join(root, 'content') }
  }

  it('holds the logos of the technologies a skill group or a project names, and no other', () => {
    const { srcDir, contentDir } = folders({
      'technologies.yml': [
        'react: {name: React, icon: simple-icons:react, color: "#087EA4"}',
        'vue: {name: Vue.js, icon: simple-icons:vuedotjs, color: "#2F8A5F"}',
        'go: {name: Go, icon: simple-icons:go, color: "#007D9C"}',
      ].join('\n'),
      'site.yml': 'skillGroups:\n  - {id: web, icon: lucide:code-xml, skills: [react]}\n',
      'projects/api/es.md': '---\ntitle: API\ntechnologies: [go]\n---\nText.\n',
    })
    const names = [...collectIconNames(srcDir, contentDir).keys()].sort()
    expect(names).toEqual(['lucide:code-xml', 'simple-icons:go', 'simple-icons:react'])
  })
})

describe('logo sheet', () => {
  it('frames each logo in a view of its own, clear of its neighbours', () => {
    const sheet = buildLogoSheet(used('simple-icons:react', 'devicon-plain:xd'), resolveJson)
    const views = [...sheet.matchAll(/<view id="([^"]+)" viewBox="([^"]+)"\/>/g)].map(
      ([, id, box]) => [id, (box ?? '').split(' ').map(Number)] as const,
    )
    expect(views.map(([id]) => id)).toEqual(['devicon-plain--xd', 'simple-icons--react'])
    const [first, second] = views.map(([, box]) => box)
    // x, y, width, height: the second cell starts below the first one's end.
    expect(first).toEqual([0, 0, 24, 24])
    expect((second?.[1] ?? 0) - 24).toBeGreaterThan(0)
    // Each logo is drawn where its view looks, scaled from its own grid (Devicon's is 128).
    expect(sheet).toContain('<svg y="0" width="24" height="24" viewBox="0 0 128 128"')
    expect(sheet).toMatch(new RegExp(`<svg y="${second?.[1]}" width="24" height="24"`))
  })

  it('gives each logo one rule with both its colour and its shape', () => {
    const css = logoMaskCss(['simple-icons:react', 'devicon-plain:xd'], '/logos.svg')
    expect(css.split('\n')).toEqual([
      '.logo--devicon-plain--xd{background-color:currentColor;mask-image:url("/logos.svg#devicon-plain--xd")}',
      '.logo--simple-icons--react{background-color:currentColor;mask-image:url("/logos.svg#simple-icons--react")}',
    ])
  })
})
