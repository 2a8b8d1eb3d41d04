import { allShades } from "~/shades/shades.server";

/**
 * The sitemap lists a page for every shade in every language (issue 27),
 * over five thousand pages of one template. Tests that visit sitemap pages
 * visit every other page and, of the shade pages, the first shade of each
 * colour family in each language: every family's page is drawn, and a run
 * stays minutes long.
 */
const SHADE_PAGE = /^(?:\/[a-z]{2})?\/colours\/([A-Z0-9-]+)$/;

const sampleCodes = (() => {
  const firstOfFamily = new Map<string, string>();
  for (const shade of allShades())
    if (!firstOfFamily.has(shade.family)) firstOfFamily.set(shade.family, shade.code);
  return new Set(firstOfFamily.values());
})();

/** The shade code of a shade page's path (either language), else undefined. */
export function shadeCodeOfPath(pathname: string): string | undefined {
  return SHADE_PAGE.exec(pathname)?.[1];
}

/** Whether a test that walks the sitemap visits this path. */
export function visitsFromSitemap(pathname: string): boolean {
  const code = shadeCodeOfPath(pathname);
  return code === undefined || sampleCodes.has(code);
}

/** The sitemap's paths a test visits: all but the shade pages, and one shade page per family. */
export function sitemapPagesToVisit(paths: readonly string[]): string[] {
  return paths.filter(visitsFromSitemap);
}
