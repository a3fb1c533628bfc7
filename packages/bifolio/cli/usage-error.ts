/** A mistake of the person running a command, said in one line: no stack trace is shown. */
export class UsageError extends Error {
  override name = 'UsageError'
}
