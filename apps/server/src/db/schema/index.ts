export * from "./channel.ts";
export * from "./company.ts";
export * from "./engagement.ts";
export * from "./group.ts";
export * from "./post.ts";
export * from "./user.ts";
