import { data, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { formatReference } from "~/privacy/requests/reference";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { openStates, REPLY_MAX, requestStates } from "~/privacy/requests/kinds";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffForm } from "~/staff/ui/StaffForm";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { DeadlineCountdown, kindLabels, stateBadges, stateLabels } from "../DeadlineCountdown";
import { replyToRequest, viewRequest } from "../requests.server";
import type { Route } from "./+types/privacy.$id";
import "../privacy.css";

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `Request ${data ? formatReference(data.request.reference) : ""} | Privacy requests | Kamo Paints staff area`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

function idOf(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param))
    throw data({ message: "There is no such request." }, { status: 404 });
  return Number(param);
}

/** /staff/privacy/:id: one request, the person's words and the reply form; every view audited. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "privacy");
  const id = idOf(params.id);
  const found = await viewRequest(db(), staff, id);
  if (!found) throw data({ message: `There is no request #${id}.` }, { status: 404 });
  return {
    request: found,
    saved: new URL(request.url).searchParams.get("saved") === "1",
    now: new Date().toISOString(),
  };
}

const replySchema = z.object({
  state: z.enum(requestStates, "Choose the request's state"),
  reply: z
    .string()
    .trim()
    .max(REPLY_MAX, `Keep the reply to ${REPLY_MAX} characters`)
    .refine((v) => v.length > 0, "Write the reply the person will read"),
});

const labels = { state: "State", reply: "Reply to the person" };

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "privacy");
  const id = idOf(params.id);
  const parsed = parseForm(form, replySchema);
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const saved = await replyToRequest(db(), staff, id, parsed.data);
  if (!saved) throw data({ message: `There is no request #${id}.` }, { status: 404 });
  throw redirect(`/staff/privacy/${id}?saved=1`);
}

export default function StaffPrivacyRequest() {
  const { request, saved, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Partial<Record<string, string>> = result?.errors ?? {};
  const values = result?.values ?? { state: request.state, reply: request.reply ?? "" };
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/privacy", label: "Privacy requests" }}
        title={`${kindLabels[request.kind]} ${formatReference(request.reference)}`}
        description={
          <DeadlineCountdown
            deadlineAt={request.deadlineAt}
            now={now}
            open={openStates.includes(request.state)}
          />
        }
      />
      {saved ? (
        <StaffNotice>Saved. The person sees the reply once they prove who they are.</StaffNotice>
      ) : null}
      <div className="staff-lead-grid">
        <section className="staff-card" aria-labelledby="privacy-request-facts">
          <h2 id="privacy-request-facts">The request</h2>
          <dl className="staff-visit-facts">
            <div>
              <dt>State</dt>
              <dd>
                <span className={`staff-badge staff-badge--${stateBadges[request.state]}`}>
                  {stateLabels[request.state]}
                </span>
              </dd>
            </div>
            <div>
              <dt>Made</dt>
              <dd>
                <time dateTime={request.createdAt}>{formatIndianDateTime(request.createdAt)}</time>{" "}
                ({request.locale === "hi" ? "in Hindi" : "in English"})
              </dd>
            </div>
            <div>
              <dt>{request.channel === "sms" ? "Proven mobile" : "Proven email"}</dt>
              <dd>{request.contact}</dd>
            </div>
            {request.outcome ? (
              <div>
                <dt>Done by the website</dt>
                <dd>{request.outcome}</dd>
              </div>
            ) : null}
            <div>
              <dt>The person wrote</dt>
              <dd>
                {request.details ? (
                  <p className="staff-privacy-words">{request.details}</p>
                ) : (
                  "Nothing"
                )}
              </dd>
            </div>
            {request.repliedAt ? (
              <div>
                <dt>Last answered</dt>
                <dd>
                  <time dateTime={request.repliedAt}>
                    {formatIndianDateTime(request.repliedAt)}
                  </time>{" "}
                  by {request.repliedBy}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
        <div className="staff-lead-side">
          <section aria-labelledby="privacy-request-reply">
            <h2 id="privacy-request-reply">Answer</h2>
            <StaffForm problems={problemsOf(errors, labels)}>
              <StaffField label={labels.state} name="state" error={errors.state} required full>
                {(control) => (
                  <select {...control} defaultValue={values.state}>
                    {requestStates.map((state) => (
                      <option key={state} value={state}>
                        {stateLabels[state]}
                      </option>
                    ))}
                  </select>
                )}
              </StaffField>
              <StaffField
                label={labels.reply}
                name="reply"
                error={errors.reply}
                hint={`Shown to the person on /privacy/requests, as written. Write in ${request.locale === "hi" ? "Hindi" : "English"}, the language they asked in.`}
                required
                full
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={8}
                    maxLength={REPLY_MAX}
                    defaultValue={values.reply}
                  />
                )}
              </StaffField>
              <div className="form-actions">
                <button type="submit" className="button">
                  Save the answer
                </button>
              </div>
            </StaffForm>
          </section>
        </div>
      </div>
    </>
  );
}
