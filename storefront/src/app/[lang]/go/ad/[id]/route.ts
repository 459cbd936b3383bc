import { adClickResponse } from '@/features/adDisplay/adClick'

/**
 * GET /go/ad/{campaignId} (every language prefix): counts a click on an ad and answers 302 to the
 * advertised product's page on this site. A route of its own, so the page around the ad stays a
 * cached page: counting happens here, per request, never in the page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }): Promise<Response> {
  return adClickResponse(request, await params)
}
