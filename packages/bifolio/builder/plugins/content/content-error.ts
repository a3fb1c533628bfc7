/**
 * Everything wrong with the owner's content, one line per problem, each naming the file and
 * the field, so the build, the dev overlay and `npm test` can say exactly what to fix.
 */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    )
    this.name = 'ContentError'
    // Where in the build it was found says nothing to the owner; the lines say it all.
    this.stack = this.message
  }

  /** What the build prints when it stops: the lines, without the object's fields. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.message
  }
}
