import { describe, expect, it } from 'vitest'
import { loadedModule } from './loaded-module'

/** Whether `promise` is still pending once every callback already due has run. */
async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const settled = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 0)),
  ])
  return settled === 'pending'
}

describe('loadedModule', () => {
  it('passes a module through', async () => {
    const module = { default: 'page' }
    await expect(loadedModule(Promise.resolve(module))).resolves.toBe(module)
  })

  it('never settles for an import that came back empty', async () => {
    expect(
      await isPending(loadedModule(Promise.resolve(undefined as unknown as { default: string }))),
    ).toBe(true)
  })

  it('never settles for an import that failed, so the part stays as it is', async () => {
    expect(await isPending(loadedModule(Promise.reject(new Error('gone'))))).toBe(true)
  })
})
