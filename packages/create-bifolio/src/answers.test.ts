import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { completeAnswers, Stopped } from './answers.ts'
import { InputError } from './input-error.ts'

/**
 * A terminal whose owner types the next of `lines` at each question (a line ending in ": "),
 * and closes the input when they run out; and what the command wrote to it.
 */
function terminal(lines: string[], canAsk = true) {
  const input = new PassThrough()
  const output = new PassThrough()
  const answers = [...lines]
  let written = ''
  output.on('data', (chunk: Buffer) => {
    written += chunk.toString()
    if (!written.endsWith(': ')) return
    const answer = answers.shift()
    if (answer === undefined) input.end()
    else input.write(`${answer}\n`)
  })
  return { terminal: { input, output, canAsk }, written: () => written }
}

describe('the answers', () => {
  it('asks for what the flags left out, again until the answer is one the site takes', async () => {
    const { terminal: at, written } = terminal([
      '',
      'Ana Ruiz',
      'ana@',
      'ana@example.com',
      'fr',
      '',
    ])
    await expect(completeAnswers({}, at)).resolves.toEqual({
      folder: 'my-site',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      language: 'es',
    })
    expect(written()).toContain('That is not an e-mail address, e.g. ana@example.com.')
    expect(written()).toContain('Answer es or en.')
  })

  it('asks nothing when the flags say it all', async () => {
    const { terminal: at, written } = terminal([])
    const given = { folder: 'site', name: 'Ana', email: 'ana@example.com' }
    await expect(completeAnswers(given, at)).resolves.toEqual({ ...given, language: 'es' })
    expect(written()).toBe('')
  })

  it('without a terminal, names each missing flag instead of waiting for an answer', async () => {
    const { terminal: at } = terminal([], false)
    const error = await completeAnswers({ folder: 'site' }, at).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).lines).toEqual([
      'missing --name: give your name as the page shows it, e.g. --name "Ana Ruiz"',
      'missing --email: give the address the contact form writes to, e.g. --email ana@example.com',
    ])
  })

  it('stops when the input ends before the answers do', async () => {
    const { terminal: at } = terminal(['Ana Ruiz'])
    await expect(completeAnswers({ folder: 'site' }, at)).rejects.toBeInstanceOf(Stopped)
  })
})
