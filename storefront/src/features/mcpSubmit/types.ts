/** The submission as the API answers it (cms mcpSubmit SubmissionView). */
export type Submission = {
  id: number
  name: string
  title: string | null
  status: 'awaiting_proof' | 'in_review' | 'approved' | 'rejected'
  method: 'npm' | 'pypi' | 'http'
  target: string
  marker: string
  challengeUrl: string | null
  provedAt: string | null
  checkedAt: string | null
  rejectionReason: string | null
  serverKey: string | null
  createdAt: string
}
