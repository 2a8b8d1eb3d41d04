import { redirect } from "react-router";
import { chosenLocale } from "~/lib/i18n/cookie.server";
import { defaultLocale, localeOfPath, localizeHref } from "~/lib/i18n/locales";
import type { Route } from "./+types/$";

/**
 * Any path not in the route table goes to the 404 page, as in the spec: the
 * Hindi one for a path under /hi/, and for a path in no language the one in
 * the language the visitor last switched to (ADR 25).
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathLocale = localeOfPath(new URL(request.url).pathname);
  const locale =
    pathLocale !== defaultLocale
      ? pathLocale
      : (chosenLocale(request.headers.get("Cookie")) ?? defaultLocale);
  return redirect(localizeHref("/not-found", locale), 302);
}
