import type { RouteConfigEntry } from "@react-router/dev/routes";
import { locales, type LocaleList } from "./locales";

/**
 * The public pages again under each non-default language's prefix (ADR 25):
 * /about → /hi/about, the index → /hi. React Router needs a unique id per
 * route, so each copy's id is its language and the original id (or, like
 * React Router's default, its file without the extension): "hi/company/routes/about",
 * "hi/director:harish-agarwal". The module is the same; it reads the language
 * from the URL.
 */
export function localizedCopies(
  entries: readonly RouteConfigEntry[],
  list: LocaleList = locales,
): RouteConfigEntry[] {
  return list.slice(1).flatMap((locale) => entries.map((entry) => copyIn(entry, locale.code)));
}

function copyIn(entry: RouteConfigEntry, code: string): RouteConfigEntry {
  if (entry.children) throw new Error(`Nested public routes are not translated: ${entry.file}`);
  const id = `${code}/${entry.id ?? entry.file.replace(/\.[cm]?[jt]sx?$/, "")}`;
  const { index: _index, ...rest } = entry;
  return { ...rest, id, path: entry.index ? code : `${code}/${entry.path ?? ""}` };
}
