import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./deps.ts";
import type { JobDefinition, ScheduleDefinition } from "./jobs/job.ts";
import type { MailTemplate } from "./mail/mail-template.ts";

/** A route plugin made from the app's deps (`fooRoutes(deps)`). */
export type RoutesOf = (deps: AppDeps) => (app: FastifyInstance) => Promise<void>;

/**
 * One domain as the app sees it: its routes, its background jobs, its recurring schedules and the
 * mails it sends.
 * modules/index.ts lists every module; the app, the job runner and the access matrix read that
 * list and nothing else, so a new domain is its folder plus one line there.
 */
export interface ModuleDefinition {
  name: string;
  routes?: readonly RoutesOf[];
  // biome-ignore lint/suspicious/noExplicitAny: jobs of any payload, handed AppDeps
  jobs?: readonly JobDefinition<string, any, AppDeps>[];
  schedules?: readonly ScheduleDefinition[];
  /** Each kind of mail the module sends, declared once here (the mail test renders them all). */
  // biome-ignore lint/suspicious/noExplicitAny: templates of any input
  mailTemplates?: readonly MailTemplate<any>[];
}

export const defineModule = (definition: ModuleDefinition): ModuleDefinition => definition;

// biome-ignore lint/suspicious/noExplicitAny: see ModuleDefinition.jobs
export const jobsOf = (modules: readonly ModuleDefinition[]): JobDefinition<string, any, AppDeps>[] =>
  modules.flatMap((module) => module.jobs ?? []);

export const schedulesOf = (modules: readonly ModuleDefinition[]): ScheduleDefinition[] =>
  modules.flatMap((module) => module.schedules ?? []);

// biome-ignore lint/suspicious/noExplicitAny: see ModuleDefinition.mailTemplates
export const mailTemplatesOf = (modules: readonly ModuleDefinition[]): MailTemplate<any>[] =>
  modules.flatMap((module) => module.mailTemplates ?? []);

/** Every module's routes, registered in list order. */
export async function registerModuleRoutes(
  app: FastifyInstance,
  modules: readonly ModuleDefinition[],
  deps: AppDeps,
): Promise<void> {
  for (const module of modules) for (const routes of module.routes ?? []) await app.register(routes(deps));
}
