import { APIError, type Config } from 'payload'

/**
 * Input the API refuses before running the operation (operationInput.ts): a 4xx with the message,
 * logged as information (the config's `loggingLevels`), not as a server error.
 */
export class InputRefused extends APIError {
  constructor(message: string, status: 400 | 404 = 400) {
    super(message, status, undefined, true)
    this.name = 'InputRefused'
  }
}

/**
 * Log levels of the API's input refusals. Payload looks the level up by the error's name at run
 * time; its type lists only its own names, hence the cast.
 */
export const inputLoggingLevels = { InputRefused: 'info', TooManyRequests: 'info', QueryError: 'info' } as unknown as NonNullable<Config['loggingLevels']>
