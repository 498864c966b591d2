import { customType, timestamp, varchar } from "drizzle-orm/pg-core";

/** 24-hex object id (first 8 hex = creation time). */
export const objectId = (name: string) => varchar(name, { length: 24 });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A range of days (`[first, next)`); analytics_user_to_date's validity (GiST-indexed). */
export const daterange = customType<{ data: string }>({ dataType: () => "daterange" });
