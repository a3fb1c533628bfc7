// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { techFilterCss } from './tech-filter-css.ts'

const PROJECTS = [
  { slug: 'api', technologies: ['go', 'docker'] },
  { slug: 'app', technologies: ['react', 'node'] },
  { slug: 'site', technologies: ['react', 'docker'] },
]

/** The projects the stylesheet hides on an index whose <html> says `filter` (none: unset). */
function hiddenWith(filter: string | undefined): string[] {
  document.documentElement.removeAttribute('data-tech-filter')
  if (filter !== undefined) document.documentElement.dataset.techFilter = filter
  document.body.innerHTML = `<div class="projects-index">${PROJECTS.map(
    (project) => `<article class="project-item" data-slug="${project.slug}"></article>`,
  ).join('')}</div>`
  const selectors = techFilterCss(PROJECTS)
    .split('\n')
    .map((rule) => rule.replace(/\s*\{[^}]*\}$/, ''))
  return [...document.querySelectorAll<HTMLElement>('.project-item')]
    .filter((item) => selectors.some((selector) => item.matches(selector)))
    .map((item) => item.dataset.slug ?? '')
}

describe('the projects index’s filter before the code', () => {
  it('hides the projects that use none of the chosen technologies', () => {
    expect(hiddenWith('docker')).toEqual(['app'])
    expect(hiddenWith('go node')).toEqual(['site'])
  })

  it('hides nothing without a filter, or with one that names no technology in use', () => {
    expect(hiddenWith(undefined)).toEqual([])
    expect(hiddenWith('cobol')).toEqual([])
  })

  it('writes nothing for an owner without projects', () => {
    expect(techFilterCss([])).toBe('')
  })
})
