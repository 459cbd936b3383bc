export { ScenarioPlans, recommendationKinds } from './ScenarioPlans'
export { ScenarioHistory } from './ScenarioHistory'
