import { describe } from "vitest";
import { fuzzShard } from "./fuzz/generated-fuzzing.ts";

describe("generated route fuzzing", () => fuzzShard(2, 3));
