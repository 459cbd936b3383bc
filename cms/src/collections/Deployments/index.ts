export { Deployments } from './Deployments'
export { DeploymentRequests } from './DeploymentRequests'
