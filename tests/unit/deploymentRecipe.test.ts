import { describe, expect, it } from 'vitest'
import { IMAGE_REFERENCE, recipeProblems, runnableRecipe, settingsFor } from '../../cms/src/deployments/recipe'
import { isPhoneOrEmail, PERSON_NAME } from '../../cms/src/deployments/requestInput'
import { openSecrets, sealSecrets } from '../../cms/src/deployments/sealedSecrets'
import { podProgress } from '../../cms/src/deployments/kubernetes/podProgress'
import { instanceManifests } from '../../cms/src/deployments/kubernetes/manifests'
import { countdown } from '../../storefront/src/features/deployment/countdown'

describe('deploy recipes', () => {
  it('accepts Docker image references and refuses what is not one', () => {
    for (const ok of ['nginx', 'ollama/ollama', 'ghcr.io/open-webui/open-webui:main', 'docker.n8n.io/n8nio/n8n', 'localhost:5000/team/app:1.2.3', `app@sha256:${'0'.repeat(64)}`, 'vllm/vllm-openai:latest'])
      expect(IMAGE_REFERENCE.test(ok), ok).toBe(true)
    for (const bad of ['', 'Upper/Case', 'app:', 'app:-tag', 'a b', 'https://ghcr.io/app', 'app@sha256:123', '-app'])
      expect(IMAGE_REFERENCE.test(bad), bad).toBe(false)
  })

  it('names each problem by field, and only a recipe with an image and a port runs', () => {
    expect(recipeProblems({ image: 'nginx' }).map((p) => p.field)).toEqual(['port'])
    expect(recipeProblems({ image: 'nginx', port: 80, cpu: 'lots', memory: '1GB', healthPath: 'health' }).map((p) => p.field)).toEqual(['healthPath', 'cpu', 'memory'])
    expect(recipeProblems({ variables: [{ name: 'A' }, { name: 'A' }, { name: 'B', secret: true, defaultValue: 'x' }] }).map((p) => p.message)).toEqual([
      'Each variable name may appear only once',
      'A secret variable cannot have a default value: the customer enters it',
    ])
    expect(runnableRecipe({ kind: 'pip', command: 'pip install x' })).toBeNull()
    expect(runnableRecipe({ image: 'nginx', port: 80 })).toMatchObject({ healthPath: '/', cpu: '500m', memory: '1Gi', variables: [] })
  })

  it('splits settings into plain values and secrets, with defaults, and refuses missing or unknown ones', () => {
    const recipe = runnableRecipe({ image: 'nginx', port: 80, variables: [{ name: 'TITLE', defaultValue: 'Hi' }, { name: 'KEY', secret: true, required: true }, { name: 'OPT' }] })!
    expect(settingsFor(recipe, { KEY: ' s3cret ' })).toEqual({ settings: { values: { TITLE: 'Hi' }, secrets: { KEY: 's3cret' } } })
    expect(settingsFor(recipe, {})).toEqual({ problem: { name: 'KEY', message: 'Please fill in {{name}}' } })
    expect(settingsFor(recipe, { KEY: 'x', PATH: '/' })).toEqual({ problem: { name: 'PATH', message: 'Unknown setting {{name}}' } })
  })
})

describe('custom request checks', () => {
  it('takes names of letters in any script with spaces and hyphens, and a phone or an email', () => {
    for (const name of ['Jean-Luc Picard', '王小明', 'José Álvarez', 'やまだ たろう']) expect(PERSON_NAME.test(name), name).toBe(true)
    for (const name of ['R2-D2', 'Bob!', ' -x', 'a_b']) expect(PERSON_NAME.test(name), name).toBe(false)
    for (const contact of ['+86 138 0013 8000', '(555) 123-4567', 'ops@example.com']) expect(isPhoneOrEmail(contact), contact).toBe(true)
    for (const contact of ['12', 'ops@', 'call me', '+1 234']) expect(isPhoneOrEmail(contact), contact).toBe(false)
  })
})

describe('sealed secrets', () => {
  it('round-trips under the same secret, and fails under another or when tampered with', () => {
    const sealed = sealSecrets('secret-one-0123456789', { KEY: 'v' })!
    expect(sealed).not.toContain('v"')
    expect(openSecrets('secret-one-0123456789', sealed)).toEqual({ KEY: 'v' })
    expect(() => openSecrets('secret-two-0123456789', sealed)).toThrow()
    expect(() => openSecrets('secret-one-0123456789', sealed.slice(0, -2) + 'AA')).toThrow()
    expect(sealSecrets('secret-one-0123456789', {})).toBeNull()
  })
})

describe('Kubernetes pieces', () => {
  const pod = (status: object) => ({ status }) as never
  it('reads a pod as a step, ready, or a failure with its reason', () => {
    expect(podProgress(pod({ phase: 'Pending' }))).toEqual({ step: 'pulling' })
    expect(podProgress(pod({ phase: 'Running', containerStatuses: [{ started: false, state: { running: {} } }] }))).toEqual({ step: 'starting' })
    expect(podProgress(pod({ phase: 'Running', containerStatuses: [{ started: true, state: { running: {} } }] }))).toEqual({ step: 'health-check' })
    expect(podProgress(pod({ phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }] }))).toEqual({ ready: true })
    expect(podProgress(pod({ phase: 'Pending', containerStatuses: [{ state: { waiting: { reason: 'ImagePullBackOff', message: 'Back-off pulling image' } } }] }))).toEqual({ failed: 'ImagePullBackOff: Back-off pulling image' })
  })

  it('keeps secrets out of the Deployment and IPv6 ranges out of the IPv4 block', () => {
    const m = instanceManifests({ name: 'aidir-app-1', image: 'nginx', port: 80, healthPath: '/', cpu: '1', memory: '1Gi', env: { A: '1' }, secrets: { S: 'x' } }, { domain: 'apps.example.com', denyCidrs: ['10.0.0.0/8', 'fd00::/8'] })
    expect(JSON.stringify(m.deployment)).not.toContain('"x"')
    expect(m.secret?.stringData).toEqual({ S: 'x' })
    expect(m.networkPolicy.spec?.egress?.[1]?.to?.[0]?.ipBlock).toEqual({ cidr: '0.0.0.0/0', except: ['10.0.0.0/8'] })
    expect(m.ingress.spec?.rules?.[0]?.host).toBe('aidir-app-1.apps.example.com')
    expect(instanceManifests({ name: 'n', image: 'nginx', port: 80, healthPath: '/', cpu: '1', memory: '1Gi', env: {}, secrets: {} }, { domain: 'd.example', denyCidrs: [] }).secret).toBeNull()
  })
})

describe('countdown', () => {
  it('shows the time left as H:MM:SS, never below zero', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(countdown(new Date(now + 24 * 3600_000), now)).toBe('24:00:00')
    expect(countdown(new Date(now + 61_500), now)).toBe('0:01:01')
    expect(countdown(new Date(now - 5000), now)).toBe('0:00:00')
  })
})
