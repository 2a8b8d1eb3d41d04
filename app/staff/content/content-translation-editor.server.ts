import { data, redirect } from "react-router";
import type { FormResult } from "~/staff/content/content-forms.server";
import type { ContentKind } from "~/staff/content/content.server";
import {
  getContentTranslation,
  saveContentTranslation,
  type TranslationValuesOf,
} from "~/staff/content/translations.server";
import { requireStaff, requireStaffAction, type StaffContext } from "~/staff/auth/auth.server";
import { isTranslationLocale, languageName } from "~/staff/shell/languages";
import { translationNoticeOf } from "~/staff/shell/translation-status";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { contentId } from "./content-routes.server";

/**
 * Loader and action of the page that edits a blog post's, news item's or
 * FAQ entry's version in another language (`/staff/<kind>/:id/translation/:locale`,
 * ADR 27). Marketing only. The page shows the English beside each field; a
 * refused form comes back with its values and per-field errors (400); a saved
 * one comes back to the same page with a notice.
 */
export function contentTranslationEditor<K extends ContentKind>(
  kind: K,
  config: {
    read: (staff: StaffContext, form: FormData) => Promise<FormResult<TranslationValuesOf[K]>>;
    /** Fields of the English that are rich text: shown as it reads, sanitized. */
    html: ReadonlyArray<keyof TranslationValuesOf[K]>;
    /** 404 message, e.g. "There is no such blog post." */
    notFound: string;
  },
) {
  const localeOf = (params: { locale?: string }) => {
    if (!isTranslationLocale(params.locale))
      throw data({ message: "The site has no such language." }, { status: 404 });
    return params.locale;
  };
  return {
    async loader(request: Request, params: { id?: string; locale?: string }) {
      await requireStaff(request, "marketing");
      const id = contentId(params);
      const locale = localeOf(params);
      const found = await getContentTranslation(kind, id, locale);
      if (!found) throw data({ message: config.notFound }, { status: 404 });
      const english = { ...found.english } as Record<string, string>;
      for (const field of config.html as readonly string[])
        english[field] = sanitizeRichText(english[field] ?? "");
      return {
        id,
        locale,
        language: languageName(locale),
        ...found,
        english: english as unknown as TranslationValuesOf[K],
        notice: translationNoticeOf(request),
      };
    },

    async action(request: Request, params: { id?: string; locale?: string }) {
      const { staff, form } = await requireStaffAction(request, "marketing");
      const id = contentId(params);
      const locale = localeOf(params);
      const result = await config.read(staff, form);
      if (!result.ok)
        return data({ values: result.values, errors: result.errors }, { status: 400 });
      const saved = await saveContentTranslation(staff, kind, id, locale, result.values);
      if (!saved) throw data({ message: config.notFound }, { status: 404 });
      return redirect(`/staff/${kind}/${id}/translation/${locale}?notice=${saved}`);
    },
  };
}
