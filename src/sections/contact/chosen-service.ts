/**
 * A service a visitor chose on its card ("Ask about this"), handed to the contact form. The
 * form may hydrate after the card is pressed, so the choice waits here until it is taken.
 */
type Listener = (id: string) => void

let waiting: string | undefined
const listeners = new Set<Listener>()

export function chooseService(id: string): void {
  waiting = id
  for (const listener of listeners) listener(id)
}

/** Calls `listener` with a choice made before it listened, then with every later one. */
export function onServiceChosen(listener: Listener): () => void {
  listeners.add(listener)
  if (waiting !== undefined) listener(waiting)
  return () => listeners.delete(listener)
}
