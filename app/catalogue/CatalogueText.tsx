import { RichText } from "~/ui/RichText";
import { sourceLang } from "~/catalogue/language";

/**
 * A record's name as a heading and its description (sanitized HTML from the
 * database or the ERP), each marked as English on a page in another language.
 * The description's wrapper exists only then, so English pages keep their
 * markup.
 */
export function CatalogueText({
  heading: Heading,
  id,
  name,
  nameClassName,
  html,
  textClassName,
  locale,
}: {
  heading: "h1" | "h3";
  id?: string;
  name: string;
  nameClassName: string;
  html: string;
  textClassName: string;
  locale: string;
}) {
  const textLang = sourceLang(locale, html);
  const text = <RichText html={html} className={textClassName} />;
  return (
    <>
      <Heading id={id} className={nameClassName} lang={sourceLang(locale, name)}>
        {name}
      </Heading>
      {textLang ? <div lang={textLang}>{text}</div> : text}
    </>
  );
}
