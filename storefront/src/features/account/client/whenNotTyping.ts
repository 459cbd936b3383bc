/** A field that takes typed text: a text-like input, a textarea, or anything contentEditable. */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled
  if (element instanceof HTMLInputElement) {
    const nonText = ['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color', 'hidden']
    return !nonText.includes(element.type) && !element.readOnly && !element.disabled
  }
  return element instanceof HTMLElement && element.isContentEditable
}

/**
 * Runs `open` now, or, while the reader is typing in a field, once the focus leaves the fields
 * (moving from one field to the next keeps waiting). A modal opened mid-typing takes the focus, and
 * the next keystrokes (or an Enter that confirms a tag) would land in the dialog and be lost.
 * Returns a function that cancels the wait.
 */
export function whenNotTyping(open: () => void, doc: Document = document): () => void {
  if (!isTypingTarget(doc.activeElement)) {
    open()
    return () => {}
  }
  const onFocusOut = (event: FocusEvent) => {
    if (isTypingTarget(event.relatedTarget as Element | null)) return
    doc.removeEventListener('focusout', onFocusOut)
    open()
  }
  doc.addEventListener('focusout', onFocusOut)
  return () => doc.removeEventListener('focusout', onFocusOut)
}
