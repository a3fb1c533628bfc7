import * as v from 'valibot'

/** The same test the engine's profile.json check applies to "email". */
const emailSchema = v.pipe(v.string(), v.trim(), v.email())

export const isEmail = (value: string): boolean => v.is(emailSchema, value)
