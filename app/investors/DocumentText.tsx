import { defaultLocale, type Locale } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { investorMessages } from "~/investors/messages";
import type { InvestorDocument } from "~/investors/document-types";
import { LinkifiedText } from "./LinkifiedText";

type TextField = "description" | "subCategory";

/**
 * A document's text in a page's language, and the language it is really in.
 * Staff write descriptions and sub-categories in English; until documents
 * carry a Hindi version (issue 25), every page shows the English. When they
 * do, return that version here when the page asks for it.
 */
export function documentTextIn(
  document: Pick<InvestorDocument, TextField>,
  field: TextField,
  _locale: Locale,
): { text: string; lang: Locale } {
  return { text: document[field], lang: defaultLocale };
}

/**
 * Text from the database on an investor page: the one place that decides
 * which language a document's words are shown in. Text in another language
 * than the page's is marked with its lang, so a screen reader switches voice.
 * Descriptions turn their https words into links (LinkifiedText).
 */
export function DocumentText({
  document,
  field,
}: {
  document: Pick<InvestorDocument, TextField>;
  field: TextField;
}) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const { text, lang } = documentTextIn(document, field, locale);
  const content =
    field === "description" ? (
      <LinkifiedText
        text={text}
        note={t("newTab")}
        noteLang={lang === locale ? undefined : locale}
      />
    ) : (
      text
    );
  return lang === locale ? <>{content}</> : <span lang={lang}>{content}</span>;
}
