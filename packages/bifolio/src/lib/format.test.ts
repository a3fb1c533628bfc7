import { describe, expect, it } from 'vitest'
import { format } from './format'

describe('format', () => {
  it('fills every placeholder', () => {
    expect(format('Project {n} of {total}', { n: 2, total: 3 })).toBe('Project 2 of 3')
  })

  it('leaves unknown placeholders visible', () => {
    expect(format('Hello {who}', {})).toBe('Hello {who}')
  })
})
