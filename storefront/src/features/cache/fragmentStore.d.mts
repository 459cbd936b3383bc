export function heldFragment<R>(key: string, tags: readonly string[], maxAgeMs: number, build: () => Promise<R>): Promise<R>
export function dropFragments(tags: string | readonly string[]): void
export function dropAllFragments(): void
export function heldFragmentCount(): number
