import { describe, expect, it } from 'vitest'
import { enginePath } from '../paths/engine.ts'
import { wordsOfKind } from './page-kind-words.ts'

const ROUTER = enginePath('src/app/app.tsx')
const LANDING = enginePath('src/app/landing-page.tsx')
const CASE_STUDY = enginePath('src/app/case-study/case-study-page.tsx')

/** An entry that imports the router, which imports two kinds of page, each with a part. */
const MODULES: Record<string, { imports: string[]; code: string }> = {
  entry: { imports: [ROUTER, 'toast'], code: 'start()' },
  toast: { imports: [], code: 'cls("toast toast--"+kind)' },
  [ROUTER]: { imports: [LANDING, CASE_STUDY], code: 'route' },
  [LANDING]: { imports: ['carousel'], code: '"page-header"' },
  carousel: { imports: ['toast'], code: '`carousel__slide is-current`' },
  [CASE_STUDY]: { imports: [], code: '"case-study__title"' },
}

const graph = {
  imports: (id: string) => MODULES[id]?.imports ?? [],
  code: (id: string) => MODULES[id]?.code ?? '',
}

describe('the words of the code a kind of page runs', () => {
  it('reaches what the page of its kind imports, lazily or not, and the code every page shares', () => {
    const words = wordsOfKind(graph, ['entry'], 'page')
    for (const word of ['toast', 'toast--', 'page-header', 'carousel__slide', 'is-current'])
      expect(words).toContain(word)
  })

  it("leaves out what only another kind of page's module imports", () => {
    expect(wordsOfKind(graph, ['entry'], 'page')).not.toContain('case-study__title')
    const caseStudy = wordsOfKind(graph, ['entry'], 'project')
    expect(caseStudy).toContain('case-study__title')
    expect(caseStudy).toContain('toast--')
    expect(caseStudy).not.toContain('carousel__slide')
  })
})
