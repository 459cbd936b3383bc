/**
 * Share targets for a page: each network's public share endpoint with the URL and text
 * percent-encoded, so titles with &, # or CJK characters arrive intact.
 */
export type ShareTarget = 'x' | 'facebook' | 'linkedin' | 'weibo' | 'email'
export type ShareLink = { target: ShareTarget; href: string }

export function shareLinks({ url, title, text }: { url: string; title: string; text: string }): ShareLink[] {
  const u = encodeURIComponent(url)
  return [
    { target: 'x', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}` },
    { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { target: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { target: 'weibo', href: `https://service.weibo.com/share/share.php?url=${u}&title=${encodeURIComponent(text)}` },
    { target: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}` },
  ]
}
