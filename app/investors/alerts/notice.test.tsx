import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { choicesFromForm } from "./alert-form";
import { AlertSignupForm } from "./AlertSignupForm";
import { alertFormItems, alertNoticeIn } from "./notice";

const session = { form: "investor-alerts", key: "k".repeat(22), issuedAt: 1, signature: "s" };

function rendered(path: string) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <AlertSignupForm
        session={session}
        categories={[{ category: "Financial Results", title: "Financial results" }]}
      />
    </MemoryRouter>,
  );
}

describe("the alert sign-up's notice", () => {
  it("lists every field the form sends, and the form sends nothing the notice does not list", () => {
    const html = rendered("/investors/alerts");
    const posted = new Set(
      [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((n) => !/^(_session|company_website|scope)$/.test(n)),
    );
    // "scope" only says whether "category" narrows the choice; it is no datum of its own.
    expect([...posted].sort()).toEqual(alertFormItems.map((f) => f.name).sort());
    // What the action reads is what the notice lists.
    const read = choicesFromForm(new FormData());
    expect(Object.keys(read).sort()).toEqual(["categories", "email", "frequency", "scope"]);
    for (const item of alertNoticeIn("en").items[0]!.items) expect(html).toContain(item);
  });

  it("speaks the page's language, links to the rights page, and has no optional box", () => {
    const hi = rendered("/hi/investors/alerts");
    expect(hi).toContain("आपके चुने हुए दस्तावेज़ों की श्रेणियाँ");
    expect(hi).toContain('href="/hi/privacy/requests"');
    expect(hi).not.toContain('name="consent-');
    expect(alertNoticeIn("hi").purposes).toEqual([
      expect.objectContaining({ id: "request", optional: false }),
    ]);
  });
});
