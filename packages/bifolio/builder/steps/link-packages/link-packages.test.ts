import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../../test/server/fixtures.ts'
import { declareModules, linkPackages } from './link-packages.ts'

/** A project with one installed package, `some-package`. */
function project(): string {
  const root = tempDir()
  mkdirSync(join(root, 'node_modules/some-package'), { recursive: true })
  writeFileSync(join(root, 'node_modules/some-package/index.js'), '')
  writeFileSync(
    join(root, 'node_modules/some-package/package.json'),
    JSON.stringify({ name: 'some-package', main: 'index.js' }),
  )
  return root
}

/** Whether a file compiled into `file` finds the package by name, as the built server does. */
function findsPackage(file: string): boolean {
  try {
    createRequire(file).resolve('some-package')
    return true
  } catch {
    return false
  }
}

describe('linkPackages', () => {
  it('lets code built outside the project import the project’s packages', () => {
    const root = project()
    const outside = join(tempDir(), 'site')
    expect(findsPackage(join(outside, 'server/main.js'))).toBe(false)
    expect(linkPackages(root, outside, join(root, 'node_modules'))).toBe('linked')
    expect(findsPackage(join(outside, 'server/main.js'))).toBe(true)
    expect(linkPackages(root, outside, join(root, 'node_modules'))).toBe('already linked')
  })

  it('adds nothing to a build folder inside the project, which finds them already', () => {
    const root = project()
    expect(linkPackages(root, '.test-build', join(root, 'node_modules'))).toBe('inside the project')
    expect(existsSync(join(root, '.test-build'))).toBe(false)
  })

  it('leaves a node_modules folder of the build folder’s own untouched', () => {
    const outside = tempDir()
    mkdirSync(join(outside, 'node_modules'))
    writeFileSync(join(outside, 'node_modules/mine'), 'mine')
    const root = project()
    expect(linkPackages(root, outside, join(root, 'node_modules'))).toBe('kept its own')
    expect(readFileSync(join(outside, 'node_modules/mine'), 'utf8')).toBe('mine')
  })

  it('points a link left by another checkout at this one', () => {
    const outside = tempDir()
    const other = project()
    linkPackages(other, outside, join(other, 'node_modules'))
    const root = project()
    expect(linkPackages(root, outside, join(root, 'node_modules'))).toBe('linked')
    expect(linkPackages(root, outside, join(root, 'node_modules'))).toBe('already linked')
  })
})

describe('declareModules', () => {
  it('makes Node read a build folder’s .js files as ES modules wherever the folder is', async () => {
    const outside = join(tempDir(), 'site')
    expect(declareModules(outside)).toBe(true)
    mkdirSync(join(outside, 'prerender'))
    writeFileSync(join(outside, 'prerender/entry.js'), 'export const built = import.meta.url\n')
    const built = (await import(join(outside, 'prerender/entry.js'))) as { built: string }
    expect(built.built).toMatch(/entry\.js$/)
  })

  it('keeps a build folder’s own package.json', () => {
    const outside = tempDir()
    writeFileSync(join(outside, 'package.json'), '{"name":"deploy"}')
    expect(declareModules(outside)).toBe(false)
    expect(readFileSync(join(outside, 'package.json'), 'utf8')).toBe('{"name":"deploy"}')
  })
})
