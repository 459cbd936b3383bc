import type { CopyLabels } from '@/components/copy/CopyButton'
import type { ClientConfig } from './installConfig'
import { SnippetCopyButton } from './SnippetCopyButton'
import styles from './mcp.module.css'

/** One client's snippet: its name and file (or "terminal command"), a copy button and the text. */
export function ConfigSnippet({ config, client, where, copyTexts, serverKey }: { config: ClientConfig; client: string; where: string; copyTexts: CopyLabels; serverKey: string }) {
  return (
    <div className={styles.snippet} data-client={config.client} data-language={config.language}>
      <div className={styles.snippetHead}>
        <h4>
          {client} <span className={styles.file}>{where}</span>
        </h4>
        <SnippetCopyButton text={config.text} labels={copyTexts} countFor={serverKey} />
      </div>
      {/* Focusable so a keyboard user can scroll a long line sideways. */}
      <pre className={styles.code} tabIndex={0}>
        <code>{config.text}</code>
      </pre>
    </div>
  )
}
