import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { readStorage } from '../../lib/storage'
import {
  DRAFT_STORAGE_KEY,
  type ContactDraft,
  clearDraft,
  newIdempotencyKey,
  parseDraft,
  readDraft,
  writeDraft,
} from './contact-draft'
import { EMPTY_VALUES, type ContactValues } from '../../schema/contact-values'

/** Typing writes at most this often; leaving the page or unmounting writes what is pending. */
const DRAFT_WRITE_DELAY_MS = 400

function subscribeToOtherTabs(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

const readDraftText = () => readStorage(DRAFT_STORAGE_KEY)
/** The prerendered HTML has no draft: hydration renders the empty form, then the saved one. */
const noDraftOnServer = () => null

/** A key and the request it was sent with. */
type Sent = Pick<ContactDraft, 'idempotencyKey' | 'sentPayload'>

function persist(values: ContactValues, sent: Sent | null): void {
  const stored = readDraft()
  writeDraft({
    values,
    idempotencyKey: sent?.idempotencyKey ?? stored?.idempotencyKey ?? null,
    sentPayload: sent?.sentPayload ?? stored?.sentPayload ?? null,
  })
}

/** The form's values: the saved draft until the visitor edits, then their edits, saved as they type. */
export function useContactDraft() {
  const stored = useSyncExternalStore(subscribeToOtherTabs, readDraftText, noDraftOnServer)
  const restored = useMemo(() => parseDraft(stored), [stored])
  const [edits, setEdits] = useState<ContactValues | null>(null)
  const values = edits ?? restored?.values ?? EMPTY_VALUES

  const sent = useRef<Sent | null>(null)
  const pending = useRef<ContactValues | null>(null)

  const flush = useCallback(() => {
    if (!pending.current) return
    persist(pending.current, sent.current)
    pending.current = null
  }, [])

  useEffect(() => {
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  useEffect(() => {
    if (!edits) return
    pending.current = edits
    const timer = window.setTimeout(flush, DRAFT_WRITE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [edits, flush])

  const setField = useCallback(
    <K extends keyof ContactValues>(field: K, value: ContactValues[K]) =>
      setEdits((current) => ({ ...(current ?? values), [field]: value })),
    [values],
  )

  /**
   * The key to send `payload` under: the one it was sent with before (a retry after a lost
   * answer is stored once), a new one for other words (an edit after a failed send) or when
   * `fresh`. Saved with the draft, kept until it is queued.
   */
  const idempotencyKey = useCallback(
    (payload: object, { fresh = false }: { fresh?: boolean } = {}) => {
      const sentPayload = JSON.stringify(payload)
      const earlier = sent.current ?? restored
      const earlierKey = earlier?.idempotencyKey
      // A draft saved before payloads were kept has only its key: the server tells other words.
      const isSameWords = (earlier?.sentPayload ?? sentPayload) === sentPayload
      const idempotencyKey = earlierKey && isSameWords && !fresh ? earlierKey : newIdempotencyKey()
      sent.current = { idempotencyKey, sentPayload }
      pending.current = null
      persist(values, sent.current)
      return idempotencyKey
    },
    [restored, values],
  )

  /** After a queued message: an empty form, no draft, and a fresh key for the next one. */
  const reset = useCallback(() => {
    sent.current = null
    pending.current = null
    clearDraft()
    setEdits(EMPTY_VALUES)
  }, [])

  /** Keeps what the visitor typed into the prerendered form before it came alive. */
  const adoptTyped = useCallback((typed: Partial<ContactValues>) => {
    if (Object.keys(typed).length === 0) return
    setEdits((current) => ({ ...(current ?? readDraft()?.values ?? EMPTY_VALUES), ...typed }))
  }, [])

  return { values, setField, idempotencyKey, reset, adoptTyped }
}
