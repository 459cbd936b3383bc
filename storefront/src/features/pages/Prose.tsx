import { markdownToHtml } from '@/lib/markdown'
import styles from './Prose.module.css'

/** A markdown body from the CMS, rendered on the server with readable article typography. */
export function Prose({ markdown, className }: { markdown: string; className?: string }) {
  return <div className={className ? `${styles.prose} ${className}` : styles.prose} dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown) }} />
}
