import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { itemCount, noticeText } from "~/lib/privacy/notice";
import { noticeVersion } from "~/lib/privacy/notice-version.server";
import { leadFormIds, leadFormsIn, fieldsOf, type LeadFormId } from "./definitions";
import { LeadForm } from "./LeadForm";
import { leadNoticeIn, noticeItems } from "./notice";

/**
 * The notice beside each lead form lists, item by item, what that form
 * sends (DPDP Rules, Rule 3(a)): read from the form as the visitor gets it,
 * so a field added to a form and missing from its notice fails here.
 */
function rendered(form: LeadFormId, locale: "en" | "hi") {
  const path = locale === "en" ? `/${form}` : `/hi/${form}`;
  const Stub = createRoutesStub([
    { path: "*", Component: () => <LeadForm form={form} action={`/${form}`} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

/** The names of the controls a rendered form posts, without the form's own machinery. */
function postedNames(html: string): string[] {
  const names = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(names)].filter(
    (n) => !/^(_session|_channel|company_website|consent-.+)$/.test(n),
  );
}

/** The notice's items as the page shows them: the list inside its <details>. */
function shownItems(html: string): string {
  const details = /<details class="privacy-notice__items">([\s\S]*?)<\/details>/.exec(html);
  return (details?.[1] ?? "").replace(/<[^>]+>/g, "");
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("a lead form's notice lists what the form sends", () => {
  for (const form of leadFormIds)
    for (const locale of ["en", "hi"] as const)
      it(`${form} in ${locale}`, () => {
        const html = rendered(form, locale);
        const fields = new Map(fieldsOf(leadFormsIn(locale)[form]).map((f) => [f.name, f]));
        const items = decode(shownItems(html));
        const posted = postedNames(html);
        // The custom control (the consultation's visit time) posts under its own name.
        for (const name of posted) {
          const field = fields.get(name) ?? fields.get("visit");
          expect(field, `${name} is not a field of ${form}`).toBeDefined();
          expect(
            items,
            `${form} (${locale}) posts "${name}" but its notice does not list it`,
          ).toContain(field!.label);
        }
        expect(posted.length).toBeGreaterThan(3);
        const notice = leadNoticeIn(form, locale);
        expect(decode(html)).toContain(notice.itemsSummary);
        expect(itemCount(notice)).toBe(
          new Set(noticeItems(leadFormsIn(locale)[form]).flatMap((g) => g.items)).size,
        );
      });

  it("names a dealer application's items in the page's language, in form order", () => {
    expect(leadNoticeIn("dealer", "en").items).toEqual([
      {
        heading: "Your firm",
        items: [
          "Proprietor / partner name",
          "Firm name",
          "Firm type",
          "State",
          "GSTIN / TIN",
          "Mobile number",
          "Email address",
          "Date of birth",
          "Bank and branch",
          "Companies you deal with as a dealer",
        ],
      },
    ]);
    expect(leadNoticeIn("dealer", "hi").items[0]?.items).toContain("जन्म तिथि");
    expect(leadNoticeIn("dealer", "hi").itemsSummary).toBe("यह फ़ॉर्म जो 10 विवरण माँगता है");
  });

  it("gives each form the request as its purpose, and an unticked box for marketing where it asks", () => {
    for (const form of leadFormIds) {
      const notice = leadNoticeIn(form, "en");
      expect(notice.purposes[0]).toMatchObject({ id: "request", optional: false });
      const html = rendered(form, "en");
      const boxes = [...html.matchAll(/<input[^>]*name="consent-marketing"[^>]*>/g)].map(
        (m) => m[0],
      );
      const asks = notice.purposes.some((p) => p.id === "marketing");
      expect(boxes, form).toHaveLength(asks ? 1 : 0);
      for (const box of boxes) expect(box).not.toContain("checked");
    }
    expect(leadNoticeIn("vendor", "en").purposes.map((p) => p.id)).toEqual(["request"]);
    expect(leadNoticeIn("quick-contact", "en").purposes.map((p) => p.id)).toEqual([
      "request",
      "marketing",
    ]);
  });

  it("links to the rights page and the grievance officer in the page's language, and names the Board", () => {
    const en = rendered("quick-contact", "en");
    const hi = rendered("quick-contact", "hi");
    expect(en).toContain('href="/privacy/requests"');
    expect(en).toContain('href="/privacy-policy#grievance-officer"');
    expect(en).toContain("Data Protection Board of India");
    expect(hi).toContain('href="/hi/privacy/requests"');
    expect(hi).toContain('href="/hi/privacy-policy#grievance-officer"');
    expect(hi).toContain("भारतीय डेटा संरक्षण बोर्ड");
  });
});

describe("a notice's version", () => {
  it("is 16 hex digits of SHA-256 of its text, the same for the same words", () => {
    const notice = leadNoticeIn("dealer", "en");
    expect(noticeVersion(notice)).toMatch(/^[0-9a-f]{16}$/);
    expect(noticeVersion({ ...notice })).toBe(noticeVersion(notice));
    expect(noticeText(notice)).toContain("Date of birth");
  });

  it("differs by language and by form, and changes when one word does", () => {
    const en = leadNoticeIn("dealer", "en");
    expect(noticeVersion(leadNoticeIn("dealer", "hi"))).not.toBe(noticeVersion(en));
    expect(noticeVersion(leadNoticeIn("distributor", "en"))).not.toBe(noticeVersion(en));
    const reworded = {
      ...en,
      purposes: en.purposes.map((p, i) => (i === 0 ? { ...p, text: `${p.text} ` } : p)),
    };
    expect(noticeVersion(reworded)).not.toBe(noticeVersion(en));
    const moreItems = { ...en, items: [...en.items, { items: ["Favourite colour"] }] };
    expect(noticeVersion(moreItems)).not.toBe(noticeVersion(en));
    const otherLink = {
      ...en,
      withdraw: { ...en.withdraw, links: { requests: { label: "x", href: "/elsewhere" } } },
    };
    expect(noticeVersion(otherLink)).not.toBe(noticeVersion(en));
  });

  it("is the hash of a fixed text, so a change to how it is worked out shows", () => {
    expect(
      noticeVersion({
        locale: "en",
        title: "T",
        itemsSummary: "S",
        items: [{ heading: "H", items: ["a", "b"] }],
        purposesIntro: "P",
        purposes: [{ id: "request", text: "r", optional: false }],
        consentNote: "C",
        withdraw: { text: "W {x}", links: { x: { label: "l", href: "/h" } } },
        rights: { text: "R" },
        complain: { text: "B" },
      }),
    ).toBe(
      // printf '[en] T\nS\nH: a; b\nP\n- request: r\nC\nW l </h>\nR\nB' | sha256sum | cut -c1-16
      "06c6dd331ce35b28",
    );
  });
});
