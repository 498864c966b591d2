import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A company's AI text generation settings (catalogue "Company … ai"). The API key is kept sealed
 * (AES-256-GCM with the "ai-key-encryption" instance secret, see modules/ai/key-cipher.ts), so a
 * database dump holds no usable key.
 */
export const companyAiSetting = pgTable("company_ai_setting", {
  companyId: objectId("company_id").primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  /** Open AI | Vertex | Azure Open AI | Haiilo AI */
  provider: text("provider"),
  version: text("version"),
  location: text("location"),
  project: text("project"),
  endpoint: text("endpoint"),
  deployment: text("deployment"),
  apiKeySealed: text("api_key_sealed"),
  updatedBy: objectId("updated_by"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
