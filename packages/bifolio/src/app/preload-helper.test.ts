import { afterEach, describe, expect, it } from 'vitest'
import { __vitePreload } from './preload-helper'

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

function onPreloadError(answer: (event: Event & { payload?: unknown }) => void): () => void {
  const listener = (event: Event) => answer(event)
  window.addEventListener('vite:preloadError', listener)
  return () => window.removeEventListener('vite:preloadError', listener)
}

describe('__vitePreload', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove()
  })

  it('asks for the chunks the import needs beside it, each once, under the base', async () => {
    const module = { default: 'shown' }
    await expect(
      __vitePreload(() => Promise.resolve(module), ['assets/a-1.js', 'assets/b-2.js']),
    ).resolves.toBe(module)
    await __vitePreload(() => Promise.resolve(module), ['assets/b-2.js', 'assets/c-3.js'])
    expect(preloads()).toEqual(['/assets/a-1.js', '/assets/b-2.js', '/assets/c-3.js'])
  })

  it('asks for the imported chunk before its needs have come', async () => {
    let started = false
    const loading = __vitePreload(() => {
      started = true
      return Promise.resolve({})
    }, ['assets/d-4.js'])
    expect(started).toBe(true)
    await loading
  })

  it('announces a chunk that failed to come, and fails the import when no one takes it', async () => {
    const failure = new Error('Failed to fetch dynamically imported module')
    const seen: unknown[] = []
    const stop = onPreloadError((event) => seen.push(event.payload))
    await expect(__vitePreload(() => Promise.reject(failure))).rejects.toBe(failure)
    stop()
    expect(seen).toEqual([failure])
  })

  it('leaves the import empty when a listener takes the failure (a reload on its way)', async () => {
    const stop = onPreloadError((event) => event.preventDefault())
    await expect(__vitePreload(() => Promise.reject(new Error('gone')))).resolves.toBeUndefined()
    stop()
  })
})
