import { Link, useLoaderData, useSearchParams } from "react-router";
import { formatEnglishDate } from "~/lib/i18n/format";
import { StaffPager } from "~/staff/ui/StaffPager";
import { StaffTable, type StaffColumn } from "~/staff/ui/StaffTable";
import { PublicationBadge } from "~/staff/documents/PublicationBadge";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { documentSourceIsErp } from "~/investors/documents/documents.server";
import { listStaffDocuments, parseStaffListParams } from "~/staff/documents/documents.server";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/documents";
import { categoryOptions } from "~/staff/documents/document-form";
import type { PdfSource } from "~/staff/documents/document-form";

/** /staff/documents — every investor document, published or not, newest first, by page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const params = parseStaffListParams(new URL(request.url).searchParams);
  const list = await listStaffDocuments(params);
  return { list, categories: categoryOptions, fromErp: documentSourceIsErp() };
}

export const meta: Route.MetaFunction = () => [
  { title: "Investor documents | Kamo Paints staff" },
  { name: "robots", content: "noindex, nofollow" },
];

const pdfLabels: Record<PdfSource, string> = {
  uploaded: "Uploaded PDF",
  sample: "Sample PDF",
  link: "Linked PDF",
  none: "No PDF",
};

type ListedDocument = Awaited<ReturnType<typeof listStaffDocuments>>["documents"][number];

const columns: StaffColumn<ListedDocument>[] = [
  { header: "Date", className: "doc-table__date", cell: (d) => formatEnglishDate(d.date) },
  {
    header: "Document",
    cell: (d) => (
      <>
        <span className="doc-table__description">{clip(d.description)}</span>
        <span className="doc-table__where">
          {d.categoryTitle}
          {d.subCategory ? ` · ${d.subCategory}` : ""}
        </span>
      </>
    ),
  },
  { header: "File", cell: (d) => pdfLabels[d.pdf] },
  { header: "Status", cell: (d) => <PublicationBadge published={d.published} /> },
  {
    header: "Actions",
    headerHidden: true,
    className: "staff-table__actions",
    cell: (d) => (
      <Link to={`/staff/documents/${d.id}`} className="button button--small button--ghost">
        Edit<span className="visually-hidden">: {clip(d.description, 60)}</span>
      </Link>
    ),
  },
];

export default function StaffDocuments() {
  const { list, categories, fromErp } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const notice = noticeFrom(searchParams);
  const categoryTitle = categories.find((c) => c.category === list.category)?.title;
  const hrefFor = (page: number) => {
    const query = new URLSearchParams();
    if (list.category) query.set("category", list.category);
    if (page > 1) query.set("page", String(page));
    const text = query.toString();
    return `/staff/documents${text ? `?${text}` : ""}`;
  };
  const uploadHref = list.category
    ? `/staff/documents/new?category=${encodeURIComponent(list.category)}`
    : "/staff/documents/new";

  return (
    <div className="doc-staff">
      <StaffPageHead
        title="Investor documents"
        description="Filings, results and notices on the investor pages. A published document is listed on its page at once; an unpublished one disappears from the site, the disclosures feed and its file address."
        actions={
          <>
            <Link to={uploadHref} className="button">
              Upload a document
            </Link>
            <Link to="/staff/regulation-46" className="button button--ghost">
              Regulation 46 status
            </Link>
          </>
        }
      />
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      {fromErp ? (
        <StaffNotice tone="info">
          The public investor pages currently read their documents from the ERP, so changes made
          here show on the site only once the ERP connection is switched off.
        </StaffNotice>
      ) : null}

      <form method="get" className="staff-card doc-filter" role="search" aria-label="Documents">
        <div className="field">
          <label htmlFor="filter-category">Page</label>
          <select id="filter-category" name="category" defaultValue={list.category ?? ""}>
            <option value="">All pages</option>
            {categories.map((c) => (
              <option key={c.category} value={c.category}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          Show
        </button>
        {list.category ? (
          <Link to="/staff/documents" className="doc-filter__clear">
            Show all pages
          </Link>
        ) : null}
      </form>

      {list.documents.length === 0 ? (
        <section className="staff-card doc-empty">
          <h2>No documents {categoryTitle ? `on ${categoryTitle} yet` : "yet"}</h2>
          <p>Upload the first one; it appears on the public page as soon as it is saved.</p>
          <Link to={uploadHref} className="button">
            Upload a document
          </Link>
        </section>
      ) : (
        <>
          <StaffTable
            caption={`${categoryTitle ?? "All investor documents"}, newest first: ${list.total} ${
              list.total === 1 ? "document" : "documents"
            }${list.pageCount > 1 ? `, page ${list.page} of ${list.pageCount}` : ""}`}
            columns={columns}
            rows={list.documents}
            rowKey={(d) => d.id}
            rowClassName={(d) => (d.published ? undefined : "doc-table__row--hidden")}
          />
          <StaffPager
            page={list.page}
            pageCount={list.pageCount}
            hrefFor={hrefFor}
            label="Pages of documents"
            items="documents"
          />
        </>
      )}
    </div>
  );
}

function noticeFrom(params: URLSearchParams): string | null {
  if (params.has("created"))
    return "The document is uploaded and published. It is listed on its public page now.";
  return null;
}

function clip(text: string, length = 140): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
