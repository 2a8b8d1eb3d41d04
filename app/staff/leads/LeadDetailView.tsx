import type { ReactNode } from "react";
import { Form } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import type { LeadDetail } from "~/leads/delivery/lead-types";
import type { LeadConsent } from "~/leads/consent/consent-types";
import { DeliveryBadge, SpamBadge } from "./DeliveryBadge";
import { formatIndianDateTime } from "~/lib/i18n/format";

type Lead = Omit<LeadDetail, "data" | "fields">;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="staff-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatIndianDateTime(iso)}</time>;
}

/** Delivery to the CRM, and the two things staff can do about it. */
export function LeadDeliveryCard({ lead, crmConfigured }: { lead: Lead; crmConfigured: boolean }) {
  const { delivery } = lead;
  return (
    <section className="staff-card staff-lead-status" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Delivery to the CRM</h2>
      <dl className="staff-facts">
        <Row term="State">
          <DeliveryBadge state={lead.state} crmConfigured={crmConfigured} />
        </Row>
        <Row term="Attempts">{delivery.attempts}</Row>
        {delivery.lastStatus !== null ? (
          <Row term="Last CRM answer">HTTP {delivery.lastStatus}</Row>
        ) : null}
        {delivery.lastError ? (
          <Row term="Last error">
            <span className="staff-lead-error">{delivery.lastError}</span>
          </Row>
        ) : null}
        {delivery.nextAttemptAt ? (
          <Row term="Next attempt">
            {crmConfigured ? <When iso={delivery.nextAttemptAt} /> : "When a CRM is connected"}
          </Row>
        ) : null}
        {delivery.deliveredAt ? (
          <Row term="Delivered">
            <When iso={delivery.deliveredAt} />
          </Row>
        ) : null}
        <Row term="Last change">
          <When iso={delivery.updatedAt} />
        </Row>
      </dl>
      {lead.state === "dead" ? (
        <Form method="post" className="staff-lead-action">
          <CsrfField />
          <input type="hidden" name="intent" value="requeue" />
          <p>
            The CRM refused or did not answer {delivery.attempts} times, so the worker stopped
            trying. Once the CRM is working again, send this lead again with a fresh count of
            attempts.
          </p>
          <button type="submit" className="button">
            Re-queue for delivery
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function LeadSpamCard({ lead }: { lead: Lead }) {
  return (
    <section className="staff-card staff-lead-spam" aria-labelledby="spam-heading">
      <h2 id="spam-heading">Spam check</h2>
      {lead.spam ? (
        <>
          <p>
            <SpamBadge /> Flagged as spam:{" "}
            <strong>{lead.spamReason ?? "no reason recorded"}</strong>.
          </p>
          <p>
            Spam is kept but not sent to the CRM. If a real person sent this (for example someone
            who types very fast, or a password manager that filled a hidden field), release it.
          </p>
          <Form method="post" className="staff-lead-action">
            <CsrfField />
            <input type="hidden" name="intent" value="unflag" />
            <button type="submit" className="button">
              Not spam: send to the CRM
            </button>
          </Form>
        </>
      ) : (
        <p>Not flagged: the form passed the hidden-field and fill-time checks.</p>
      )}
    </section>
  );
}

/**
 * A masked value (ADR 65) and, for the grievance officer, its one-click
 * reveal: a small POST form of its own, so it works without JavaScript and
 * every reveal reaches the server, which logs it before answering.
 */
function MaskedValue({
  field,
  canReveal,
  revealed,
}: {
  field: { name: string; label: string; value: string };
  canReveal: boolean;
  revealed?: string;
}) {
  if (revealed !== undefined)
    return (
      <span className="staff-lead-value staff-lead-value--revealed">
        {revealed} <span className="staff-lead-masked-note">(revealed; this was logged)</span>
      </span>
    );
  return (
    <span className="staff-lead-masked">
      <span className="staff-lead-value staff-lead-value--masked">{field.value}</span>
      {canReveal ? (
        <Form method="post" className="staff-lead-reveal">
          <CsrfField />
          <input type="hidden" name="intent" value="reveal" />
          <input type="hidden" name="field" value={field.name} />
          <button type="submit" className="button button--small button--secondary">
            Reveal<span className="visually-hidden"> {field.label}</span>
          </button>
        </Form>
      ) : null}
    </span>
  );
}

export function LeadFieldsCard({
  lead,
  canReveal = false,
  revealed,
}: {
  lead: Lead;
  /** The grievance officer's reveal buttons on masked fields (privacy role). */
  canReveal?: boolean;
  /** The field just revealed, with its value. */
  revealed?: { field: string; value: string };
}) {
  const masked = lead.sections.some((s) => s.fields.some((f) => f.masked));
  return (
    <section className="staff-card staff-lead-fields" aria-labelledby="fields-heading">
      <h2 id="fields-heading">What the visitor sent</h2>
      {masked ? (
        <p className="staff-lead-masked-help">
          Identity numbers and bank details are masked.{" "}
          {canReveal
            ? "Reveal one only when you need it: each reveal is recorded in the audit log."
            : "A member who also holds the grievance officer's (privacy) role can reveal one."}
        </p>
      ) : null}
      {lead.sections.length === 0 ? <p>The form arrived with no fields filled in.</p> : null}
      {lead.sections.map((section) => (
        <div key={section.legend} className="staff-lead-section">
          {lead.sections.length > 1 || section.legend !== "Details" ? (
            <h3>{section.legend}</h3>
          ) : null}
          <dl className="staff-facts staff-facts--wide">
            {section.fields.map((field) => (
              <Row key={field.name} term={field.label}>
                {field.masked ? (
                  <MaskedValue
                    field={field}
                    canReveal={canReveal}
                    revealed={revealed?.field === field.name ? revealed.value : undefined}
                  />
                ) : (
                  <span className="staff-lead-value">{field.value}</span>
                )}
              </Row>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

export function LeadOriginCard({ lead }: { lead: Lead }) {
  return (
    <section className="staff-card staff-lead-origin" aria-labelledby="origin-heading">
      <h2 id="origin-heading">Where it came from</h2>
      <dl className="staff-facts">
        <Row term="Received">
          <When iso={lead.createdAt} />
        </Row>
        <Row term="Form">{lead.formTitle}</Row>
        <Row term="Language">{lead.language}</Row>
        <Row term="IP address">{lead.clientIp}</Row>
        <Row term="Browser">
          <span className="staff-lead-value">{lead.userAgent || "Not sent"}</span>
        </Row>
      </dl>
    </section>
  );
}

const purposeNames: Record<string, string> = {
  request: "The request itself",
  marketing: "Marketing messages",
};
const channelNames: Record<string, string> = {
  page: "The form on its page",
  dialog: "The header's dialog",
  "no-js": "A plain form post (no JavaScript)",
};

/**
 * The consent the lead was sent with (ADR 62): the version of the notice
 * shown, its language, each purpose given (and withdrawn), how and when.
 * Leads sent before notices existed have none.
 */
export function LeadConsentCard({ consents }: { consents: readonly LeadConsent[] }) {
  const first = consents[0];
  return (
    <section className="staff-card staff-lead-consent" aria-labelledby="consent-heading">
      <h2 id="consent-heading">Consent</h2>
      {first ? (
        <dl className="staff-facts">
          <Row term="Notice version">
            <code>{first.noticeVersion}</code> ({first.locale === "hi" ? "Hindi" : "English"})
          </Row>
          <Row term="Purposes">
            {consents.map((consent, index) => (
              <span key={consent.purpose}>
                {index > 0 ? "; " : ""}
                {purposeNames[consent.purpose] ?? consent.purpose}
                {consent.withdrawnAt ? (
                  <>
                    {" "}
                    (withdrawn <When iso={consent.withdrawnAt} />)
                  </>
                ) : null}
              </span>
            ))}
          </Row>
          <Row term="Given">
            <When iso={first.givenAt} />
          </Row>
          <Row term="Channel">{channelNames[first.channel] ?? first.channel}</Row>
        </dl>
      ) : (
        <p>No consent recorded: this lead was sent before forms carried a privacy notice.</p>
      )}
    </section>
  );
}
