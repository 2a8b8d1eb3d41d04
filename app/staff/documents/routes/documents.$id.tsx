import { Link, data, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { formatEnglishDate } from "~/lib/i18n/format";
import { DocumentForm } from "~/staff/documents/DocumentForm";
import { PublicationBadge } from "~/staff/documents/PublicationBadge";
import { TranslationStatusPanel } from "~/staff/shell/TranslationStatusPanel";
import { documentTranslationStatus } from "~/staff/documents/translation.server";
import { translationLocales } from "~/lib/i18n/fallback";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import {
  getStaffDocument,
  listGroupedSubCategories,
  parseDocumentId,
  storeUploadedPdf,
  updateDocument,
} from "~/staff/documents/documents.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import type { Route } from "./+types/documents.$id";
import { categoryOptions, todayInIndia } from "~/staff/documents/document-form";
import { validateDocumentForm } from "~/staff/documents/document-form.server";
import { checkPdfUpload } from "~/staff/documents/pdf-upload.server";
import type { DocumentFormErrors } from "~/staff/documents/document-form";

/** /staff/documents/:id — edit a document's details, replace its PDF, unpublish or publish it. */
function documentIdOf(params: { id?: string }): number {
  const id = parseDocumentId(params.id);
  if (!id) throw data({ message: "There is no such document." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const document = await getStaffDocument(documentIdOf(params));
  if (!document) throw data({ message: "There is no such document." }, { status: 404 });
  return {
    document,
    translations: await documentTranslationStatus(document.id, translationLocales()),
    categories: categoryOptions,
    subCategories: await listGroupedSubCategories(),
    today: todayInIndia(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "investor-relations");
  const id = documentIdOf(params);
  const result = validateDocumentForm(form);
  const pdf = await checkPdfUpload(form.get("pdf"));
  const errors: DocumentFormErrors = result.ok ? {} : { ...result.errors };
  if (pdf.ok === false) errors.pdf = pdf.error;
  if (!result.ok || pdf.ok === false)
    return data({ values: result.values, errors }, { status: 400 });

  const saved = await updateDocument(
    staff,
    id,
    result.values,
    pdf.ok === true ? pdf.pdf : undefined,
    storeUploadedPdf(staff),
  );
  if (!saved) throw data({ message: "There is no such document." }, { status: 404 });
  return redirect(`/staff/documents/${id}?${pdf.ok === true ? "replaced" : "saved"}=1`);
}

export const meta: Route.MetaFunction = () => [
  { title: "Edit a document | Kamo Paints staff" },
  { name: "robots", content: "noindex, nofollow" },
];

const notices: Array<[string, string]> = [
  ["created", "Uploaded and published. The document is listed on its public page now."],
  ["saved", "Changes saved. The public page shows them now."],
  ["replaced", "The new PDF is saved and published under a new address."],
  ["published", "Published again. The document is back on its public page and in the feed."],
  [
    "unpublished",
    "Unpublished. The document is no longer on the public site, and its file address answers “not found”.",
  ],
];

export default function EditStaffDocument() {
  const { document, translations, categories, subCategories, today } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const notice = notices.find(([key]) => searchParams.has(key))?.[1];
  const pageTitle = categories.find((c) => c.category === document.values.category)?.title;

  return (
    <div className="doc-staff">
      <StaffPageHead
        title="Edit a document"
        description={`${pageTitle ?? document.values.category}, dated ${formatEnglishDate(document.values.date, "long")}`}
        back={{ to: "/staff/documents", label: "Investor documents" }}
      />
      {notice && !result ? <StaffNotice>{notice}</StaffNotice> : null}

      <section className="staff-card doc-status" aria-labelledby="doc-status-title">
        <div className="doc-status__text">
          <h2 id="doc-status-title">
            On the public site: <PublicationBadge published={document.published} />
          </h2>
          {document.published ? (
            <p>
              Listed on{" "}
              {document.publicPath ? <a href={document.publicPath}>{pageTitle}</a> : pageTitle}
              {document.pdf.href ? (
                <>
                  {" "}
                  with{" "}
                  <a href={document.pdf.href} target="_blank" rel="noreferrer">
                    its PDF<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </>
              ) : null}
              .
            </p>
          ) : (
            <p>
              Hidden from {pageTitle ?? "its page"}, the disclosures feed and the Regulation 46
              status. Its file address answers “not found”.
              {document.pdf.previewHref ? (
                <>
                  {" "}
                  Staff can still{" "}
                  <a href={document.pdf.previewHref} target="_blank" rel="noreferrer">
                    check its PDF<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  .
                </>
              ) : null}
            </p>
          )}
        </div>
        <Link
          to={`/staff/documents/${document.id}/${document.published ? "unpublish" : "publish"}`}
          className={`button ${document.published ? "button--secondary" : ""}`}
        >
          {document.published ? "Unpublish…" : "Publish again…"}
        </Link>
      </section>

      <TranslationStatusPanel statuses={translations} />

      <DocumentForm
        mode="edit"
        values={result?.values ?? document.values}
        errors={result?.errors ?? {}}
        categories={categories}
        subCategories={subCategories}
        current={document}
        today={today}
        cancelHref="/staff/documents"
      />
    </div>
  );
}
