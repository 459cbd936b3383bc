import { getT } from '@/i18n'
import { llmsText } from '@/features/seo/llms'
import { llmsFacts } from '@/features/seo/llmsData'
import { seoCacheControl } from '@/features/seo/respond'
import { absoluteUrl, defaultLocale, localePath } from '@/lib/site'

/** /llms.txt: the site described for AI agents, in English, with live counts (cached an hour). */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const [facts, t] = await Promise.all([llmsFacts(), getT('en')])
  const body = llmsText({
    siteName: t('site.name'),
    url: (path) => absoluteUrl(localePath('en', path)),
    rawUrl: absoluteUrl,
    defaultLocale: defaultLocale(),
    facts,
  })
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': seoCacheControl } })
}
