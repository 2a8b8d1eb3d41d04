import { listPublicPaths } from "~/content/route-paths";
import { listBlogPaths } from "~/editorial/blog.server";
import { listCatalogueSitemapPaths } from "~/catalogue/catalogue.server";
import { getEnv } from "~/lib/env.server";

/** Every public page. Pages with database ids (blog, catalogue) join when their domains add them. */
export async function loader() {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  // A blog outage must not take the whole sitemap down.
  const blogPaths = await listBlogPaths().catch((error: unknown) => {
    console.error("[blog] sitemap entries unavailable:", error);
    return [];
  });
  const urls = [...listPublicPaths(), ...(await listCatalogueSitemapPaths()), ...blogPaths]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
