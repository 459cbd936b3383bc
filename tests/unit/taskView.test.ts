import { describe, expect, it, vi } from 'vitest'

// React is a dependency of the storefront, not of the workspace root: the same copy its components use.
const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { TaskView } = await import('../../storefront/src/features/tasks/TaskView')
const { taskRecord } = await import('../../cms/src/backgroundTasks/taskRecord')

/** The one background-task view (SPEC §4): what each task state shows. */
const texts = { queued: (n: number) => `${n} ahead`, running: (p: number) => `running ${p}%`, failed: 'it failed', retry: 'again' }
const render = (task: ReturnType<typeof taskRecord>, extra: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(TaskView, { task, texts, testIds: { queue: 'q', progress: 'p', retry: 'r' }, ...extra }, createElement('b', null, 'the result')))

describe('the background-task view', () => {
  it('shows queued with the people ahead, running with percent, the result when done', () => {
    expect(render(taskRecord('queued', { ahead: 3 }))).toBe('<p data-testid="q">3 ahead</p>')
    // Queued without a known position: the progress, as SPEC §4 says for pending without tasksAhead.
    expect(render(taskRecord('queued'))).toContain('running 0%')
    const running = render(taskRecord('running', { progress: 41.6, ahead: 7 }))
    expect(running).toContain('<p data-testid="p">running 42%</p>')
    expect(running).toContain('<progress max="100" value="42">')
    expect(render(taskRecord('completed', { progress: 10 }))).toBe('<b>the result</b>')
  })

  it('shows the error, with the retry action only when there is one', () => {
    expect(render(taskRecord('failed', { error: 'vendor down' }))).toBe('<p role="alert">it failed</p>')
    const onRetry = vi.fn()
    const withRetry = render(taskRecord('failed'), { onRetry })
    expect(withRetry).toContain('<p>it failed</p>')
    expect(withRetry).toContain('data-testid="r">again</button>')
    expect(render(taskRecord('failed'), { onRetry, retrying: true })).toContain('disabled=""')
  })

  it('keeps fields to the state they belong to', () => {
    expect(taskRecord('running', { ahead: 4, result: 'x', error: 'y', progress: 150 })).toEqual({ status: 'running', progress: 100, ahead: null, result: null, error: null })
    expect(taskRecord('completed', { result: { ok: 1 }, progress: 3 })).toEqual({ status: 'completed', progress: 100, ahead: null, result: { ok: 1 }, error: null })
  })
})
