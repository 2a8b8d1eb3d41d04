import { data, redirect } from "react-router";
import type { FormResult } from "~/staff/content/content-forms.server";
import { requireStaff, requireStaffAction, type StaffContext } from "~/staff/auth/auth.server";
import type { ContentKind } from "~/staff/content/content.server";
import { contentTranslationStatus } from "~/staff/content/translations.server";
import { translationLocales } from "~/lib/i18n/fallback";
import { contentId } from "./content-routes.server";

/**
 * What differs between the blog, news and FAQ edit pages on the server: where
 * the list lives, how a record is loaded, read from the form and saved, and
 * the words for a missing record. Everything else is the same, so it lives once.
 */
export interface ContentEditorConfig<Values> {
  kind: ContentKind;
  /** The list page, e.g. "/staff/blog"; the action redirects back to it with a notice. */
  listPath: string;
  blank: () => Values;
  load: (id: number) => Promise<Values | undefined>;
  read: (staff: StaffContext, form: FormData) => Promise<FormResult<Values>>;
  create: (staff: StaffContext, values: Values) => Promise<number>;
  /** false when the record was deleted while the form was open. */
  update: (staff: StaffContext, id: number, values: Values) => Promise<boolean>;
  /** What a record is called in the 404 messages, e.g. "blog post". */
  noun: string;
}

/**
 * Loader and action of an edit page registered twice: `<list>/new` (no :id)
 * creates, `<list>/:id` edits. Marketing only. A refused form comes back with
 * its values and per-field errors (400); a saved one redirects to the list.
 */
export function contentEditor<Values>(config: ContentEditorConfig<Values>) {
  return {
    async loader(request: Request, params: { id?: string }) {
      await requireStaff(request, "marketing");
      if (params.id === undefined) return { id: null, values: config.blank(), translations: [] };
      const id = contentId(params);
      const values = await config.load(id);
      if (!values) throw data({ message: `There is no such ${config.noun}.` }, { status: 404 });
      const translations = await contentTranslationStatus(config.kind, id, translationLocales());
      return { id, values, translations };
    },

    async action(request: Request, params: { id?: string }) {
      const { staff, form } = await requireStaffAction(request, "marketing");
      const id = params.id === undefined ? null : contentId(params);
      const result = await config.read(staff, form);
      if (!result.ok)
        return data({ values: result.values, errors: result.errors }, { status: 400 });
      if (id === null) {
        const created = await config.create(staff, result.values);
        return redirect(`${config.listPath}?notice=created&id=${created}#row-${created}`);
      }
      if (!(await config.update(staff, id, result.values)))
        throw data({ message: `This ${config.noun} was deleted meanwhile.` }, { status: 404 });
      return redirect(`${config.listPath}?notice=saved&id=${id}#row-${id}`);
    },
  };
}
