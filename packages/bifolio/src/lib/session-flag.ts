export function readSessionFlag(win: Window, key: string): boolean {
  try {
    return win.sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

/** Returns whether the flag could be stored. */
export function writeSessionFlag(win: Window, key: string): boolean {
  try {
    win.sessionStorage.setItem(key, '1')
    return true
  } catch {
    return false
  }
}
