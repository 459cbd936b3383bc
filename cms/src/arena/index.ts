/** The blind LLM arena: battles, votes and the Bradley–Terry leaderboard. */
export * from './bradleyTerry'
