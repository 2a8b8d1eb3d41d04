import { Link, data, redirect, useActionData, useLoaderData } from "react-router";
import { formatBytes, formatEnglishDate } from "~/lib/i18n/format";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { isTranslationLocale, languageName } from "~/staff/shell/languages";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { translationNoticeOf } from "~/staff/shell/translation-status";
import { TranslationNotice, translationSummary } from "~/staff/shell/TranslationStatusPanel";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { StaffForm } from "~/staff/ui/StaffForm";
import { validateDocumentTranslationForm } from "~/staff/documents/document-form.server";
import { parseDocumentId, storeUploadedPdf } from "~/staff/documents/documents.server";
import { checkPdfUpload } from "~/staff/documents/pdf-upload.server";
import {
  getDocumentTranslation,
  saveDocumentTranslation,
} from "~/staff/documents/translation.server";
import type { Route } from "./+types/documents.$id.translation.$locale";

/**
 * /staff/documents/:id/translation/:locale — a document's description in
 * another language and, if investor relations have one, its PDF in that
 * language (ADR 27). Without it, that language's pages link to the shared PDF.
 */
function paramsOf(params: { id?: string; locale?: string }) {
  const id = parseDocumentId(params.id);
  if (!id) throw data({ message: "There is no such document." }, { status: 404 });
  if (!isTranslationLocale(params.locale))
    throw data({ message: "The site has no such language." }, { status: 404 });
  return { id, locale: params.locale };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const { id, locale } = paramsOf(params);
  const translation = await getDocumentTranslation(id, locale);
  if (!translation) throw data({ message: "There is no such document." }, { status: 404 });
  return {
    id,
    locale,
    language: languageName(locale),
    translation,
    notice: translationNoticeOf(request),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "investor-relations");
  const { id, locale } = paramsOf(params);
  const result = validateDocumentTranslationForm(form);
  const pdf = await checkPdfUpload(form.get("pdf"));
  const errors: Record<string, string> = result.ok ? {} : { ...result.errors };
  if (pdf.ok === false) errors.pdf = pdf.error;
  if (!result.ok || pdf.ok === false)
    return data({ values: result.values, errors }, { status: 400 });
  const saved = await saveDocumentTranslation(
    staff,
    id,
    locale,
    {
      description: result.values.description,
      pdf: pdf.ok === true ? pdf.pdf : undefined,
      removePdf: result.values.removePdf === "on",
    },
    storeUploadedPdf(staff),
  );
  if (!saved) throw data({ message: "There is no such document." }, { status: 404 });
  return redirect(`/staff/documents/${id}/translation/${locale}?notice=${saved}`);
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: `${loaderData?.language ?? "Other language"} version of a document | Kamo Paints staff`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DocumentTranslation() {
  const { id, locale, language, translation, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = result?.errors ?? {};
  const description = result?.values.description ?? translation.description;
  const { english, pdf } = translation;
  return (
    <div className="doc-staff">
      <StaffPageHead
        title={`${language} version of a document`}
        description={
          <>
            {english.category}, dated {formatEnglishDate(english.date, "long")}. {language}:{" "}
            {translationSummary({ exists: translation.updatedAt !== null, ...translation })}
          </>
        }
        back={{ to: `/staff/documents/${id}`, label: "The English document" }}
        actions={
          english.published && translation.publicPath ? (
            <a className="button button--ghost" href={`/${locale}${translation.publicPath}`}>
              View on the {language} site
            </a>
          ) : undefined
        }
      />
      {result ? null : <TranslationNotice notice={notice} language={language} />}

      <StaffForm
        problems={problemsOf(
          errors,
          { description: `${language} description`, pdf: `${language} PDF` },
          (field) => `${language} ${field}`,
        )}
        encType="multipart/form-data"
        className="staff-card doc-form"
      >
        <fieldset className="doc-form__section">
          <legend>The {language} version</legend>
          <p className="field-hint doc-form__note">
            Left empty, {language} pages show the English description, marked as English for screen
            readers, and link to the English PDF.
          </p>
          <StaffField
            label={`${language} description`}
            name="description"
            full
            error={errors.description}
            hint={
              <>
                English: <span lang="en">“{english.description}”</span>
              </>
            }
          >
            {(control) => (
              <textarea
                {...control}
                lang={locale}
                rows={4}
                maxLength={2000}
                defaultValue={description}
              />
            )}
          </StaffField>
          {pdf ? (
            <div className="doc-form__current field--full">
              <p className="field-label">Current {language} PDF</p>
              <p>
                Uploaded file {pdf.name}
                {pdf.bytes ? `, ${formatBytes(pdf.bytes)}` : ""}.{" "}
                <a href={pdf.previewHref} target="_blank" rel="noreferrer">
                  Open the {language} PDF
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
              <label className="choice">
                <input type="checkbox" name="removePdf" />
                <span>Remove it: {language} pages link to the English PDF again</span>
              </label>
            </div>
          ) : null}
          <StaffField
            label={pdf ? `Replace the ${language} PDF (optional)` : `${language} PDF (optional)`}
            name="pdf"
            type="file"
            accept="application/pdf,.pdf"
            error={errors.pdf}
            hint={`The document in ${language}, up to 20 MB, checked like the English one. Without it, ${language} pages link to the English PDF.`}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button">
            Save the {language} version
          </button>
          <Link to={`/staff/documents/${id}`} className="button button--ghost">
            Back to the English
          </Link>
        </div>
      </StaffForm>
    </div>
  );
}
