import { defaultLocale, type Locale } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { investorMessages } from "~/investors/messages";
import type { InvestorDocument } from "~/investors/documents/document-types";
import { LinkifiedText } from "./LinkifiedText";

type TextField = "description" | "subCategory";

/**
 * A document's text as a page shows it, and the language it is really in.
 * The data module already chose the description in the page's language where
 * staff wrote one, and names its language when it did not (`descriptionLang`,
 * ADR 27). Sub-categories are group names staff write in English only.
 */
export function documentTextIn(
  document: Pick<InvestorDocument, TextField | "descriptionLang">,
  field: TextField,
  locale: Locale,
): { text: string; lang: Locale } {
  const lang = field === "description" ? (document.descriptionLang ?? locale) : defaultLocale;
  return { text: document[field], lang: lang as Locale };
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
  document: Pick<InvestorDocument, TextField | "descriptionLang">;
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
