import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { LOCAL_STORAGE_NO_PRESIGN, PRESIGNED_UPLOAD_SECONDS } from "./identity-upload.service.ts";

describe("GET /api/identity/aws with local storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers a clear 404: there is no object store to upload to", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.get("/api/identity/aws");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(LOCAL_STORAGE_NO_PRESIGN);
  });
});

describe("GET /api/identity/aws with STORAGE=s3", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      STORAGE: "s3",
      S3_ENDPOINT: "https://minio.example:9000",
      S3_BUCKET: "chorus-media",
      S3_REGION: "eu-north-1",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret-example",
      S3_FORCE_PATH_STYLE: "true",
    });
  });
  afterAll(() => t.close());

  it("gives a short-lived presigned PUT under the caller's company's media, never the secret", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const acmeId = await t.companyId("acme");
    const response = await emma.get("/api/identity/aws?contentType=image/jpeg");
    expect(response.statusCode, response.body).toBe(200);
    const upload = response.json();
    expect(upload).toMatchObject({ method: "PUT", headers: { "content-type": "image/jpeg" } });
    expect(upload.key).toMatch(new RegExp(`^media/${acmeId}/[A-Za-z0-9_-]{22}\\.jpg$`));
    expect(upload.publicUrl).toMatch(new RegExp(`^/images/media/${acmeId}/`));
    const url = new URL(upload.url);
    expect(url.origin).toBe("https://minio.example:9000");
    expect(url.pathname).toBe(`/chorus-media/public/${upload.key}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe(String(PRESIGNED_UPLOAD_SECONDS));
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body).not.toContain("secret-example");
    expect(Date.parse(upload.expiresAt) - Date.now()).toBeLessThanOrEqual(PRESIGNED_UPLOAD_SECONDS * 1000);
  });

  it("refuses other content types and anonymous callers", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect((await emma.get("/api/identity/aws?contentType=text/html")).statusCode).toBe(400);
    expect((await t.client().get("/api/identity/aws")).statusCode).toBe(401);
  });
});
