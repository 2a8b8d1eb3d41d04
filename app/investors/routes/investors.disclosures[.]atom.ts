import { pathOfCategory } from "~/investors/content";
import { site } from "~/content/site";
import { listRecentDisclosures } from "~/investors/documents/documents.server";
import { getEnv } from "~/lib/env.server";
import { xmlText as escapeXml } from "~/lib/xml";
import { logFor } from "~/lib/log/logger.server";

/**
 * /investors/disclosures.atom — the newest filings across every investor page,
 * so shareholders and analysts can follow them in a feed reader.
 */
export async function loader() {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  let documents: Awaited<ReturnType<typeof listRecentDisclosures>>;
  try {
    documents = await listRecentDisclosures(30);
  } catch (error) {
    logFor("documents").error({ err: error }, "disclosures feed unavailable");
    return new Response("The disclosures feed is unavailable just now. Please try again.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  const updated = documents[0]?.date ? `${documents[0].date}T00:00:00Z` : "2023-01-01T00:00:00Z";
  const entries = documents
    .map((d) => {
      const page = pathOfCategory(d.category) ?? "/investor-zone";
      const file = d.files.find((f) => f.kind === "pdf") ?? d.files[0];
      const link = file ? absolute(origin, file.href) : `${origin}${page}`;
      const when = d.date ? `${d.date}T00:00:00Z` : updated;
      return `  <entry>
    <id>${escapeXml(`${origin}${page}#${d.key}`)}</id>
    <title>${escapeXml(`${d.category}: ${truncate(d.description, 110)}`)}</title>
    <updated>${when}</updated>
    <link rel="alternate" href="${escapeXml(link)}"/>
    <category term="${escapeXml(d.category)}"/>
    <summary>${escapeXml(d.description)}</summary>
  </entry>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(`${origin}/investors/disclosures.atom`)}</id>
  <title>${escapeXml(`${site.legalName}: investor disclosures`)}</title>
  <subtitle>Newest filings and documents for shareholders</subtitle>
  <updated>${updated}</updated>
  <author><name>${escapeXml(site.legalName)}</name></author>
  <link rel="self" href="${escapeXml(`${origin}/investors/disclosures.atom`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/investor-zone`)}"/>
${entries}
</feed>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

function absolute(origin: string, href: string): string {
  return href.startsWith("/") ? `${origin}${href}` : href;
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
