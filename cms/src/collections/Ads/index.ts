export { AdCampaigns, adCampaignStatuses, type AdCampaignStatus } from './AdCampaigns'
