import { describe, expect, it } from 'vitest'
import { neighbours } from './neighbours'

describe('neighbours', () => {
  it('reads three or more projects as a loop', () => {
    expect(neighbours(['a', 'b', 'c'], 0)).toEqual({ previous: 'c', next: 'b' })
    expect(neighbours(['a', 'b', 'c'], 2)).toEqual({ previous: 'b', next: 'a' })
  })

  it('links each of two projects to the other once, in its direction', () => {
    expect(neighbours(['a', 'b'], 0)).toEqual({ previous: undefined, next: 'b' })
    expect(neighbours(['a', 'b'], 1)).toEqual({ previous: 'a', next: undefined })
  })

  it('gives a single project no neighbour', () => {
    expect(neighbours(['a'], 0)).toEqual({ previous: undefined, next: undefined })
  })
})
