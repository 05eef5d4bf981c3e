// The emailing pages from one module: one lazy import in the first chunk for the three routes
// (the sign-in JavaScript budget); a user who opens the list goes on to a detail anyway.
export { default as CampaignDetailPage } from './CampaignDetailPage';
export { default as CampaignListPage } from './CampaignListPage';
export { default as EmailingSetupPage } from './EmailingSetupPage';
