import { Form, Link, data, redirect, useLoaderData } from "react-router";
import { formatEnglishDate } from "~/lib/i18n/format";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import {
  getStaffDocument,
  parseDocumentId,
  setDocumentPublished,
} from "~/staff/documents/documents.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import type { Route } from "./+types/documents.$id.$change";
import { categoryOptions } from "~/staff/documents/document-form";

/**
 * /staff/documents/:id/unpublish and …/publish — the confirmation step: the
 * GET page says what will happen, and only its POST makes the change (no
 * JavaScript confirm dialog needed).
 */
function parseParams(params: { id?: string; change?: string }) {
  const id = parseDocumentId(params.id);
  const change = params.change;
  if (!id || (change !== "publish" && change !== "unpublish"))
    throw data({ message: "There is no such page." }, { status: 404 });
  return { id, publish: change === "publish" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const { id, publish } = parseParams(params);
  const document = await getStaffDocument(id);
  if (!document) throw data({ message: "There is no such document." }, { status: 404 });
  // Already in the asked-for state: nothing to confirm.
  if (document.published === publish) throw redirect(`/staff/documents/${id}`);
  const pageTitle = categoryOptions.find((c) => c.category === document.values.category)?.title;
  return {
    id,
    publish,
    pageTitle: pageTitle ?? document.values.category,
    date: document.values.date,
    description: document.values.description,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff } = await requireStaffAction(request, "investor-relations");
  const { id, publish } = parseParams(params);
  const outcome = await setDocumentPublished(staff, id, publish);
  if (!outcome) throw data({ message: "There is no such document." }, { status: 404 });
  return redirect(`/staff/documents/${id}?${publish ? "published" : "unpublished"}=1`);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: `${loaded?.publish ? "Publish" : "Unpublish"} a document | Kamo Paints staff`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ConfirmPublication() {
  const { id, publish, pageTitle, date, description } = useLoaderData<typeof loader>();
  return (
    <div className="doc-staff">
      <StaffPageHead
        title={publish ? "Publish this document again?" : "Unpublish this document?"}
        back={{ to: `/staff/documents/${id}`, label: "Back to the document" }}
      />
      <section className="staff-card doc-confirm" aria-labelledby="doc-confirm-title">
        <h2 id="doc-confirm-title" className="visually-hidden">
          The document
        </h2>
        <dl className="doc-confirm__facts">
          <div>
            <dt>Page</dt>
            <dd>{pageTitle}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatEnglishDate(date, "long")}</dd>
          </div>
          <div>
            <dt>Description</dt>
            <dd>{description}</dd>
          </div>
        </dl>
        {publish ? (
          <p>
            It will be listed on {pageTitle} and in the disclosures feed again at once, and its PDF
            address will work again.
          </p>
        ) : (
          <p>
            It will disappear from {pageTitle}, the disclosures feed and the Regulation 46 status at
            once, and its PDF address will answer “not found”. Nothing is deleted: you can publish
            it again later. The Listing Regulations keep disclosures on the website for at least
            five years, so unpublish only a mistake or a duplicate.
          </p>
        )}
        <Form method="post" className="button-row">
          <CsrfField />
          <button type="submit" className={`button ${publish ? "" : "staff-danger"}`}>
            {publish ? "Yes, publish it" : "Yes, unpublish it"}
          </button>
          <Link to={`/staff/documents/${id}`} className="button button--ghost">
            Cancel
          </Link>
        </Form>
      </section>
    </div>
  );
}
