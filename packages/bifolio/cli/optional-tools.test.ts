import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enginePath } from '../builder/paths/engine.ts'
import { missingBuildTools, missingTools } from './optional-tools.ts'

const manifest = JSON.parse(readFileSync(enginePath('package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  devDependencies: Record<string, string>
}

describe('the tools only some commands need', () => {
  it('are never among what a production install brings', () => {
    for (const name of ['playwright-core', '@axe-core/playwright', 'miniflare', 'wrangler']) {
      expect(manifest.dependencies[name], name).toBeUndefined()
      expect(manifest.peerDependencies[name], name).toBeUndefined()
      expect(manifest.devDependencies[name], name).toBeDefined()
    }
  })

  it('ask for nothing where they are installed, as in this repository', () => {
    expect(missingTools('test')).toBeUndefined()
    expect(missingTools('preview:edge')).toBeUndefined()
    expect(missingTools('deploy:edge')).toBeUndefined()
  })

  it('name in one line the command to install the missing ones, in the ranges the engine asks', () => {
    const line = missingTools('test', (name) => name === 'smtp-server') ?? ''
    expect(line.split('\n')).toHaveLength(1)
    expect(line).toMatch(/^bifolio test needs the browser test tools: npm install -D /)
    const specs = line.slice(line.indexOf('npm install -D ') + 15).split(' ')
    expect(specs).toEqual(
      ['playwright-core', '@axe-core/playwright']
        .map((name) => `${name}@${manifest.devDependencies[name]}`)
        .map((spec) => (/^[\w@./-]+$/.test(spec) ? spec : `"${spec}"`)),
    )
  })

  it("name Cloudflare's local runtime for the edge preview", () => {
    expect(missingTools('preview:edge', () => false)).toBe(
      `bifolio preview:edge needs Cloudflare's local runtime: npm install -D miniflare@${manifest.devDependencies.miniflare}`,
    )
  })

  it("ask for nothing where the build's tools are installed, as in this repository", () => {
    expect(missingBuildTools('build')).toBeUndefined()
  })

  it("name in one line what brings the build's tools back after a production prune", () => {
    const optional = manifest.peerDependenciesMeta ?? {}
    const peers = Object.keys(manifest.peerDependencies).filter((name) => !optional[name]?.optional)
    const line = missingBuildTools('build', () => false) ?? ''
    expect(line.split('\n')).toHaveLength(1)
    expect(line).toMatch(/^bifolio build needs the engine's build tools \(.+\): run npm install$/)
    expect(line).toContain(
      `(${peers.length} of them are not installed, as after a production prune)`,
    )
    const one = peers[peers.length - 1] ?? ''
    expect(missingBuildTools('start', (name) => name !== one)).toContain(`(${one} is not`)
  })

  it("leaves out an optional peer, the server's SQLite for Node 20, which no build needs", () => {
    const optional = Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name)
    expect(optional).toContain('better-sqlite3')
    expect(missingBuildTools('build', (name) => !optional.includes(name))).toBeUndefined()
  })
})
