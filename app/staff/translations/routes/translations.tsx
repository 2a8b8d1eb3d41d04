import { Link, useLoaderData } from "react-router";
import { formatEnglishDate } from "~/lib/i18n/format";
import { translationLocales } from "~/lib/i18n/fallback";
import { requireStaff } from "~/staff/auth/auth.server";
import { staffMeta } from "~/staff/content/notices";
import { languageName } from "~/staff/shell/languages";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffPager } from "~/staff/ui/StaffPager";
import { StaffTable } from "~/staff/ui/StaffTable";
import { eventTranslationPath } from "~/staff/calendar/translation.server";
import {
  listUntranslatedContent,
  listUntranslatedDocuments,
  listUntranslatedEvents,
  type UntranslatedItem,
} from "~/staff/translations/untranslated.server";
import type { Route } from "./+types/translations";

/**
 * /staff/translations — "Needs translating" (ADR 27): everything visitors to
 * a page in another language still read in English, for the roles that can
 * translate it: blog, news and FAQ for marketing, documents and calendar
 * events for investor relations. Each row leads to the page that edits its version.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, ["marketing", "investor-relations"]);
  const roles = staff.user.roles;
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  const languages = await Promise.all(
    translationLocales().map(async (locale) => ({
      locale,
      language: languageName(locale),
      content: roles.includes("marketing")
        ? await Promise.all(
            (["blog", "news", "faq"] as const).map((kind) => listUntranslatedContent(kind, locale)),
          )
        : [],
      documents: roles.includes("investor-relations")
        ? await listUntranslatedDocuments(locale, page)
        : null,
      events: roles.includes("investor-relations")
        ? (await listUntranslatedEvents(locale)).map(({ uid, ...event }) => ({
            ...event,
            href: eventTranslationPath(uid, locale),
          }))
        : null,
    })),
  );
  return { languages };
}

export const meta: Route.MetaFunction = () => staffMeta("Needs translating");

const sections = {
  blog: { heading: "Blog posts", noun: "post", column: "Title", detail: "Date" },
  news: { heading: "News items", noun: "news item", column: "Headline", detail: "Date" },
  faq: { heading: "FAQ", noun: "question", column: "Question", detail: "Topic" },
} as const;

export default function NeedsTranslating() {
  const { languages } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        title="Needs translating"
        description="Everything with text that is still in English only on the site's other language pages. Until it is translated, those pages show the English, marked as English for screen readers."
      />
      {languages.map(({ locale, language, content, documents, events }) => (
        <div key={locale} className="needs-translating">
          {content.map(({ kind, items }) => (
            <ItemsSection
              key={kind}
              id={`${locale}-${kind}`}
              heading={`${sections[kind].heading} without a complete ${language} version`}
              empty={`Every ${sections[kind].noun} has a complete ${language} version.`}
              columns={[sections[kind].column, sections[kind].detail]}
              items={items.map((item) => ({
                ...item,
                href: `/staff/${kind}/${item.id}/translation/${locale}`,
                detail: kind === "faq" ? item.detail : formatEnglishDate(item.detail, "long"),
              }))}
              total={items.length}
              language={language}
            />
          ))}
          {documents ? (
            <ItemsSection
              id={`${locale}-documents`}
              heading={`Investor documents without a ${language} description`}
              empty={`Every document has a ${language} description.`}
              columns={["Description", "Date"]}
              items={documents.items.map((item) => ({
                ...item,
                title: item.title.length > 140 ? `${item.title.slice(0, 139)}…` : item.title,
                href: `/staff/documents/${item.id}/translation/${locale}`,
                detail: `${formatEnglishDate(item.detail, "long")}, ${item.category}`,
              }))}
              total={documents.total}
              language={language}
              pager={
                <StaffPager
                  page={documents.page}
                  pageCount={documents.pageCount}
                  hrefFor={(n) => `/staff/translations?page=${n}#${locale}-documents`}
                  label="Pages of documents to translate"
                  items="documents"
                />
              }
            />
          ) : null}
          {events ? (
            <ItemsSection
              id={`${locale}-calendar`}
              heading={`Calendar events without a complete ${language} version`}
              empty={`Every event on the calendar from this financial year on has a complete ${language} version.`}
              columns={["Event", "Date"]}
              items={events.map((event) => ({
                ...event,
                detail: `${formatEnglishDate(event.detail, "long")}, ${event.kind}`,
                published: !event.cancelled,
                status: event.cancelled ? "Cancelled" : "Scheduled",
              }))}
              total={events.length}
              language={language}
            />
          ) : null}
        </div>
      ))}
    </>
  );
}

function ItemsSection({
  id,
  heading,
  empty,
  columns,
  items,
  total,
  language,
  pager,
}: {
  id: string;
  heading: string;
  empty: string;
  columns: [string, string];
  /** `status` names a state other than published or not (a cancelled event). */
  items: Array<Omit<UntranslatedItem, "id"> & { href: string; status?: string }>;
  total: number;
  language: string;
  pager?: React.ReactNode;
}) {
  return (
    // Not a landmark of its own: the table below is named by the heading, as its caption.
    <section className="staff-card needs-translating__section">
      <h2 id={id}>
        {heading} <span className="needs-translating__count">({total})</span>
      </h2>
      {total === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <StaffTable
            caption={heading}
            captionHidden
            className="content-table"
            columns={[
              {
                header: columns[0],
                rowHeader: true,
                className: "content-table__title",
                cell: (item) => (
                  <Link to={item.href}>
                    <span lang="en">{item.title}</span>
                    <span className="visually-hidden">: translate into {language}</span>
                  </Link>
                ),
              },
              {
                header: columns[1],
                className: "content-table__detail",
                cell: (item) => item.detail,
              },
              {
                header: "Still in English",
                cell: (item) =>
                  item.started
                    ? item.missing.join(", ")
                    : `everything (${item.missing.join(", ")})`,
              },
              {
                header: "Status",
                cell: (item) => (
                  <span
                    className={`content-status ${item.published ? "is-published" : "is-hidden"}`}
                  >
                    {item.status ?? (item.published ? "Published" : "Unpublished")}
                  </span>
                ),
              },
            ]}
            rows={items}
            rowKey={(item) => item.href}
          />
          {pager}
        </>
      )}
    </section>
  );
}
