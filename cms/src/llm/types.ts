/**
 * The provider layer's one contract: ask a question, get the answer text and the sources the
 * platform cited. Real vendor clients and the offline answer engine both implement it, so GEO
 * detection and the brand tracker never know which one answered.
 */
export type Citation = { url: string; title: string }

export type Usage = { inputTokens: number; outputTokens: number }

export type AskRequest = {
  /** The user's question, sent as-is (we measure what the platform says to a real user). */
  question: string
  /** Ask the platform to search the web where the vendor offers it. */
  webSearch?: boolean
  /** 0-based sample number; the offline engine varies its wording by it, vendors ignore it. */
  sample?: number
  temperature?: number
  maxTokens?: number
}

export type LlmAnswer = {
  text: string
  citations: Citation[]
  model: string
  usage: Usage
  /** true when the answer comes from the offline engine; the UI labels it "sandbox". */
  sandbox: boolean
  /** The vendor's response body, stored so a re-score never calls the vendor again. */
  raw: unknown
}

export interface LlmClient {
  /** Platform id (deepseek, doubao, …) */
  readonly platform: string
  ask(request: AskRequest, signal?: AbortSignal): Promise<LlmAnswer>
}
