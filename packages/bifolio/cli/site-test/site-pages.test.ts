import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { enginePath } from '../../builder/paths/engine.ts'
import { pageOfFile, sitePages } from './site-pages.ts'

describe('the pages of a build', () => {
  it('are served where the server answers each file', () => {
    expect(pageOfFile('index.html')).toEqual({ path: '/', status: 200 })
    expect(pageOfFile(join('en', 'index.html'))).toEqual({ path: '/en/', status: 200 })
    expect(pageOfFile(join('en', 'imprint.html'))).toEqual({ path: '/en/imprint', status: 200 })
    expect(pageOfFile(join('proyectos', 'crm', 'index.html'))).toEqual({
      path: '/proyectos/crm/',
      status: 200,
    })
  })

  it('include the not-found pages, answered with 404', () => {
    expect(pageOfFile('404.html')).toEqual({ path: '/404', status: 404 })
    expect(pageOfFile(join('en', '404.html'))).toEqual({ path: '/en/404', status: 404 })
  })

  it('are every HTML file of the folder, the landing page first', async () => {
    const pages = await sitePages(enginePath('test', 'site-test', 'good', 'client'))
    expect(pages.map((page) => page.path)).toEqual(['/', '/404', '/imprint'])
  })
})
