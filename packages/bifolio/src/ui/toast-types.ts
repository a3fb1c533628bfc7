export type ToastKind = 'success' | 'error' | 'info'

export interface ToastData {
  id: number
  message: string
  kind: ToastKind
}

export const TOAST_AUTO_CLOSE_MS = 5000
