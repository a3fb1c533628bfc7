import { describe, expect, it } from 'vitest'
import { loadedModule } from './loaded-module'

describe('loadedModule', () => {
  it('passes a module and a failure through', async () => {
    const module = { default: 'page' }
    await expect(loadedModule(Promise.resolve(module))).resolves.toBe(module)
    await expect(loadedModule(Promise.reject(new Error('gone')))).rejects.toThrow('gone')
  })

  it('never settles for an import that came back empty', async () => {
    const empty = loadedModule(Promise.resolve(undefined as unknown as { default: string }))
    const settled = await Promise.race([
      empty.then(() => 'settled'),
      // Every callback of the empty import has run by the time this one does.
      new Promise((resolve) => setTimeout(() => resolve('pending'), 0)),
    ])
    expect(settled).toBe('pending')
  })
})
