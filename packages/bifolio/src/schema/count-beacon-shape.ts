/**
 * What the count API accepts as a beacon: the shape of `count-beacon.ts`'s
 * `Beacon`, checked on the server only.
 */
import * as v from 'valibot'
import { DEVICES, HOST } from './count-beacon'

const page = v.pipe(v.string(), v.startsWith('/'), v.maxLength(300))
const device = v.picklist(DEVICES)

export const beaconShape = v.variant('kind', [
  v.strictObject({
    kind: v.literal('view'),
    path: page,
    device,
    referrer: v.optional(v.pipe(v.string(), v.regex(HOST))),
  }),
  v.strictObject({
    kind: v.literal('download'),
    /** The page the link was followed from: its language is the download's. */
    path: page,
    /** The document's file name, as the page links it (`dani-navarro-cv-en.pdf`). */
    file: v.pipe(v.string(), v.maxLength(200)),
    device,
  }),
])

export type Beacon = v.InferOutput<typeof beaconShape>
