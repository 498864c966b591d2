import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { libraryDocument } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { upload } from "../media/media.test-helpers.ts";

/** The document library: upload with type and size limits, list per group, usage, open, edit, delete. */
let t: TestApp;
let ada: TestClient;
let gustav: TestClient;
let emma: TestClient;
let chloe: TestClient;
let groupId: string;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

beforeAll(async () => {
  t = await createTestApp();
  const make = factories(t.database.db);
  const group = await make.group(await t.companyId("acme"), {
    adminIds: [await t.userId(DEMO_USERS.group_admin)],
    memberIds: [await t.userId(DEMO_USERS.sharer)],
  });
  groupId = group.id;
  [ada, gustav, emma, chloe] = await Promise.all([
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.channel_manager),
  ]);
});
afterAll(() => t.close());

describe("upload and open", () => {
  it("stores a PDF company-wide, lists it, and serves it inline to a reader", async () => {
    const res = await upload(
      ada,
      "/api/document?groupId=company",
      "Brand_guide-2026.pdf",
      "application/pdf",
      PDF,
    );
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc).toMatchObject({
      title: "Brand guide 2026",
      fileName: "Brand_guide-2026.pdf",
      mime: "application/pdf",
      size: PDF.length,
      groupId: null,
      url: `/api/document/${doc.id}/file`,
    });
    const listed = (await emma.get("/api/document")).json();
    expect(listed.documentList.map((d: { id: string }) => d.id)).toContain(doc.id);
    const file = await emma.get(doc.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^inline; filename="Brand_guide-2026.pdf"/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const download = await emma.get(`${doc.url}?download=1`);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect((await t.client().get(doc.url)).statusCode).toBe(401);
  });

  it("downloads Office files (never inline) with a sandboxing CSP", async () => {
    const doc = (await upload(ada, "/api/document", "Plan.docx", "application/octet-stream", DOCX)).json();
    expect(doc.mime).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const file = await emma.get(doc.url);
    expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(file.headers["content-security-policy"]).toContain("sandbox");
  });

  it.each([
    ["an HTML page", "page.html", Buffer.from("<html><script>alert(1)</script></html>")],
    ["an SVG", "logo.svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["a PDF name over other bytes", "fake.pdf", Buffer.from("<html>not a pdf</html>")],
    ["a docx name over other bytes", "fake.docx", Buffer.from("plain text")],
    ["a text file with NUL bytes", "binary.txt", Buffer.from([0x41, 0x00, 0x42])],
    ["no extension", "README", Buffer.from("hello")],
  ])("refuses %s (400, the library's message)", async (_name, fileName, bytes) => {
    const res = await upload(ada, "/api/document", fileName, "application/octet-stream", bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Documents must be PDF, Word, Excel, PowerPoint, OpenDocument, text, CSV, PNG, JPG or GIF files with a maximum file size of 20 MB.",
    );
  });

  it("refuses a file over 20 MB (413)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    expect((await upload(ada, "/api/document", "big.pdf", "application/pdf", big)).statusCode).toBe(413);
  });

  it("refuses an upload that would pass the company's 1 GB (413) and counts usage", async () => {
    const before = (await ada.get("/api/document/usage")).json();
    expect(before).toMatchObject({ quotaBytes: 1024 * 1024 * 1024, maxFileBytes: 20 * 1024 * 1024 });
    const doc = (
      await upload(ada, "/api/document", "small.txt", "text/plain", Buffer.from("hello\n"))
    ).json();
    const after = (await ada.get("/api/document/usage")).json();
    expect(after.usedBytes).toBe(before.usedBytes + 6);
    expect(after.documentCount).toBe(before.documentCount + 1);
    // Fill the library almost to the brim with one row's size, then try one more byte than fits.
    await t.database.db
      .update(libraryDocument)
      .set({ bytes: 1024 * 1024 * 1024 - after.usedBytes + 6 - 3 })
      .where(eq(libraryDocument.id, doc.id));
    const over = await upload(ada, "/api/document", "more.txt", "text/plain", Buffer.from("abcd"));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe("The document library is full: delete documents to make room.");
    expect(
      (await upload(ada, "/api/document", "fits.txt", "text/plain", Buffer.from("abc"))).statusCode,
    ).toBe(200);
    await t.database.db.delete(libraryDocument);
  });
});

describe("groups, editing and deleting", () => {
  it("a group admin uploads into their group; its members and managers read it, others do not", async () => {
    const doc = (
      await upload(
        gustav,
        `/api/document?groupId=${groupId}`,
        "Team notes.txt",
        "text/plain",
        Buffer.from("notes"),
      )
    ).json();
    expect(doc.groupId).toBe(groupId);
    expect((await emma.get(`/api/document/${doc.id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/document/${doc.id}`)).json().abilities).toEqual({
      canEdit: true,
      canDelete: true,
    });
    expect((await chloe.get(`/api/document/${doc.id}`)).statusCode).toBe(404);
    expect((await chloe.get(doc.url)).statusCode).toBe(404);
    expect((await chloe.get(`/api/document?groupId=${groupId}`)).statusCode).toBe(403);
    const chloes = (await chloe.get("/api/document")).json();
    expect(chloes.documentList.map((d: { id: string }) => d.id)).not.toContain(doc.id);
    expect((await gustav.post("/api/document?groupId=company", {})).statusCode).toBe(403);
  });

  it("edits title and description, refuses moving out of reach, and deletes the row and its file", async () => {
    const doc = (
      await upload(
        gustav,
        `/api/document?groupId=${groupId}`,
        "Draft.txt",
        "text/plain",
        Buffer.from("draft"),
      )
    ).json();
    const edited = await gustav.put(`/api/document/${doc.id}`, { title: "Final", description: "Signed off" });
    expect(edited.json()).toMatchObject({ title: "Final", description: "Signed off" });
    expect((await gustav.put(`/api/document/${doc.id}`, { groupId: null })).statusCode).toBe(403);
    expect((await gustav.put(`/api/document/${doc.id}`, {})).statusCode).toBe(400);
    expect((await emma.delete(`/api/document/${doc.id}`)).statusCode).toBe(403);
    expect((await gustav.delete(`/api/document/${doc.id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/document/${doc.id}`)).statusCode).toBe(404);
    expect((await ada.get(doc.url)).statusCode).toBe(404);
  });
});
