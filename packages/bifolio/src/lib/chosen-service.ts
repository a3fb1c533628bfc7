/**
 * A service a visitor chose on its card ("Ask about this"), handed to the contact form. The
 * form may hydrate after the card is pressed, so the choice waits here until it is taken.
 */
type Listener = (id: string) => void

let waiting: string | undefined
const listeners = new Set<Listener>()

export function chooseService(id: string): void {
  // Kept only while no form listens: once taken, a form mounted later (another language's
  // page) must not put it back over what the visitor chose since.
  waiting = listeners.size === 0 ? id : undefined
  for (const listener of listeners) listener(id)
}

/** Calls `listener` with a choice made before anyone listened, then with every later one. */
export function onServiceChosen(listener: Listener): () => void {
  listeners.add(listener)
  const taken = waiting
  waiting = undefined
  if (taken !== undefined) listener(taken)
  return () => listeners.delete(listener)
}
