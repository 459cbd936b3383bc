/** Fills {{name}} placeholders; an unknown name stays as written. Free of the dictionaries, for client components. */
export function fill(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
