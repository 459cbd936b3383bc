'use client'

// The component alone: the package's index also exports a test registry that imports the ajv validator.
import Form from '@rjsf/core/lib/components/Form.js'
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils'
import { useMemo, useState } from 'react'
import { usePlaygroundT } from './PlaygroundI18n'
import styles from './playground.module.css'
import { serverValidator } from './serverValidator'
import type { ToolView } from './types'

type Props = {
  tool: ToolView
  busy: boolean
  /** The proxy's ajv errors for the last call, by JSON pointer. */
  fieldErrors: { path: string; message: string }[]
  onCall: (args: Record<string, unknown>) => void
}

/** Field errors from the proxy, shaped as rjsf's `extraErrors` (`/a/b` → `{a: {b: {__errors}}}`). */
function errorSchema(errors: Props['fieldErrors']): ErrorSchema {
  const root: Record<string, unknown> = {}
  for (const { path, message } of errors) {
    let node = root
    for (const part of path.split('/').filter(Boolean)) node = (node[part] ??= {}) as Record<string, unknown>
    ;((node.__errors ??= []) as string[]).push(message)
  }
  return root as ErrorSchema
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The arguments of one tool: a form generated from its inputSchema (rjsf), or the arguments as raw
 * JSON for schemas a form cannot express.
 */
export default function ToolRunner({ tool, busy, fieldErrors, onCall }: Props) {
  const t = usePlaygroundT()
  const [mode, setMode] = useState<'form' | 'raw'>('form')
  const [data, setData] = useState<Record<string, unknown>>({})
  const [raw, setRaw] = useState('{}')
  const [rawError, setRawError] = useState(false)
  const schema = useMemo(() => ({ type: 'object', ...(tool.inputSchema as object) }) as RJSFSchema, [tool.inputSchema])
  const extraErrors = useMemo(() => errorSchema(fieldErrors), [fieldErrors])
  const submitText = busy ? t('calling') : t('callTool', { name: tool.name })

  const switchTo = (next: 'form' | 'raw') => {
    if (next === 'raw') setRaw(JSON.stringify(data, null, 2))
    else {
      try {
        const parsed: unknown = JSON.parse(raw)
        if (isObject(parsed)) setData(parsed)
      } catch {
        // Keep the form's last arguments when the text does not parse.
      }
    }
    setMode(next)
  }

  return (
    <div className={styles.field} data-testid="tool-runner">
      <div className={styles.tabs}>
        <button type="button" aria-pressed={mode === 'form'} onClick={() => switchTo('form')}>
          {t('form')}
        </button>
        <button type="button" aria-pressed={mode === 'raw'} onClick={() => switchTo('raw')}>
          {t('rawJson')}
        </button>
      </div>
      {mode === 'form' ? (
        <div className={styles.form}>
          <Form
            schema={schema}
            validator={serverValidator}
            formData={data}
            extraErrors={extraErrors}
            showErrorList={false}
            noHtml5Validate
            disabled={busy}
            uiSchema={{ 'ui:submitButtonOptions': { submitText, props: { disabled: busy } } }}
            onChange={(e) => setData(isObject(e.formData) ? e.formData : {})}
            onSubmit={(e) => onCall(isObject(e.formData) ? e.formData : {})}
          />
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            let parsed: unknown
            try {
              parsed = JSON.parse(raw)
            } catch {
              parsed = undefined
            }
            if (!isObject(parsed)) return setRawError(true)
            setRawError(false)
            setData(parsed)
            onCall(parsed)
          }}
          className={styles.field}
        >
          <textarea className={styles.textarea} value={raw} onChange={(e) => setRaw(e.target.value)} aria-label={t('rawJson')} aria-invalid={rawError} spellCheck={false} />
          {rawError ? <p className={styles.error}>{t('rawJsonInvalid')}</p> : null}
          {fieldErrors.length ? (
            <ul className={styles.error}>
              {fieldErrors.map((e) => (
                <li key={`${e.path}:${e.message}`}>
                  {e.path} {e.message}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.actions}>
            <button className={styles.button} type="submit" disabled={busy}>
              {submitText}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
