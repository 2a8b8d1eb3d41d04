import type { LegalDocument } from "~/content/schema";
import { PageIntro } from "~/ui/PageIntro";
import { TableOfContents } from "./TableOfContents";
import { formatDate } from "~/lib/i18n/format";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { companyMessages } from "./messages";

/** A legal page: title, last-updated date, optional table of contents and numbered sections. */
export function LegalDocumentView({
  document,
  eyebrow,
  withContents = true,
}: {
  document: LegalDocument;
  eyebrow: string;
  withContents?: boolean;
}) {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={document.title} lead={document.summary} />
      <div className="container legal">
        {withContents ? (
          <aside className="legal__aside">
            <TableOfContents
              label={t("toc.contents")}
              entries={document.sections.map((section) => ({
                id: section.id,
                label: section.heading,
              }))}
            />
          </aside>
        ) : null}
        <div className="legal__body">
          <p className="legal__updated">
            {withNodes(t("legal.updated", { date: "{date}" }), {
              date: (
                <time dateTime={document.lastUpdated}>
                  {formatDate(locale, document.lastUpdated)}
                </time>
              ),
            })}
          </p>
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <span className="legal__number">{index + 1}.</span> {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
