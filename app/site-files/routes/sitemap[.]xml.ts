import { listPublicPaths } from "~/content/route-paths";
import { listBlogPaths } from "~/editorial/blog.server";
import { listNewsPaths } from "~/editorial/news.server";
import { listCatalogueSitemapPaths } from "~/catalogue/catalogue.server";
import { getEnv } from "~/lib/env.server";
import { xmlText as escapeXml } from "~/lib/xml";
import { alternateLinks } from "~/lib/i18n/alternates";
import { shadePagePaths } from "~/shades/explorer/sitemap.server";
import { logFor } from "~/lib/log/logger.server";

/**
 * Every public page in every language, each entry naming all its language
 * versions (and x-default) as xhtml:link alternates, as search engines ask.
 * Pages with database ids (blog, news, catalogue) join when their domains add them,
 * and every shade's page (issue 27).
 */
export async function loader() {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  // A blog or news outage must not take the whole sitemap down.
  const [blogPaths, newsPaths] = await Promise.all([
    listBlogPaths().catch(unavailable("blog")),
    listNewsPaths().catch(unavailable("news")),
  ]);
  const paths = [
    ...listPublicPaths(),
    ...(await listCatalogueSitemapPaths()),
    ...blogPaths,
    ...newsPaths,
    ...shadePagePaths(),
  ];
  const urls = paths
    .flatMap((path) => {
      const alternates = alternateLinks(origin, path);
      const links = alternates
        .map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`,
        )
        .join("\n");
      return alternates
        .filter((link) => link.hrefLang !== "x-default")
        .map((link) => `  <url>\n    <loc>${escapeXml(link.href)}</loc>\n${links}\n  </url>`);
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function unavailable(what: string) {
  return (error: unknown): string[] => {
    logFor("sitemap").error({ err: error, part: what }, "sitemap entries unavailable");
    return [];
  };
}
