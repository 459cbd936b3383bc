import type { V1Deployment, V1Ingress, V1Namespace, V1NetworkPolicy, V1ResourceQuota, V1Secret, V1Service } from '@kubernetes/client-node'
import type { InstanceSpec } from '../runtime'

export const MANAGED_BY = { 'app.kubernetes.io/managed-by': 'aidir' } as const
export const MANAGED_SELECTOR = 'app.kubernetes.io/managed-by=aidir'
export const APP_LABELS = { 'app.kubernetes.io/name': 'app', ...MANAGED_BY } as const
export const APP_SELECTOR = 'app.kubernetes.io/name=app'
const SECRET = 'app-secrets'

export type ClusterOptions = { domain: string; ingressClass?: string; denyCidrs: string[] }

export const hostOf = (name: string, domain: string) => `${name}.${domain}`

/**
 * The objects of one instance, each in its own namespace (named as the instance): a quota that caps
 * what it may use, a network policy that lets it reach the internet but not the cluster's or the
 * cloud's internal ranges, its secrets as a Secret, the Deployment (ready when the recipe's health
 * check answers), a Service and an Ingress on the wildcard domain. Deleting the namespace removes
 * them all.
 */
export function instanceManifests(spec: InstanceSpec, cluster: ClusterOptions) {
  const metadata = { name: spec.name, labels: { ...MANAGED_BY, 'aidir.io/instance': spec.name } }
  const namespace: V1Namespace = { apiVersion: 'v1', kind: 'Namespace', metadata }
  const quota: V1ResourceQuota = {
    apiVersion: 'v1',
    kind: 'ResourceQuota',
    metadata: { name: 'instance-quota', labels: { ...MANAGED_BY } },
    spec: {
      hard: {
        'requests.cpu': spec.cpu, 'limits.cpu': spec.cpu, 'requests.memory': spec.memory, 'limits.memory': spec.memory,
        pods: '2', services: '1', 'services.loadbalancers': '0', 'services.nodeports': '0', persistentvolumeclaims: '0',
      },
    },
  }
  const networkPolicy: V1NetworkPolicy = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'internet-only', labels: { ...MANAGED_BY } },
    spec: {
      podSelector: {},
      policyTypes: ['Ingress', 'Egress'],
      ingress: [{ ports: [{ port: spec.port, protocol: 'TCP' }] }],
      egress: [
        // Name resolution through the cluster's DNS, and nothing else inside the cluster.
        { to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } }, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }], ports: [{ port: 53, protocol: 'UDP' }, { port: 53, protocol: 'TCP' }] },
        { to: [{ ipBlock: { cidr: '0.0.0.0/0', except: cluster.denyCidrs.filter((c) => !c.includes(':')) } }] },
      ],
    },
  }
  const hasSecrets = Object.keys(spec.secrets).length > 0
  const secret: V1Secret | null = hasSecrets ? { apiVersion: 'v1', kind: 'Secret', metadata: { name: SECRET, labels: { ...MANAGED_BY } }, type: 'Opaque', stringData: spec.secrets } : null
  const deployment: V1Deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'app', labels: { ...APP_LABELS } },
    spec: {
      replicas: 1,
      selector: { matchLabels: { ...APP_LABELS } },
      template: {
        metadata: { labels: { ...APP_LABELS } },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          containers: [
            {
              name: 'app',
              image: spec.image,
              ports: [{ containerPort: spec.port }],
              env: Object.entries(spec.env).map(([name, value]) => ({ name, value })),
              envFrom: hasSecrets ? [{ secretRef: { name: SECRET } }] : undefined,
              resources: { requests: { cpu: spec.cpu, memory: spec.memory }, limits: { cpu: spec.cpu, memory: spec.memory } },
              readinessProbe: { httpGet: { path: spec.healthPath, port: spec.port }, periodSeconds: 5, failureThreshold: 3 },
              securityContext: { allowPrivilegeEscalation: false, privileged: false },
            },
          ],
        },
      },
    },
  }
  const service: V1Service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'app', labels: { ...APP_LABELS } },
    spec: { type: 'ClusterIP', selector: { ...APP_LABELS }, ports: [{ port: 80, targetPort: spec.port as never, protocol: 'TCP' }] },
  }
  const host = hostOf(spec.name, cluster.domain)
  const ingress: V1Ingress = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'app', labels: { ...APP_LABELS } },
    spec: {
      ingressClassName: cluster.ingressClass,
      tls: [{ hosts: [host] }],
      rules: [{ host, http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'app', port: { number: 80 } } } }] } }],
    },
  }
  return { namespace, quota, networkPolicy, secret, deployment, service, ingress }
}
