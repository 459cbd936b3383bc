import { z } from 'zod'
import { mcpSubmitMessages as m } from './messages'
import { proofMethods } from './states'

const name = z.string({ message: m.badName }).trim().min(3, m.badName).max(200, m.badName).regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/, m.badName)
const method = z.enum(proofMethods, { message: m.badMethod })
// npm allows 214 characters; PyPI names are shorter.
const packageName = z
  .string({ message: m.badPackage })
  .trim()
  .max(214, m.badPackage)
  .refine((v) => v === '' || /^(@[a-z0-9._~-]+\/)?[A-Za-z0-9._~-]+$/.test(v), m.badPackage)
  .transform((v) => v || undefined)
  .optional()

/** A server.json pasted whole; its content is checked against the official schema afterwards. */
const fromServerJson = z.object({
  source: z.literal('server-json'),
  serverJson: z.string({ message: m.badJson }).min(2, m.badJson).max(64_000, m.badJson),
  method,
  packageName,
})

/** The repository form: what the schema requires, written into a server.json by us. */
const fromRepository = z.object({
  source: z.literal('repository'),
  repositoryUrl: z
    .string({ message: m.badRepository })
    .trim()
    .max(2048, m.badRepository)
    .url(m.badRepository)
    .refine((u) => /^https:\/\//i.test(u), m.badRepository),
  name,
  description: z.string({ message: m.badDescription }).trim().min(1, m.badDescription).max(100, m.badDescription),
  version: z.string({ message: m.badVersion }).trim().min(1, m.badVersion).max(255, m.badVersion).regex(/^[^\s^~<>=*]+$/, m.badVersion),
  method,
  packageName,
})

export const submissionInput = z.discriminatedUnion('source', [fromServerJson, fromRepository], { message: m.badSource })
export type SubmissionInput = z.infer<typeof submissionInput>

export const decisionInput = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({ decision: z.literal('reject'), reason: z.string({ message: m.reasonRequired }).trim().min(3, m.reasonRequired).max(1000, m.reasonRequired) }),
  ],
  { message: 'Choose approve or reject' },
)
export type DecisionInput = z.infer<typeof decisionInput>
