import { afterEach, describe, expect, it } from "vitest";
import { captureLogs, type CapturedLogs } from "../../../tests/log-capture";
import { withLogContext } from "./context.server";
import { logFor, logger, serializeError } from "./logger.server";
import { isValidRequestId, requestIdOf } from "./request-id";
import { withoutContactDetails } from "./scrub";

let captured: CapturedLogs | undefined;
afterEach(() => {
  captured?.restore();
  captured = undefined;
});

describe("the site's log", () => {
  it("writes one JSON object per line, with its level by name, its time and its part of the site", () => {
    captured = captureLogs("info");
    logFor("leads").info({ leadId: 7 }, "lead stored");
    logFor("leads").debug("below the level: not written");
    expect(captured.lines).toHaveLength(1);
    expect(captured.text().endsWith("}\n")).toBe(true);
    expect(captured.lines[0]).toMatchObject({
      level: "info",
      component: "leads",
      leadId: 7,
      msg: "lead stored",
    });
    expect(Date.parse(String(captured.lines[0]!.time))).not.toBeNaN();
  });

  it("puts the request's id on every line written in its work, awaited work included", async () => {
    captured = captureLogs();
    const log = logFor("test");
    log.info("outside");
    await withLogContext({ reqId: "req-1" }, async () => {
      log.info("inside");
      await new Promise((resolve) => setTimeout(resolve, 5));
      await withLogContext({ outbox: "lead_deliveries", messageId: 3 }, async () =>
        log.info("nested"),
      );
      log.info("after");
    });
    const byMessage = Object.fromEntries(captured.lines.map((line) => [line.msg, line]));
    expect(byMessage.outside).not.toHaveProperty("reqId");
    expect(byMessage.inside).toMatchObject({ reqId: "req-1" });
    expect(byMessage.nested).toMatchObject({
      reqId: "req-1",
      outbox: "lead_deliveries",
      messageId: 3,
    });
    expect(byMessage.after).not.toHaveProperty("outbox");
  });

  it("censors personal fields passed by mistake, at the top and one level down", () => {
    captured = captureLogs();
    logger.info({ body: "name=Zqx+Name&email=zqx%40example.in" }, "a body passed whole");
    logger.info(
      {
        email: "zqx@example.in",
        body: { mobile: "9876543210" },
        lead: { name: "Zqx Name", pan: "ABCDE1234F", form: "dealer" },
      },
      "a careless line",
    );
    const text = captured.text();
    for (const value of ["zqx", "Zqx", "9876543210", "Zqx Name", "ABCDE1234F"])
      expect(text).not.toContain(value);
    expect(captured.lines[0]).toMatchObject({ body: "[redacted]" });
    expect(captured.lines[1]).toMatchObject({ lead: { form: "dealer", name: "[redacted]" } });
  });

  it("logs an error by its type, code, message and frames, never a driver's detail", () => {
    captured = captureLogs();
    const error = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(planted.visitor@example.in) already exists.",
      table: "leads",
    });
    logFor("leads").error({ err: error }, "could not store a lead");
    expect(captured.text()).not.toContain("planted.visitor");
    expect(captured.lines[0]!.err).toMatchObject({
      type: "Error",
      code: "23505",
      message: "duplicate key value violates unique constraint",
    });
    expect(String((captured.lines[0]!.err as { stack: string }).stack)).toMatch(/^at /);
  });

  it("hides an address, a number or a PAN quoted in an error's message", () => {
    expect(
      serializeError(new Error("550 <zqx.marker@example.in>: no such user; call +91 98765 43210")),
    ).toMatchObject({ message: "550 <[address]>: no such user; call [number]" });
    expect(withoutContactDetails("PAN ABCDE1234F refused")).toBe("PAN [pan] refused");
  });
});

describe("a request's id", () => {
  it("is the trusted proxy's when it is well formed", () => {
    expect(requestIdOf("4bf92f3577b34da6a3ce929d0e0e4736", true)).toBe(
      "4bf92f3577b34da6a3ce929d0e0e4736",
    );
    expect(requestIdOf("Root=1-67891233-abcdef012345678912345678", true)).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
  });

  it("is made afresh when no proxy is trusted, or the header is malformed or repeated", () => {
    const made = /^[0-9a-f-]{36}$/;
    expect(requestIdOf("chosen-by-a-visitor", false)).toMatch(made);
    for (const bad of ["", "a b", 'x"y', "a,b", "a\nb", "x".repeat(129), "<script>"])
      expect(requestIdOf(bad, true), JSON.stringify(bad)).toMatch(made);
    expect(requestIdOf(["one", "two"], true)).toMatch(made);
    expect(requestIdOf(undefined, true)).toMatch(made);
    expect(isValidRequestId("x".repeat(128))).toBe(true);
  });
});
