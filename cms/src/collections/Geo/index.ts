export { GeoChecks } from './GeoChecks'
export { GeoDetections, detectionStatuses, answerStatuses } from './GeoDetections'
export { GeoSamples } from './GeoSamples'
