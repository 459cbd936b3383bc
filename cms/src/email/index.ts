/** Mail: the Payload email adapter and the texts of account mails. */
export * from './adapter'
export * from './mailTexts'
