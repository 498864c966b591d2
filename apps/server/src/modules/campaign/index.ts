export { campaignExists } from "./campaign.service.ts";
