import { describe, expect, it } from "vitest";
import { retryAfterHeaders, sourceUnavailableInit, sourceUnavailableResponse } from "./cache";

describe("answers that say 'not now'", () => {
  it("pass an action's or loader's Retry-After on to the response, never kept", () => {
    const refused = new Headers(sourceUnavailableInit(5).headers);
    expect(retryAfterHeaders({ actionHeaders: refused, loaderHeaders: new Headers() })).toEqual({
      "Retry-After": "5",
      "Cache-Control": "no-store",
    });
    expect(retryAfterHeaders({ actionHeaders: new Headers(), loaderHeaders: refused })).toEqual({
      "Retry-After": "5",
      "Cache-Control": "no-store",
    });
    expect(
      retryAfterHeaders({ actionHeaders: new Headers(), loaderHeaders: new Headers() }),
    ).toEqual({});
  });

  it("answer a file whose source failed with a plain-text 503 and Retry-After", async () => {
    const response = sourceUnavailableResponse("Try again.\n");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Try again.\n");
  });
});
