import type { Validate } from 'payload'
import { adminText } from '../../admin/i18n/dictionary'
import { languageOf } from '../../fields/urlValidation'
import { recipeProblems, type Recipe } from '../../deployments/recipe'

/**
 * A field of the deploy recipe, checked with the whole recipe (its siblings): a bad image reference,
 * a port out of range or missing beside an image, a variable named twice is a message on the field
 * when the editor saves, not a deployment that fails later.
 */
export const recipeCheck =
  (field: keyof Recipe): Validate =>
  (value, options) => {
    const recipe = { ...(options.siblingData as Recipe), [field]: value } as Recipe
    const problem = recipeProblems(recipe).find((p) => p.field === field)
    return problem ? adminText(problem.message, languageOf(options as never)) : true
  }
