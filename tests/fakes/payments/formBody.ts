/**
 * Reads an application/x-www-form-urlencoded body with bracketed keys, as Stripe's API takes it
 * (`line_items[0][price_data][unit_amount]=1999`), into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, FormValue> = root
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value
        return
      }
      node[segment] ??= {}
      node = node[segment] as Record<string, FormValue>
    })
  }
  return arraysOf(root) as Record<string, FormValue>
}

/** Objects whose keys are exactly 0..n-1 become arrays. */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const converted = Object.fromEntries(keys.map((k) => [k, arraysOf(value[k]!)]))
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => converted[k]!)
  return converted
}
