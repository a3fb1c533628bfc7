/** The lines of the content check's refusal, which the run must end in. */
import { expect } from 'vitest'
import { ContentError } from '../builder/plugins/content/content-error.ts'

export async function problemsOf(run: Promise<unknown>): Promise<readonly string[]> {
  const error = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ContentError)
  return (error as ContentError).problems
}
