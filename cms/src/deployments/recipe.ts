/**
 * The deploy recipe an editor keeps on an open-source product (Products → Open source → deploy):
 * what one-click deployment runs. Pure, free of Payload, so the admin's field checks, the deploy
 * form and the worker apply the same rules.
 */
export type RecipeVariable = { name: string; required?: boolean | null; secret?: boolean | null; defaultValue?: string | null; description?: string | null }
export type Recipe = {
  kind?: string | null
  image?: string | null
  port?: number | null
  healthPath?: string | null
  cpu?: string | null
  memory?: string | null
  variables?: RecipeVariable[] | null
}

/** A recipe that one-click deployment can run: a container image listening on a port. */
export type RunnableRecipe = { image: string; port: number; healthPath: string; cpu: string; memory: string; variables: RecipeVariable[] }

// Docker's distribution reference grammar: [registry[:port]/]path[:tag][@sha256:digest].
const domainPart = '[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?'
const pathPart = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*'
export const IMAGE_REFERENCE = new RegExp(
  `^(?:${domainPart}(?:\\.${domainPart})*(?::[0-9]{1,5})?/)?${pathPart}(?:/${pathPart})*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$`,
)
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
/** Kubernetes quantities: "500m" CPU, "512Mi" memory. */
export const CPU_QUANTITY = /^(?:\d+m|\d+(?:\.\d+)?)$/
export const MEMORY_QUANTITY = /^\d+(?:Ki|Mi|Gi)$/
export const HEALTH_PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*(?:\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$/

export const DEFAULT_CPU = '500m'
export const DEFAULT_MEMORY = '1Gi'

export const recipeMessages = {
  image: 'Enter a container image reference such as ghcr.io/owner/app:1.2 or ollama/ollama',
  port: 'Enter the port the app listens on, 1 to 65535',
  portRequired: 'A recipe with an image needs the port the app listens on',
  healthPath: 'Enter the health check path, starting with /, e.g. /health',
  cpu: 'Enter CPU as cores (1, 0.5) or millicores (500m)',
  memory: 'Enter memory as a whole number of Ki, Mi or Gi, e.g. 512Mi',
  variableName: 'Variable names use letters, digits and underscores and do not start with a digit',
  variableDuplicate: 'Each variable name may appear only once',
  secretDefault: 'A secret variable cannot have a default value: the customer enters it',
} as const

export type RecipeProblem = { field: keyof Recipe; message: (typeof recipeMessages)[keyof typeof recipeMessages] }

/** What is wrong with a recipe, field by field (empty when it is fine). A recipe without an image is not deployable, and not wrong. */
export function recipeProblems(recipe: Recipe): RecipeProblem[] {
  const problems: RecipeProblem[] = []
  const image = recipe.image?.trim()
  if (image && !IMAGE_REFERENCE.test(image)) problems.push({ field: 'image', message: recipeMessages.image })
  if (recipe.port != null && (!Number.isInteger(recipe.port) || recipe.port < 1 || recipe.port > 65535)) problems.push({ field: 'port', message: recipeMessages.port })
  if (image && recipe.port == null) problems.push({ field: 'port', message: recipeMessages.portRequired })
  if (recipe.healthPath && !HEALTH_PATH.test(recipe.healthPath)) problems.push({ field: 'healthPath', message: recipeMessages.healthPath })
  if (recipe.cpu && !CPU_QUANTITY.test(recipe.cpu)) problems.push({ field: 'cpu', message: recipeMessages.cpu })
  if (recipe.memory && !MEMORY_QUANTITY.test(recipe.memory)) problems.push({ field: 'memory', message: recipeMessages.memory })
  const seen = new Set<string>()
  for (const variable of recipe.variables ?? []) {
    if (!VARIABLE_NAME.test(variable.name ?? '')) problems.push({ field: 'variables', message: recipeMessages.variableName })
    else if (seen.has(variable.name)) problems.push({ field: 'variables', message: recipeMessages.variableDuplicate })
    seen.add(variable.name)
    if (variable.secret && variable.defaultValue) problems.push({ field: 'variables', message: recipeMessages.secretDefault })
  }
  return problems
}

/** The recipe as one-click deployment runs it, or null when the product has none that can run. */
export function runnableRecipe(recipe: Recipe | null | undefined): RunnableRecipe | null {
  if (!recipe?.image || recipe.port == null) return null
  if (recipeProblems(recipe).length > 0) return null
  return {
    image: recipe.image.trim(),
    port: recipe.port,
    healthPath: recipe.healthPath || '/',
    cpu: recipe.cpu || DEFAULT_CPU,
    memory: recipe.memory || DEFAULT_MEMORY,
    variables: (recipe.variables ?? []).map((v) => ({ name: v.name, required: Boolean(v.required), secret: Boolean(v.secret), defaultValue: v.defaultValue ?? null, description: v.description ?? null })),
  }
}

/** The settings a customer gives for a recipe: each variable's value; secrets kept apart so they are never stored in clear. */
export type DeploySettings = { values: Record<string, string>; secrets: Record<string, string> }

export const settingsMessages = { required: 'Please fill in {{name}}', unknown: 'Unknown setting {{name}}', tooLong: 'The value of {{name}} is too long' } as const

/** Splits and checks the form's values against the recipe: required ones present, no unknown names, defaults applied. */
export function settingsFor(recipe: RunnableRecipe, given: Record<string, string>): { settings: DeploySettings } | { problem: { name: string; message: string } } {
  const known = new Map(recipe.variables.map((v) => [v.name, v]))
  for (const name of Object.keys(given)) if (!known.has(name)) return { problem: { name, message: settingsMessages.unknown } }
  const settings: DeploySettings = { values: {}, secrets: {} }
  for (const variable of recipe.variables) {
    const value = (given[variable.name] ?? '').trim() || (variable.secret ? '' : (variable.defaultValue ?? ''))
    if (value.length > 4096) return { problem: { name: variable.name, message: settingsMessages.tooLong } }
    if (!value) {
      if (variable.required) return { problem: { name: variable.name, message: settingsMessages.required } }
      continue
    }
    ;(variable.secret ? settings.secrets : settings.values)[variable.name] = value
  }
  return { settings }
}
