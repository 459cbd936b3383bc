import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils'

/**
 * rjsf needs a validator; ajv compiles schemas with `new Function`, which the site's
 * Content-Security-Policy (no 'unsafe-eval') forbids. The form therefore only collects the
 * arguments: the proxy checks them with ajv against the tool's inputSchema before anything is sent
 * to the server, and its field errors come back as the form's `extraErrors`.
 */
export const serverValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: (): ValidationData<unknown> => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
}
