import { describe, expect, it } from "vitest";
import { composeAlert, type AlertContent } from "./compose";
import { listHeaders } from "./message";
import { mailMessages } from "./messages";

const content: AlertContent = {
  title: `Results & "outlook" <Q2>`,
  lines: ["Category: Financial Results", "Dated 11 November 2026\nFiled with BSE and NSE"],
  links: [{ label: "Read <the> document", url: "https://kamopaints.example/d/41?a=1&b=2" }],
  reason: "You subscribed to Financial Results on kamopaints.example.",
  unsubscribeUrl: "https://kamopaints.example/alerts/unsubscribe?t=x&y=1",
  manageUrl: "https://kamopaints.example/alerts/manage?t=x",
};

describe("composeAlert", () => {
  it("says the same in both parts: title, lines, links, reason, unsubscribe and manage", () => {
    const mail = composeAlert(content);
    expect(mail.subject).toBe(content.title);
    expect(mail.text).toBe(
      [
        `Results & "outlook" <Q2>`,
        "========================",
        "",
        "Category: Financial Results",
        "",
        "Dated 11 November 2026\nFiled with BSE and NSE",
        "",
        "Read <the> document: https://kamopaints.example/d/41?a=1&b=2",
        "",
        "--",
        "You subscribed to Financial Results on kamopaints.example.",
        "Unsubscribe: https://kamopaints.example/alerts/unsubscribe?t=x&y=1",
        "Manage your alerts: https://kamopaints.example/alerts/manage?t=x",
        "",
      ].join("\n"),
    );
    expect(mail.html).toContain(
      '<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">Results &amp; &quot;outlook&quot; &lt;Q2&gt;</h1>',
    );
    expect(mail.html).toContain("<p>Dated 11 November 2026<br>Filed with BSE and NSE</p>");
    expect(mail.html).toMatch(
      /<a href="https:\/\/kamopaints\.example\/d\/41\?a=1&amp;b=2" [^>]*>Read &lt;the&gt; document<\/a>/,
    );
    expect(mail.html).toMatch(
      /<a href="https:\/\/kamopaints\.example\/alerts\/unsubscribe\?t=x&amp;y=1" [^>]*>Unsubscribe<\/a>/,
    );
    expect(mail.html).toMatch(
      /<a href="https:\/\/kamopaints\.example\/alerts\/manage\?t=x" [^>]*>Manage your alerts<\/a>/,
    );
    expect(mail.html).toContain(
      "<p>You subscribed to Financial Results on kamopaints.example.</p>",
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it("escapes markup a title or line carries, so it shows as text and runs nothing", () => {
    const mail = composeAlert({
      ...content,
      title: "<img src=x onerror=alert(1)>",
      lines: ["</p><script>alert('x')</script>"],
    });
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("&lt;/p&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail.text).toContain("<script>alert('x')</script>");
  });

  it("accepts only web addresses for links", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "mailto:a@b.in", "not a url"]) {
      expect(() => composeAlert({ ...content, links: [{ label: "x", url }] })).toThrow();
      expect(() => composeAlert({ ...content, unsubscribeUrl: url })).toThrow();
    }
  });

  it("takes its fixed wording from a messages object (a Hindi catalogue later)", () => {
    const hindi = { unsubscribe: "सदस्यता समाप्त करें", manage: "अलर्ट बदलें", footerSeparator: " | " };
    const mail = composeAlert({ ...content, lang: "hi", title: "निवेशक सूचना" }, hindi);
    expect(mail.text).toContain(`सदस्यता समाप्त करें: ${content.unsubscribeUrl}`);
    expect(mail.text).toContain(`अलर्ट बदलें: ${content.manageUrl}`);
    expect(mail.text).not.toContain(mailMessages.alert.unsubscribe);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toMatch(/>सदस्यता समाप्त करें<\/a> \| <a [^>]*>अलर्ट बदलें<\/a>/);
  });
});

describe("listHeaders", () => {
  it("writes the one-click unsubscribe pair and the list id", () => {
    expect(
      listHeaders({
        unsubscribeUrl: "https://kamopaints.example/u?t=a b",
        listId: "investor-alerts.kamopaints.example",
        listName: 'Kamo "IR" alerts',
      }),
    ).toEqual({
      "List-Unsubscribe": "<https://kamopaints.example/u?t=a%20b>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": '"Kamo \\"IR\\" alerts" <investor-alerts.kamopaints.example>',
    });
  });

  it("needs https (plain http only on this machine) and a dotted list id", () => {
    const listId = "alerts.kamopaints.example";
    expect(() => listHeaders({ unsubscribeUrl: "http://kamopaints.example/u", listId })).toThrow(
      /https/,
    );
    expect(() => listHeaders({ unsubscribeUrl: "mailto:u@kamopaints.example", listId })).toThrow();
    expect(listHeaders({ unsubscribeUrl: "http://127.0.0.1:3370/u", listId })["List-Id"]).toBe(
      `<${listId}>`,
    );
    for (const bad of ["alerts", "alerts kamo.example", "<alerts.kamo.example>"]) {
      expect(() => listHeaders({ unsubscribeUrl: "https://k.example/u", listId: bad })).toThrow(
        /List-Id/,
      );
    }
  });
});
