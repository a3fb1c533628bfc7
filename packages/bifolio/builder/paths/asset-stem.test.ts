import { describe, expect, it } from 'vitest'
import { assetStem } from './asset-stem.ts'

describe('assetStem', () => {
  it('flattens the folders and drops the extension', () => {
    expect(assetStem('projects/crm/cover.png')).toBe('projects-crm-cover')
  })

  it('turns each run of other characters into one hyphen, keeping case', () => {
    expect(assetStem('images/Foto de Dani (2).v2.jpg')).toBe('images-Foto-de-Dani-2-v2')
  })
})
