/** Ads on the site: which run where now, impressions and clicks per campaign and hour, the owner's figures. */
export { adPlacements, findRunningAds, msUntilFirstEnd, stillRunning, type AdPlacement, type PlacementAds, type PlacementPosition, type RunningAd } from './runningAds'
export { AdEventCounter, adEventCounter, countAdEvent, hourOf, type AdEventKind } from './adEventCounter'
export { findAdClickTarget, type AdClickTarget } from './clickTarget'
export { findOwnerAds, remainingDaysOf, type OwnerAd } from './ownerAds'
export { campaignTotals, type CampaignTotals } from './campaignTotals'
