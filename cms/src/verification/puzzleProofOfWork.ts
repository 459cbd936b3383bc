import { createChallenge as createAltcha, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { randomInt } from 'node:crypto'
import { z } from 'zod'
import { env } from '../env'
import { derivedToken } from '../lib/derivedToken'

/**
 * The proof-of-work beside each slide puzzle (ALTCHA's v2 format): the browser must find the counter
 * whose PBKDF2 key starts with a given prefix, which costs it a few hundred PBKDF2 derivations, a
 * fraction of a second in the background while the person looks at the picture, and costs a bot
 * farm the same CPU for every attempt. PBKDF2 runs natively in the browser (WebCrypto), so the
 * browser is not at a disadvantage against native code as it is with a hash loop in JavaScript.
 * The challenge is signed (no state) and names the puzzle it belongs to, so a solution is worth one
 * puzzle, and a puzzle is answered once.
 */
export const PROOF_OF_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  /** Iterations per derivation: one costs about 0.8 ms in Chromium and in Node on this class of machine. */
  cost: 5_000,
  /** The counter is drawn from [0, maxCounter): on average half of it is searched (about 0.35 s measured in Chromium). */
  maxCounter: 900,
} as const

/** What the client receives and sends back: ALTCHA's challenge object. */
export const proofChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal(PROOF_OF_WORK.algorithm),
    nonce: z.string().regex(/^[0-9a-f]{32}$/),
    salt: z.string().regex(/^[0-9a-f]{32}$/),
    cost: z.literal(PROOF_OF_WORK.cost),
    keyLength: z.literal(32),
    keyPrefix: z.string().regex(/^[0-9a-f]{2,64}$/),
    keySignature: z.string().regex(/^[0-9a-f]{64}$/),
    expiresAt: z.number().int().positive(),
    data: z.object({ puzzle: z.string().regex(/^[0-9a-f]{64}$/) }),
  }),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
})
export type ProofChallenge = z.infer<typeof proofChallengeSchema>

/** A solved proof as the client posts it. */
export const proofSchema = z.object({
  challenge: proofChallengeSchema,
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: z.string().regex(/^[0-9a-f]{64}$/) }),
})
export type Proof = z.infer<typeof proofSchema>

// Two keys from the server secret: one signs the challenge, the other the expected key, so the
// check is two HMACs and never a derivation (verifying costs the server nothing a bot could abuse).
const secrets = () => ({
  hmacSignatureSecret: derivedToken(env().PAYLOAD_SECRET, 'puzzle-proof-of-work'),
  hmacKeySignatureSecret: derivedToken(env().PAYLOAD_SECRET, 'puzzle-proof-of-work-key'),
})

/** A new challenge for the puzzle whose id hashes to `puzzleHash`, valid as long as the puzzle. */
export async function createProofChallenge(puzzleHash: string, ttlSeconds: number): Promise<ProofChallenge> {
  const challenge = await createAltcha({
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    // Deterministic mode: the server derives the key at a random counter and asks for its prefix.
    counter: randomInt(0, PROOF_OF_WORK.maxCounter),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    data: { puzzle: puzzleHash },
    ...secrets(),
  })
  return proofChallengeSchema.parse(challenge)
}

/** Whether `proof` solves a challenge this server issued for the puzzle `puzzleHash`, in time. */
export async function verifyProof(proof: Proof, puzzleHash: string): Promise<boolean> {
  if (proof.challenge.parameters.data.puzzle !== puzzleHash) return false
  const result = await verifySolution({ challenge: proof.challenge, solution: proof.solution, deriveKey, ...secrets() })
  return result.verified
}
