import { act, Suspense, type JSX } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { partComponent, type PartMode } from './page-part'

let presses = 0

/** An island: its root has the part's id, and its button counts presses. */
function Counter({ id }: { id: string }) {
  return (
    <div id={id}>
      <button type="button" onClick={() => (presses += 1)}>
        press
      </button>
    </div>
  )
}

describe('a part that wakes in the browser', () => {
  it.each<PartMode>(['load', 'visible', 'interaction'])(
    'a %s part is given a press made before its code came',
    async (mode) => {
      presses = 0
      const id = `part-${mode}`
      const container = document.createElement('div')
      // The prerendered page: the part drawn whole, inside the boundary that waits for its code.
      container.innerHTML = renderToString(
        <Suspense fallback={null}>
          <Counter id={id} />
        </Suspense>,
      )
      document.body.append(container)
      let arrive = () => {}
      const code = new Promise<void>((resolve) => (arrive = resolve))
      const Part = partComponent<JSX.IntrinsicAttributes & { id: string }>(id, {
        mode,
        loader: () => code.then(() => ({ default: Counter })),
      })
      await act(async () => {
        hydrateRoot(
          container,
          <Suspense fallback={null}>
            <Part id={id} />
          </Suspense>,
        )
      })
      container.querySelector('button')?.click()
      expect(presses).toBe(0)
      await act(async () => arrive())
      expect(presses).toBe(1)
      container.remove()
    },
  )
})
