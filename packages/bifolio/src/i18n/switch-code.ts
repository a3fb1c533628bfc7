import type * as LocaleSwitch from './locale-switch'

/**
 * The language switch's code (locale-switch.ts), fetched when the pointer, a finger or the
 * keyboard reaches a language toggle, or at the press itself; held once here so the commit that
 * shows the other language can use it at once.
 */
type SwitchCode = typeof LocaleSwitch

let code: SwitchCode | undefined
let loading: Promise<SwitchCode> | undefined

export function loadSwitchCode(): Promise<SwitchCode> {
  loading ??= import('./locale-switch')
    .then((module: SwitchCode | undefined) => {
      // Empty when the page is being left (src/app/preload-error.ts).
      if (!module) throw new Error('No switch code')
      return (code = module)
    })
    .catch((error: unknown) => {
      // A later press may try again.
      loading = undefined
      throw error
    })
  return loading
}

/** The switch's code, once it is here. */
export function switchCode(): SwitchCode | undefined {
  return code
}
