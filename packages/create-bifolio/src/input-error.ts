/**
 * Input the command cannot take (a flag, the folder, the resume file): what to print, one line
 * per problem, each naming the flag, file or field. The command exits with code 2 and writes
 * nothing.
 */
export class InputError extends Error {
  readonly lines: readonly string[]

  constructor(lines: string | readonly string[]) {
    const all = typeof lines === 'string' ? [lines] : lines
    super(all.join('\n'))
    this.name = 'InputError'
    this.lines = all
  }
}

/** Exit codes: done, an unexpected failure, input the command cannot take, stopped by Ctrl+C. */
export const EXIT = { ok: 0, failed: 1, badInput: 2, stopped: 130 } as const
