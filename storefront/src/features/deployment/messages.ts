import { deploymentMessages, deploymentRequestMessages, settingsMessages } from '@aidir/cms/deployments'

/**
 * Every message the deployment API answers with (SPEC §5 and §8 wording where the spec gives one).
 * The API speaks English; the pages show each in the reader's language through `messageKeys`.
 */
export const deploymentApiMessages = {
  ...deploymentMessages,
  ...deploymentRequestMessages,
  loginFirst: 'Please login first',
  validationFailed: 'Form validation failed',
  submitted: 'Submitted successfully',
  retrySucceeded: 'retry succeeded',
  retryFailed: 'Retry failed',
  limitReachedSpec: 'Submission limit reached',
  requestError: 'Request error',
} as const

/** The i18n key (namespace deployment, section messages) of each API message. */
export const messageKeys: Record<string, string> = Object.fromEntries(Object.entries(deploymentApiMessages).map(([key, text]) => [text, `messages.${key}`]))

/** Setting messages carry the variable's name: matched by their template. */
export const settingTemplates = Object.entries(settingsMessages).map(([key, template]) => ({ key: `messages.setting.${key}`, pattern: new RegExp(`^${template.replace('{{name}}', '(.+)')}$`) }))
