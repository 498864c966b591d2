import { ROLES, type Role } from "@chorus/shared/access/roles";
import { describe, expect, it } from "vitest";
import type { Actor } from "../../platform/context.ts";
import { collaborationPolicy } from "./behalf.policy.ts";

const OWNER = "a".repeat(24);
const WRITER = "b".repeat(24);
const OTHER = "c".repeat(24);
const collaboration = { contentOwnerId: OWNER, contentWriterId: WRITER, status: "pending" };
const actor = (userId: string, role: Role): Actor => ({
  userId,
  companyId: "d".repeat(24),
  role,
  storedRole: role,
  sessionId: "s",
});
const manager = (role: Role) => role === "admin" || role === "partner" || role === "smarper";

describe("collaborationPolicy for every role", () => {
  for (const role of ROLES) {
    it(`${role}`, () => {
      const owner = actor(OWNER, role);
      const writer = actor(WRITER, role);
      const other = actor(OTHER, role);
      expect(collaborationPolicy.view(owner, collaboration)).toBe(true);
      expect(collaborationPolicy.view(writer, collaboration)).toBe(true);
      expect(collaborationPolicy.view(other, collaboration)).toBe(manager(role));
      expect(collaborationPolicy.decide(owner, collaboration)).toBe(true);
      expect(collaborationPolicy.decide(writer, collaboration)).toBe(false);
      expect(collaborationPolicy.decide(other, collaboration)).toBe(false);
      expect(collaborationPolicy.notifyOwner(writer, collaboration)).toBe(true);
      expect(collaborationPolicy.notifyOwner(owner, collaboration)).toBe(manager(role));
      expect(collaborationPolicy.notifyOwner(other, collaboration)).toBe(manager(role));
      expect(collaborationPolicy.delete(owner, collaboration)).toBe(true);
      expect(collaborationPolicy.delete(writer, collaboration)).toBe(true);
      expect(collaborationPolicy.delete(other, collaboration)).toBe(manager(role));
    });
  }
});
