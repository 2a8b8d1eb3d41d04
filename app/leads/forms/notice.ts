import { localeInfo } from "~/lib/i18n/locales";
import type { NoticeItemGroup, PrivacyNoticeModel } from "~/lib/privacy/notice";
import { privacyNoticeIn } from "~/ui/privacy-notice";
import { leadFormsIn, type LeadFormDefinition, type LeadFormId } from "./definitions";

/**
 * A lead form's privacy notice (ADR 62), built from the form's definition so
 * it cannot drift from the form: every field it sends, by its label and
 * grouped by its section, and the purposes the definition names. Hidden
 * fields count: what a visitor brings from the tools (a plan, an estimate)
 * is stored with the lead as much as what they type.
 */
export function noticeItems(definition: LeadFormDefinition): NoticeItemGroup[] {
  return definition.sections
    .map((section) => ({
      ...(section.legend ? { heading: section.legend } : {}),
      items: [...new Set(section.fields.map((field) => field.label))],
    }))
    .filter((group) => group.items.length > 0);
}

const built = new Map<string, PrivacyNoticeModel>();

/** The notice beside a lead form, in a page's language (made once per form and language). */
export function leadNoticeIn(form: LeadFormId, locale: string): PrivacyNoticeModel {
  const code = localeInfo(locale).code;
  const key = `${form}:${code}`;
  let notice = built.get(key);
  if (!notice) {
    const definition = leadFormsIn(code)[form];
    notice = privacyNoticeIn(code, {
      items: noticeItems(definition),
      purposes: definition.purposes,
    });
    built.set(key, notice);
  }
  return notice;
}
