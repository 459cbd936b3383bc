/**
 * Logos and screenshots captured from each item's own site into Payload media: the icons a site
 * declares (read through the SSRF-safe fetch), how a capture is written into a record without
 * replacing an editor's image, and which records are due. The jobs that run them are in the tasks
 * worker (tasks/src/jobs/images/).
 */
export { findLogo, logoFromImage, isTransient, describeFailure, LOGO_LIMITS, type CaptureFetchOptions, type LogoResult } from './findLogo'
export { iconsInHtml, iconsInManifest, rankIcons, declaredSize, type IconCandidate, type IconSource } from './iconCandidates'
export { screenshotWebp } from './screenshotImage'
export { rasterizeIcon, svgIsSelfContained, NotAnIcon, type LogoImage } from './rasterizeIcon'
export { storeCapturedFile, deleteCapturedIfUnused, type CapturedFile } from './storeMedia'
export { applyCapture, currentRecord, type SlotOutcome, type Applied } from './applyCapture'
export { captureCollections, logoSourceOf, screenshotPageOf, displayNameOf, type CaptureCollection, type CaptureRecord } from './targets'
export { dueForCapture, type DueRecord } from './dueForCapture'
export { CAPTURE_CONTEXT, imageSources, type ImageSource, type ImageSlot } from './sourceFields'
