/** Proofs a person is there: slide puzzles, phone codes, verification tokens and rate limits. */
export * from './puzzleChallenges'
export * from './puzzleImage'
export * from './puzzleProofOfWork'
export * from './puzzleTrace'
export * from './phoneCodes'
export * from './verificationTokens'
export * from './rateLimit'
