export { GeoChecks } from './GeoChecks'
export { GeoDetections, detectionStatuses, answerStatuses } from './GeoDetections'
export { GeoLeads, leadStatuses } from './GeoLeads'
export { GeoSamples } from './GeoSamples'
