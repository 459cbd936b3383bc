import type { LocalizedMessages, RouteDeclaration } from '@/features/api/route'
import { checkCoordinateBody, coordinateCodeQuery } from './puzzleApi'

/**
 * The slide puzzle's operations (SPEC §7), declared for the route kit and the OpenAPI document.
 * Refusals speak the caller's language (namespace `verification`).
 */
export const puzzleMessages: LocalizedMessages = { namespace: 'verification', loginFirst: 'phone.loginRequired', invalid: () => 'errors.invalidRequest', tooMany: 'phone.rateLimited' }

export const getCoordinateCodeRoute = {
  method: 'GET', path: '/api/account/getCoordinateCode', auth: 'none', query: coordinateCodeQuery, localized: puzzleMessages,
  openapi: {
    summary: 'A new slide puzzle',
    tags: ['verification'],
    data: {
      type: 'object',
      properties: {
        challengeId: { type: 'string' },
        background: { type: 'string', description: 'data:image/jpeg;base64 URL, width × height' },
        piece: { type: 'string', description: 'data:image/webp;base64 URL, pieceSize × pieceSize' },
        width: { type: 'integer' }, height: { type: 'integer' }, pieceSize: { type: 'integer' },
        y: { type: 'integer', description: 'Row of the piece' },
        expiresIn: { type: 'integer', description: 'Seconds' },
        proof: { type: 'object', description: 'ALTCHA v2 challenge (PBKDF2/SHA-256) to solve and send back as proof.challenge' },
      },
    },
  },
} satisfies RouteDeclaration

export const checkCoordinateCodeRoute = {
  method: 'POST', path: '/api/account/checkCoordinateCode', auth: 'none', query: coordinateCodeQuery, body: checkCoordinateBody, localized: puzzleMessages,
  openapi: {
    summary: 'Answer a slide puzzle (once)',
    tags: ['verification'],
    data: { type: 'object', properties: { verifyToken: { type: 'string' }, expiresIn: { type: 'integer' } } },
    errors: { 400: "'Verification failed, please try again' (data.reason: unknown, used, expired, mismatch — a wrong offset, trace or proof alike) or a bad body" },
  },
} satisfies RouteDeclaration

export const verificationRoutes = [getCoordinateCodeRoute, checkCoordinateCodeRoute]
