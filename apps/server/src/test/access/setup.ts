import type { TestApp } from "../test-app.ts";
import type { World } from "./world.ts";

/** Company settings the routes need to give an allowed caller its real outcome. */
export async function prepareCompany(_t: TestApp, _world: World): Promise<void> {}
