import { getEnv, type Env } from "~/lib/env.server";
import { timeOutsideCall } from "~/lib/metrics/outside-call.server";

/**
 * The CRM's wire format, and the only file that knows it (spec section 7).
 *
 * Both calls POST to /api/WebApi/pushCRMDealMongo/{account id} on the CRM host:
 * - call 1 (every lead except consultations): no body; query parameters
 *   countryCode, name, emailID, mobile, remarks. The legacy site did not
 *   encode them, so an "&" in a message cut it short; we percent-encode every
 *   value as UTF-8. Extra fields travel inside remarks as "Label: value" lines.
 *   A whole lead can be far longer than web servers accept in a query string
 *   (a 2,000-character message in Hindi is 18 KB encoded; IIS refuses more
 *   than 2,048 bytes by default), so remarks are made to fit `maxQueryBytes`
 *   (fitRemarks): every short line whole, the long ones shortened alike, and
 *   then the lead's address in the staff area, where sales find every word.
 * - call 2 (consultation requests): JSON body { name, email, mobile, remarks };
 *   a change staff make to a booked home visit goes the same way
 *   (crmVisitChangeRequest), its remarks led by the change and the reference.
 * - erase (issue 44, ADR 64): POST /api/WebApi/eraseCRMContact/{account id},
 *   JSON body { mobiles, emails, leadIds }: every deal and contact filed
 *   under one of those mobiles or e-mails, or naming one of those leads of
 *   ours (their staff address travelled in remarks), is to be erased. Any
 *   2xx means done, also when there was nothing left to erase, so a repeat
 *   is harmless; the CRM also drops a repeat of the same Idempotency-Key.
 *
 * Every request carries an Idempotency-Key header (the same on each retry of a
 * lead) so a CRM that saw a request we timed out on can drop the repeat.
 */
export interface CrmConfig {
  baseUrl: string;
  accountId: string;
  timeoutMs: number;
  /** Longest query string sent on a lead call; DEFAULT_MAX_QUERY_BYTES when unset. */
  maxQueryBytes?: number;
}

/** Just under IIS's default limit (2,048 bytes), the strictest common one. */
export const DEFAULT_MAX_QUERY_BYTES = 2_000;

export function crmConfigFromEnv(env: Env = getEnv()): CrmConfig | undefined {
  if (!env.CRM_BASE_URL || !env.CRM_ACCOUNT_ID) return undefined;
  return {
    baseUrl: env.CRM_BASE_URL,
    accountId: env.CRM_ACCOUNT_ID,
    timeoutMs: env.CRM_TIMEOUT_MS,
    maxQueryBytes: env.CRM_MAX_QUERY_BYTES,
  };
}

/** A lead as the CRM needs it; built by the leads data module. */
export interface CrmLead {
  /** The lead's number in our store (staff area: /staff/leads/{id}). */
  leadId: number;
  call: "consultation" | "lead";
  /** Names the form in remarks, e.g. "Dealer application". */
  formTitle: string;
  name: string;
  email: string;
  mobile: string;
  /** The language the visitor wrote in, in English ("Hindi"). */
  language: string;
  /** The lead's page in the staff area, absolute (from SITE_URL). */
  staffUrl: string;
  /** Every other filled field, labelled (short labels), in form order. */
  details: Array<{ label: string; value: string }>;
  idempotencyKey: string;
}

/**
 * The CRM account is set up with the fixed country "USA" on lead calls (spec
 * section 9); the visitor's real country code, when a form has one, is in remarks.
 */
export const LEAD_CALL_COUNTRY_CODE = "USA";

/** The remarks as lines: the form, the language, then each filled field once. */
export function remarkLines(lead: CrmLead): string[] {
  return [
    `Form: ${lead.formTitle}`,
    `Language: ${lead.language}`,
    ...lead.details
      .filter(({ value }) => value.trim() !== "")
      .map(({ label, value }) => `${label}: ${value}`),
  ];
}

export function crmRemarks(lead: CrmLead): string {
  return remarkLines(lead).join("\n");
}

export interface CrmRequest {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body?: string;
}

/** Builds the exact request for a lead (pure, so contract tests can check it). */
export function crmRequest(lead: CrmLead, config: CrmConfig): CrmRequest {
  const endpoint = new URL(
    `/api/WebApi/pushCRMDealMongo/${encodeURIComponent(config.accountId)}`,
    config.baseUrl,
  );
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Idempotency-Key": lead.idempotencyKey,
  };
  const remarks = crmRemarks(lead);
  if (lead.call === "consultation") {
    return {
      url: endpoint.toString(),
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ name: lead.name, email: lead.email, mobile: lead.mobile, remarks }),
    };
  }
  const params: Array<[string, string]> = [
    ["countryCode", LEAD_CALL_COUNTRY_CODE],
    ["name", lead.name],
    ["emailID", lead.email],
    ["mobile", lead.mobile],
  ];
  const contact = params.map(([k, v]) => `${k}=${encode(v)}`).join("&");
  const budget =
    (config.maxQueryBytes ?? DEFAULT_MAX_QUERY_BYTES) - contact.length - "&remarks=".length;
  const fitted = fitRemarks(remarkLines(lead), lead.staffUrl, budget);
  const query = `${contact}&remarks=${encode(fitted)}`;
  return { url: `${endpoint.toString()}?${query}`, method: "POST", headers };
}

// encodeURIComponent (not URLSearchParams) so spaces travel as %20, which
// every server decodes, rather than "+", which some read literally.
const encode = encodeURIComponent;

const NEWLINE = encode("\n").length;
const ELLIPSIS = "…";

/**
 * Remarks within `budget` encoded bytes. Lines that fit go as they are. When
 * they do not, every line stays, as whole as the room allows: short ones
 * (a name, a date, a customer) whole, and the long ones (addresses,
 * descriptions) cut to an equal share of what is left, at a whole character,
 * marked "…". The remarks then end with the lead's address in the staff area
 * so sales can open the rest in one click.
 */
export function fitRemarks(lines: readonly string[], staffUrl: string, budget: number): string {
  const whole = lines.join("\n");
  if (encode(whole).length <= budget) return whole;
  const note = `Full lead: ${staffUrl}`;
  const room = budget - encode(note).length - NEWLINE * lines.length;
  const cap = equalShare(
    lines.map((line) => encode(line).length),
    room,
  );
  const kept = lines
    .map((line) => (encode(line).length <= cap ? line : cutTo(line, cap)))
    .filter((line) => line !== "");
  return [...kept, note].join("\n");
}

/**
 * The most bytes each line may take so that all of them together fit in
 * `room`: lines under it keep their size, the rest get it ("water filling").
 */
function equalShare(sizes: readonly number[], room: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  let left = Math.max(0, room);
  for (const [index, size] of sorted.entries()) {
    const share = Math.floor(left / (sorted.length - index));
    if (size > share) return share;
    left -= size;
  }
  return Infinity;
}

/** The longest start of `line` (whole graphemes) that fits in `cap` encoded bytes with an ellipsis. */
function cutTo(line: string, cap: number): string {
  const room = cap - encode(ELLIPSIS).length;
  let kept = "";
  let size = 0;
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(line)) {
    const length = encode(segment).length;
    if (size + length > room) break;
    kept += segment;
    size += length;
  }
  return kept === "" ? "" : `${kept.trimEnd()}${ELLIPSIS}`;
}

export type CrmResult =
  { ok: true; status: number } | { ok: false; status?: number; error: string };

/**
 * A change to a booked home visit (issue 42): staff moved it to another
 * slot or cancelled it. Sent as call 2 (the consultation's JSON), so the CRM
 * files it under the same contact (mobile) as the booking itself; remarks
 * name the change and the booking's reference first, so whoever reads the
 * deal sees at once which visit it concerns.
 */
export interface CrmVisitChange {
  /** The booking's reference as the visitor quotes it ("7K4M-Q2XP"). */
  reference: string;
  kind: "rescheduled" | "cancelled";
  name: string;
  email: string;
  mobile: string;
  /** When the visit was, and when it is now (rescheduled only), in words: "Wed 2 Dec 2026, 10:00–13:00 IST". */
  was: string;
  now?: string;
  /** "560034, Koramangala". */
  where: string;
  reason: string;
  /** The visit's lead in the staff area, absolute. */
  staffUrl: string;
  /** One per change, the same on every retry of it. */
  idempotencyKey: string;
}

const VISIT_CHANGE_TITLES: Record<CrmVisitChange["kind"], string> = {
  rescheduled: "Home visit rescheduled",
  cancelled: "Home visit cancelled",
};

export function visitChangeRemarks(change: CrmVisitChange): string {
  return [
    `Form: ${VISIT_CHANGE_TITLES[change.kind]}`,
    `Reference: ${change.reference}`,
    `Was: ${change.was}`,
    ...(change.now ? [`Now: ${change.now}`] : []),
    `Where: ${change.where}`,
    `Reason: ${change.reason}`,
    `Lead: ${change.staffUrl}`,
  ].join("\n");
}

/** Builds the exact request for a visit change (pure, so contract tests can check it). */
export function crmVisitChangeRequest(change: CrmVisitChange, config: CrmConfig): CrmRequest {
  const endpoint = new URL(
    `/api/WebApi/pushCRMDealMongo/${encodeURIComponent(config.accountId)}`,
    config.baseUrl,
  );
  return {
    url: endpoint.toString(),
    method: "POST",
    headers: {
      Accept: "application/json",
      "Idempotency-Key": change.idempotencyKey,
      "Content-Type": "application/json; charset=utf-8",
    },
    body: JSON.stringify({
      name: change.name,
      email: change.email,
      mobile: change.mobile,
      remarks: visitChangeRemarks(change),
    }),
  };
}

/** Sends one visit change, as sendLeadToCrm sends a lead. Never throws. */
export function sendVisitChangeToCrm(
  change: CrmVisitChange,
  config: CrmConfig,
): Promise<CrmResult> {
  return sendCrmRequest("visit_change", crmVisitChangeRequest(change, config), config);
}

/**
 * A person's erasure (issue 44): what the CRM is to erase, everything the
 * site sent it under the person's name. Built from the erased leads by
 * ~/privacy/subject; the numbers and addresses travel sealed in its outbox.
 */
export interface CrmErasure {
  /** The mobiles (ten digits) the leads were filed under. */
  mobiles: string[];
  /** The e-mails (lower-cased) the leads were filed under. */
  emails: string[];
  /** Our numbers of the erased leads, as their staff addresses in remarks named them. */
  leadIds: number[];
  /** One per erasure, the same on every retry of it. */
  idempotencyKey: string;
}

/** Builds the exact erase request (pure, so contract tests can check it). */
export function crmEraseRequest(erasure: CrmErasure, config: CrmConfig): CrmRequest {
  const endpoint = new URL(
    `/api/WebApi/eraseCRMContact/${encodeURIComponent(config.accountId)}`,
    config.baseUrl,
  );
  return {
    url: endpoint.toString(),
    method: "POST",
    headers: {
      Accept: "application/json",
      "Idempotency-Key": erasure.idempotencyKey,
      "Content-Type": "application/json; charset=utf-8",
    },
    body: JSON.stringify({
      mobiles: erasure.mobiles,
      emails: erasure.emails,
      leadIds: erasure.leadIds,
    }),
  };
}

/** Asks the CRM to erase a person's records. Any 2xx is success. Never throws. */
export function sendEraseToCrm(erasure: CrmErasure, config: CrmConfig): Promise<CrmResult> {
  return sendCrmRequest("erase", crmEraseRequest(erasure, config), config);
}

/** Sends one lead. Any 2xx is success (the response body is not needed). Never throws. */
export function sendLeadToCrm(lead: CrmLead, config: CrmConfig): Promise<CrmResult> {
  return sendCrmRequest("lead", crmRequest(lead, config), config);
}

/** Each call timed and counted by what it was for (kamo_outside_call_*). */
function sendCrmRequest(
  operation: "lead" | "visit_change" | "erase",
  request: CrmRequest,
  config: CrmConfig,
): Promise<CrmResult> {
  return timeOutsideCall(
    "crm",
    operation,
    () => callCrm(request, config),
    (r) => !r.ok,
  );
}

async function callCrm(request: CrmRequest, config: CrmConfig): Promise<CrmResult> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: "error",
    });
    // Drain the body so the connection can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true, status: response.status };
    return { ok: false, status: response.status, error: `CRM answered HTTP ${response.status}` };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${config.timeoutMs} ms`
        : error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}`
          : String(error);
    return { ok: false, error: `CRM unreachable (${reason})` };
  }
}
