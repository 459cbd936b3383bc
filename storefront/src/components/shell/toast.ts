/**
 * toast(): a short message in a corner of the screen (SPEC §5, §9). Callable from any client code;
 * the ToastContainer mounted once per page shows it. Texts are passed in already translated.
 */
export const toastTypes = ['primary', 'success', 'info', 'warning', 'error'] as const
export type ToastType = (typeof toastTypes)[number]
export const toastPlacements = ['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'] as const
export type ToastPlacement = (typeof toastPlacements)[number]

export const TOAST_DEFAULT_DURATION_MS = 3000
export const TOAST_OFFSET_PX = 16

export type ToastOptions = {
  message: string
  type?: ToastType
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration?: number
  placement?: ToastPlacement
}
export type ToastItem = Required<ToastOptions> & { id: number }

export const TOAST_EVENT = 'aidir:toast'
export const TOAST_DISMISS_EVENT = 'aidir:toast-dismiss'

let nextId = 1
// The container loads after the page is interactive; what is said before it listens waits here.
let listening = false
const waiting: ToastItem[] = []

/** For the container, once it listens: the toasts raised before it did. */
export function takeWaitingToasts(): ToastItem[] {
  listening = true
  return waiting.splice(0)
}

export function toast(options: ToastOptions | string): number {
  const o = typeof options === 'string' ? { message: options } : options
  const item: ToastItem = {
    id: nextId++,
    message: o.message,
    type: o.type ?? 'primary',
    duration: o.duration ?? TOAST_DEFAULT_DURATION_MS,
    placement: o.placement ?? 'top',
  }
  if (!listening) waiting.push(item)
  window.dispatchEvent(new CustomEvent<ToastItem>(TOAST_EVENT, { detail: item }))
  return item.id
}

export function dismissToast(id: number): void {
  const index = waiting.findIndex((item) => item.id === id)
  if (index >= 0) waiting.splice(index, 1)
  window.dispatchEvent(new CustomEvent<number>(TOAST_DISMISS_EVENT, { detail: id }))
}
