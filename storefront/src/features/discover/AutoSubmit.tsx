'use client'

import { useEffect } from 'react'

/**
 * Progressive enhancement of the filter form: a changed select applies at once. Without
 * JavaScript the form's Apply button does the same. Checkboxes (tags) are left alone so several
 * can be ticked before one reload.
 */
export function AutoSubmit({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement) form.requestSubmit()
    }
    form.addEventListener('change', onChange)
    // Marks the form as live, so tests (and styles) can tell the enhanced form from the plain one.
    form.dataset.enhanced = 'true'
    return () => {
      form.removeEventListener('change', onChange)
      delete form.dataset.enhanced
    }
  }, [formId])
  return null
}
