import { Form, data, redirect, useActionData } from "react-router";
import { db } from "~/db/client.server";
import { DEALER_CSV_COLUMNS } from "~/dealers/dealer-record";
import { pinDirectory } from "~/places/pin-directory.server";
import { withoutControlCharacters } from "~/lib/control-characters";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { importDealers } from "../dealers.server";
import type { Route } from "./+types/dealers.import";

export const meta: Route.MetaFunction = () => [
  { title: "Import dealers | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Far more than 10,000 dealers' rows; a bigger file is a mistake. */
const MAX_CSV_BYTES = 10_000_000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "sales");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "sales");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return data({ fileError: "Choose a CSV file to import.", errors: [] }, { status: 400 });
  if (file.size > MAX_CSV_BYTES)
    return data({ fileError: "This file is larger than 10 MB.", errors: [] }, { status: 413 });
  // The file's text is staff text too: no control characters but line breaks and tabs (issue 41).
  const csv = withoutControlCharacters(await file.text());
  const result = await importDealers(db(), staff, csv, pinDirectory());
  if (!result.ok) return data({ fileError: null, errors: result.errors }, { status: 400 });
  throw redirect(`/staff/dealers?imported=${result.added},${result.updated}`);
}

export default function StaffDealerImport() {
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? [];
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/dealers", label: "Dealers" }}
        title="Import dealers from CSV"
        description="A row whose code is already known updates that dealer; a new code adds one. The file is imported whole or not at all: if any row has a mistake, nothing changes and every mistake is listed."
      />
      {result?.fileError ? <StaffNotice tone="error">{result.fileError}</StaffNotice> : null}
      {errors.length > 0 ? (
        <section className="staff-card" aria-labelledby="import-errors-heading">
          <div role="alert">
            <h2 id="import-errors-heading">
              Nothing was imported: {errors.length} mistake{errors.length === 1 ? "" : "s"} to fix
            </h2>
          </div>
          <div className="table-scroll">
            <table className="data-table staff-table staff-import-errors">
              <caption>Mistakes by line of the file (the header is line 1)</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error, index) => (
                  <tr key={index}>
                    <th scope="row">{error.line}</th>
                    <td>{error.column ?? "—"}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="staff-card form-grid">
        <CsrfField />
        <div className="field field--full">
          <label htmlFor="file">CSV file</label>
          <p className="field-hint" id="file-hint">
            UTF-8, with a header row naming the columns {DEALER_CSV_COLUMNS.join(", ")}, in any
            order. An export from this page has them all. Latitude and longitude are the shop&apos;s
            own; a row that leaves both empty places the shop at its PIN code&apos;s centre, marked
            approximate. Paints may be left out: the shop then stocks every paint of its ranges.
          </p>
          <input
            id="file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby="file-hint"
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            Import
          </button>
        </div>
      </Form>
    </>
  );
}
