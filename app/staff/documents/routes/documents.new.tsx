import { data, redirect, useActionData, useLoaderData } from "react-router";
import { DocumentForm } from "~/staff/documents/DocumentForm";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import {
  createDocument,
  listGroupedSubCategories,
  storeUploadedPdf,
} from "~/staff/documents/documents.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import type { Route } from "./+types/documents.new";
import { categoryOptions, emptyDocumentForm, todayInIndia } from "~/staff/documents/document-form";
import { validateDocumentForm } from "~/staff/documents/document-form.server";
import { checkPdfUpload } from "~/staff/documents/pdf-upload.server";
import type { DocumentFormErrors } from "~/staff/documents/document-form";

/** /staff/documents/new — upload a PDF and publish it on its investor page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  // "Upload" links from a filtered list or the Regulation 46 status preselect the page.
  const category = new URL(request.url).searchParams.get("category") ?? "";
  const today = todayInIndia();
  return {
    values: {
      ...emptyDocumentForm,
      category: categoryOptions.some((c) => c.category === category) ? category : "",
      date: today,
    },
    categories: categoryOptions,
    subCategories: await listGroupedSubCategories(),
    today,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "investor-relations");
  const result = validateDocumentForm(form);
  const pdf = await checkPdfUpload(form.get("pdf"));
  const errors: DocumentFormErrors = result.ok ? {} : { ...result.errors };
  if (pdf.ok === "empty") errors.pdf = "Choose the PDF file to upload.";
  else if (pdf.ok === false) errors.pdf = pdf.error;
  if (!result.ok || pdf.ok !== true)
    return data({ values: result.values, errors }, { status: 400 });

  const id = await createDocument(staff, result.values, pdf.pdf, storeUploadedPdf(staff));
  return redirect(`/staff/documents/${id}?created=1`);
}

export const meta: Route.MetaFunction = () => [
  { title: "Upload a document | Kamo Paints staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewStaffDocument() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="doc-staff">
      <StaffPageHead
        title="Upload a document"
        description="It is published on its investor page as soon as you save. SEBI LODR Regulation 46(3) gives two working days from the filing with the exchanges."
        back={{ to: "/staff/documents", label: "Investor documents" }}
      />
      <DocumentForm
        mode="create"
        values={result?.values ?? loaded.values}
        errors={result?.errors ?? {}}
        categories={loaded.categories}
        subCategories={loaded.subCategories}
        today={loaded.today}
        cancelHref="/staff/documents"
      />
    </div>
  );
}
