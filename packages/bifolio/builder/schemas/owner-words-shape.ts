/**
 * The shape of an owner's words file as an editor checks it: the words the engine brings may
 * be left out, since the build fills them in. (In a language the engine does not know the
 * build still asks for each one, by its key.)
 */
import * as v from 'valibot'
import { languageFileShape } from '../../src/content/shapes/words.ts'
import { engineWordsFor } from '../../src/words/engine-words.ts'

type Schema = v.GenericSchema

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isOptional = (schema: Schema): schema is v.OptionalSchema<Schema, undefined> =>
  schema.type === 'optional'

/** `schema` with each entry `engine` holds made optional, and so the object when all are. */
function withoutEngineWords(schema: Schema, engine: unknown): Schema {
  const inner = isOptional(schema) ? schema.wrapped : schema
  if (!isTree(engine) || !('entries' in inner) || inner.type !== 'strict_object')
    return v.optional(inner)
  const object = inner as v.StrictObjectSchema<
    v.ObjectEntries,
    v.ErrorMessage<v.StrictObjectIssue> | undefined
  >
  const entries = Object.fromEntries(
    Object.entries(object.entries).map(([key, entry]) => [
      key,
      key in engine ? withoutEngineWords(entry, engine[key]) : entry,
    ]),
  )
  const relaxed = v.strictObject(entries, object.message)
  const allOptional = Object.values(entries).every((entry) => isOptional(entry))
  return allOptional || isOptional(schema) ? v.optional(relaxed) : relaxed
}

// Every language the engine knows has the same words, so English's keys stand for all.
export const ownerWordsShape = withoutEngineWords(languageFileShape, engineWordsFor('en'))
