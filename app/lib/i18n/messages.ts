import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { locales, type Locale, type LocaleList } from "./locales";

/**
 * Interface messages (ADR 25). Each capability keeps one catalogue per
 * language beside its code, `messages/<code>.json`: a flat object of keys to
 * ICU messages ("{count, plural, one {# file} other {# files}}"). The JSON is
 * plain data for translators; the build compiles it (vite.config.ts) so the
 * browser ships Lingui's 2.4 KB runtime and no message parser.
 *
 * A catalogue set is made once per capability, at module scope:
 *
 *   import en from "./messages/en.json";
 *   import hi from "./messages/hi.json";
 *   export const messages = defineMessages({ en, hi });
 *
 * and read in a component with `useMessages(messages)` (./react.ts) or with
 * `messages.in(locale)` in a meta function or loader.
 */

export type Translate<K extends string> = (key: K, values?: Record<string, unknown>) => string;

export interface MessageSet<K extends string> {
  /** The messages of one language; an unknown code falls back to the default language. */
  in(locale: string): Translate<K>;
  /**
   * Whether a language's catalogue has a key (every language has the same
   * keys; a test checks it). Asks the page's own language: in the browser
   * only that language's catalogue is loaded (ADR 31).
   */
  has(locale: string, key: string): key is K;
  /** The default language's keys: for types and server code; empty in the browser on other pages. */
  readonly keys: readonly K[];
}

export function defineMessages<K extends string>(catalogues: {
  readonly [L in Locale]: Readonly<Record<K, string>>;
}): MessageSet<K>;
export function defineMessages<K extends string>(
  catalogues: Readonly<Record<string, Readonly<Record<K, string>>>>,
  list: LocaleList,
): MessageSet<K>;
export function defineMessages<K extends string>(
  catalogues: Readonly<Record<string, Readonly<Record<K, string>>>>,
  list: LocaleList = locales,
): MessageSet<K> {
  for (const locale of list)
    if (!catalogues[locale.code]) throw new Error(`No "${locale.code}" message catalogue given`);
  const instances = new Map<string, Translate<K>>();
  const forLocale = (code: string): Translate<K> => {
    const info = list.find((locale) => locale.code === code) ?? list[0]!;
    let translate = instances.get(info.code);
    if (!translate) {
      // One Lingui instance per language and catalogue set, never a shared
      // "active" locale: the server renders pages in both languages at once.
      const i18n: I18n = setupI18n({
        locale: info.tag,
        messages: { [info.tag]: catalogues[info.code] as unknown as Messages },
      });
      const fallback = catalogues[list[0]!.code]!;
      translate = (key, values) =>
        i18n._(key, values, { message: fallback[key] as string | undefined });
      instances.set(info.code, translate);
    }
    return translate;
  };
  const has = (code: string, key: string): key is K => {
    const info = list.find((locale) => locale.code === code) ?? list[0]!;
    return Object.hasOwn(catalogues[info.code] ?? {}, key);
  };
  return { in: forLocale, has, keys: Object.keys(catalogues[list[0]!.code] ?? {}) as K[] };
}
