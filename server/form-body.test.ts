import { describe, expect, it } from "vitest";
import { formBodyProblem, isWellFormedUrlEncoded } from "./form-body";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : Buffer.from(p)))),
  );

const URLENCODED = "application/x-www-form-urlencoded";

describe("formBodyProblem", () => {
  it("takes the forms browsers send", async () => {
    expect(await formBodyProblem(URLENCODED, bytes("a=1&b=x+y&c=%E0%A4%B9&d="))).toBeNull();
    expect(await formBodyProblem(`${URLENCODED}; charset=UTF-8`, bytes("a=1"))).toBeNull();
    expect(await formBodyProblem(URLENCODED, bytes(""))).toBeNull();
    // Raw UTF-8 (a hand-made post) is valid too.
    expect(await formBodyProblem(URLENCODED, bytes("name=हरा"))).toBeNull();
    const form = new FormData();
    form.set("_csrf", "token");
    form.set("file", new Blob([new Uint8Array(2_000)]), "a.pdf");
    const request = new Request("http://x/", { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    expect(await formBodyProblem(request.headers.get("content-type")!, body)).toBeNull();
  });

  it("answers 415 to a body of another type, or of none", async () => {
    for (const type of ["text/plain", "application/json", "text/xml", "", undefined])
      expect((await formBodyProblem(type, bytes('{"a":1}')))?.status, String(type)).toBe(415);
  });

  it("answers 400 to multipart it cannot parse", async () => {
    const parts = '--kamo\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--kamo--\r\n';
    expect(await formBodyProblem("multipart/form-data; boundary=kamo", bytes(parts))).toBeNull();
    expect((await formBodyProblem("multipart/form-data", bytes(parts)))?.status).toBe(400);
    expect(
      (await formBodyProblem("multipart/form-data; boundary=other", bytes(parts)))?.status,
    ).toBe(400);
    expect(
      (await formBodyProblem("multipart/form-data; boundary=kamo", bytes(parts.slice(0, 40))))
        ?.status,
    ).toBe(400);
  });

  it("answers 400 to URL-encoded bytes that do not decode", async () => {
    const bad = [
      bytes("a=%zz"),
      bytes("a=%"),
      bytes("a=%4"),
      bytes("a=%E0%A4"), // a sequence cut short
      bytes("a=%C3%28"), // a continuation byte missing
      bytes("a=%C0%AF"), // an overlong "/"
      bytes("a=%ED%A0%80"), // a UTF-16 surrogate
      bytes("a=%E0&b=%A4%B9"), // a sequence split by "&"
      bytes("a=", [0xff, 0xfe]), // raw bytes that are no UTF-8
    ];
    for (const body of bad) {
      expect(isWellFormedUrlEncoded(body), Buffer.from(body).toString("latin1")).toBe(false);
      expect((await formBodyProblem(URLENCODED, body))?.status).toBe(400);
    }
  });
});
