/**
 * OpenAPI 3.1 path items of the slide-puzzle and phone-binding endpoints, to be spread into the
 * site's /api/openapi.json document. Every answer is the SPEC §7 envelope.
 */
const clientParams = [
  { name: 't', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d*$' }, description: 'Timestamp (cache buster)' },
  { name: 'langType', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'zh_cn', 'zh_tw', 'jp'] }, description: 'Language of the messages' },
]

const envelope = (data: Record<string, unknown> = { type: 'null' }) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer', description: '0 on success, else the HTTP status' }, message: { type: 'string' }, data },
})

const answer = (description: string, data?: Record<string, unknown>) => ({ description, content: { 'application/json': { schema: envelope(data) } } })
const limited = { description: 'Too many requests; see Retry-After', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: { 'application/json': { schema: envelope() } } }
const unauthorised = answer("Not signed in: 'Please login first'")

const binding = { type: 'object', properties: { bound: { type: 'boolean' }, phone: { type: ['string', 'null'], description: 'Masked, e.g. +86 138****8000' }, verifiedAt: { type: ['string', 'null'], format: 'date-time' } } }

export const verificationOpenApiPaths = {
  '/api/account/getCoordinateCode': {
    get: {
      summary: 'A new slide puzzle',
      tags: ['verification'],
      parameters: clientParams,
      responses: {
        200: answer('The puzzle; the answer stays on the server', {
          type: 'object',
          properties: {
            challengeId: { type: 'string' },
            background: { type: 'string', description: 'data:image/jpeg;base64 URL, width × height' },
            piece: { type: 'string', description: 'data:image/webp;base64 URL, pieceSize × pieceSize' },
            width: { type: 'integer' },
            height: { type: 'integer' },
            pieceSize: { type: 'integer' },
            y: { type: 'integer', description: 'Row of the piece' },
            expiresIn: { type: 'integer', description: 'Seconds' },
          },
        }),
        400: answer('Bad query'),
        429: limited,
      },
    },
  },
  '/api/account/checkCoordinateCode': {
    post: {
      summary: 'Answer a slide puzzle (once)',
      tags: ['verification'],
      parameters: clientParams,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['challengeId', 'x'],
              properties: {
                challengeId: { type: 'string' },
                x: { type: 'number', description: 'Offset of the dropped piece in px' },
                trace: { type: 'array', maxItems: 500, items: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], description: '[x px, ms since the drag began]' } },
              },
            },
          },
        },
      },
      responses: {
        200: answer("'Verification successful' and a single-use token", { type: 'object', properties: { verifyToken: { type: 'string' }, expiresIn: { type: 'integer' } } }),
        400: answer("'Verification failed, please try again' (data.reason: unknown, used, expired, mismatch, trace) or a bad body"),
        429: limited,
      },
    },
  },
  '/api/marketing/sendCode': {
    get: {
      summary: 'Text a 6-digit code to a phone (signed in, after the slide puzzle)',
      tags: ['notifications'],
      parameters: [
        ...clientParams,
        { name: 'phone', in: 'query', required: true, schema: { type: 'string' }, description: 'E.164; Chinese national numbers in the China edition' },
        { name: 'verifyToken', in: 'query', required: true, schema: { type: 'string' }, description: 'From checkCoordinateCode' },
      ],
      responses: {
        200: answer("'Verification code sent successfully'", { type: 'object', properties: { expiresIn: { type: 'integer' }, cooldown: { type: 'integer' }, sandbox: { type: 'boolean' }, phone: { type: 'string' } } }),
        400: answer("'Please enter a valid phone number'"),
        401: unauthorised,
        403: answer("'Verification failed, please try again': the puzzle token is missing, spent or expired"),
        429: limited,
        502: answer("'Failed to send verification code, please try again'"),
        503: answer("'Failed to send verification code, please try again' (may pass soon)"),
      },
    },
  },
  '/api/marketing/savePhone': {
    post: {
      summary: 'Bind a verified phone to the signed-in user',
      tags: ['notifications'],
      parameters: clientParams,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', required: ['phone', 'code'], properties: { phone: { type: 'string' }, code: { type: 'string', pattern: '^\\d{6}$' } } } } },
      },
      responses: {
        200: answer("'Notification enabled successfully'", binding),
        400: answer('Invalid phone, code not 6 digits, or a wrong, expired or exhausted code (data.reason)'),
        401: unauthorised,
        429: limited,
      },
    },
  },
  '/api/marketing/verifyBindingPhone': {
    get: {
      summary: 'Whether the signed-in user has a bound phone',
      tags: ['notifications'],
      parameters: clientParams,
      responses: { 200: answer('The binding', binding), 401: unauthorised },
    },
  },
} as const
