import { data } from "react-router";
import { requestLocale } from "~/editorial/meta";
import { sourceUnavailableInit } from "~/lib/cache";
import { localizeHref } from "~/lib/i18n/locales";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("editorial");

/**
 * The loader of a page for one database item (a blog post, a news story):
 * a malformed id is a 404 without a query, a source that does not answer is
 * a 503 page with a retry link in the visitor's language, and an id the
 * source does not know is a 404.
 */
export async function loadItemPage<Found extends object>(
  request: Request,
  id: string,
  item: {
    /** Log prefix, e.g. "blog". */
    kind: string;
    isPlausibleId: (id: string) => boolean;
    get: (id: string, locale: string) => Promise<Found | undefined>;
    /** The page's English path, used for the retry link. */
    path: string;
  },
) {
  if (!item.isPlausibleId(id)) throw data(null, { status: 404 });
  const locale = requestLocale(request);
  let found: Found | undefined;
  try {
    found = await item.get(id, locale);
  } catch (error) {
    log.error({ err: error, kind: item.kind }, "item unavailable");
    return data(
      { state: "unavailable" as const, retryHref: localizeHref(item.path, locale) },
      sourceUnavailableInit(),
    );
  }
  if (!found) throw data(null, { status: 404 });
  return { state: "ok" as const, ...found };
}
