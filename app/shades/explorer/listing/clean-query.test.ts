import { describe, expect, it } from "vitest";
import { filledParams } from "./clean-query";
import { loader } from "../../routes/colours";

/**
 * No empty parameters in the explorer's addresses (issue 42): a GET form
 * sends "Any" and an empty search as `family=&q=`; without JavaScript the
 * page answers such an address with a permanent redirect to its clean form,
 * and with JavaScript the form never asks for one.
 */

type LoaderArgs = Parameters<typeof loader>[0];

const answerTo = (path: string): unknown => {
  try {
    return loader({ request: new Request(`http://localhost${path}`) } as LoaderArgs);
  } catch (thrown) {
    return thrown;
  }
};

describe("the colour explorer's address", () => {
  it.each([
    ["/colours?q=&family=&band=light&use=&product=", "/colours?band=light"],
    ["/hi/colours?q=+&family=&band=&use=&product=", "/hi/colours"],
    ["/colours?family=greys&q=&page=2&products=", "/colours?family=greys&page=2"],
  ])("%s is sent on to %s", (from, to) => {
    const answer = answerTo(from);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe(to);
  });

  it("answers a clean address with its page", () => {
    const answer = answerTo("/colours?band=light&family=greys");
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({ filters: { band: "light", family: "greys" } });
  });

  it("keeps only the filled fields of a form, in order", () => {
    expect(
      filledParams([
        ["q", " "],
        ["family", "greys"],
        ["band", ""],
        ["shortlist", "KP-0001"],
      ]).toString(),
    ).toBe("family=greys&shortlist=KP-0001");
  });
});
