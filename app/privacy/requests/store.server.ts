import type { DB } from "~/db/client.server";
import { newReference } from "~/leads/booking/reference";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { open, seal, type KeyRing } from "~/lib/crypto/sealed.server";
import { identitiesOf, identityOf } from "../identity/code-store.server";
import type { Channel, Contact } from "../identity/contact";
import { deadlineOf } from "./deadline";
import { openStates, type RequestKind, type RequestState } from "./kinds";
import type { OwnRequest } from "./types";

/**
 * The only module that reads or writes privacy_requests (ADR 63): every
 * request a person makes on /privacy/requests, with its kind, state,
 * deadline (90 days) and reply. It keeps no more than it needs: the proven
 * contact (sealed, for staff to act on) and its keyed digest (for the person
 * to find their requests again), the person's own words and staff's reply
 * (sealed), and for what the site does itself, an outcome in words that name
 * nobody.
 */
const TABLE = "privacy_requests";
const CONTACT = "privacy_requests.contact";
const DETAILS = "privacy_requests.details";
const REPLY = "privacy_requests.reply";

export interface NewRequest {
  kind: RequestKind;
  contact: Contact;
  locale: string;
  details?: string | undefined;
  /** A request the site carried out at once is stored completed, with what it did. */
  completed?: { outcome: string };
}

export interface StoredRequest {
  id: number;
  reference: string;
  deadlineAt: string;
}

export async function createRequest(
  db: DB,
  request: NewRequest,
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): Promise<StoredRequest> {
  const at = now.toISOString();
  const deadlineAt = deadlineOf(now).toISOString();
  const reference = newReference();
  const row = await db
    .insertInto(TABLE)
    .values({
      reference,
      kind: request.kind,
      state: request.completed ? "completed" : "received",
      channel: request.contact.channel,
      identity: identityOf(request.contact, ring),
      contact: seal(ring, CONTACT, request.contact.value),
      details: request.details ? seal(ring, DETAILS, request.details) : null,
      outcome: request.completed?.outcome ?? null,
      locale: request.locale,
      created_at: at,
      deadline_at: deadlineAt,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), reference, deadlineAt };
}

/** The requests a proven contact has made, newest first. */
export async function requestsOf(
  db: DB,
  contact: Contact,
  ring: KeyRing = dataKeyRing(),
): Promise<OwnRequest[]> {
  const rows = await db
    .selectFrom(TABLE)
    .select([
      "reference",
      "kind",
      "state",
      "created_at",
      "deadline_at",
      "outcome",
      "reply",
      "replied_at",
    ])
    .where("channel", "=", contact.channel)
    .where("identity", "in", identitiesOf(contact, ring))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    kind: r.kind,
    state: r.state,
    createdAt: r.created_at,
    deadlineAt: r.deadline_at,
    outcome: r.outcome,
    reply: r.reply === null ? null : open(ring, REPLY, r.reply),
    repliedAt: r.replied_at,
  }));
}

/** A request in the staff queue's list: no contact, no words. */
export interface QueuedRequest {
  id: number;
  reference: string;
  kind: RequestKind;
  state: RequestState;
  channel: Channel;
  createdAt: string;
  deadlineAt: string;
  repliedAt: string | null;
}

export type QueueFilter = "open" | "all" | RequestState;

/** The staff queue: open requests by deadline, the nearest first; or every request. */
export async function listRequests(
  db: DB,
  options: { filter: QueueFilter; limit: number; offset: number },
): Promise<{ rows: QueuedRequest[]; total: number }> {
  const states =
    options.filter === "open"
      ? openStates
      : options.filter === "all"
        ? undefined
        : [options.filter];
  const base = db
    .selectFrom(TABLE)
    .$if(states !== undefined, (q) => q.where("state", "in", [...states!]));
  const [rows, count] = await Promise.all([
    base
      .select([
        "id",
        "reference",
        "kind",
        "state",
        "channel",
        "created_at",
        "deadline_at",
        "replied_at",
      ])
      .orderBy("deadline_at", "asc")
      .orderBy("id", "asc")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      reference: r.reference,
      kind: r.kind,
      state: r.state,
      channel: r.channel,
      createdAt: r.created_at,
      deadlineAt: r.deadline_at,
      repliedAt: r.replied_at,
    })),
    total: Number(count?.n ?? 0),
  };
}

/** One request as the grievance officer sees it: the contact and the words opened. */
export interface RequestForStaff extends QueuedRequest {
  contact: string;
  details: string | null;
  outcome: string | null;
  locale: string;
  reply: string | null;
  repliedBy: string | null;
}

export async function requestForStaff(
  db: DB,
  id: number,
  ring: KeyRing = dataKeyRing(),
): Promise<RequestForStaff | undefined> {
  const r = await db.selectFrom(TABLE).selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return undefined;
  return {
    id: Number(r.id),
    reference: r.reference,
    kind: r.kind,
    state: r.state,
    channel: r.channel,
    createdAt: r.created_at,
    deadlineAt: r.deadline_at,
    repliedAt: r.replied_at,
    contact: open(ring, CONTACT, r.contact),
    details: r.details === null ? null : open(ring, DETAILS, r.details),
    outcome: r.outcome,
    locale: r.locale,
    reply: r.reply === null ? null : open(ring, REPLY, r.reply),
    repliedBy: r.replied_by,
  };
}

/** Staff's answer: the new state and the reply the person reads. */
export async function answerRequest(
  db: DB,
  id: number,
  answer: { state: RequestState; reply: string; staffEmail: string },
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): Promise<{ before: RequestState; after: RequestState } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(TABLE)
      .select(["state"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const at = now.toISOString();
    await trx
      .updateTable(TABLE)
      .set({
        state: answer.state,
        reply: answer.reply ? seal(ring, REPLY, answer.reply) : null,
        replied_at: answer.reply ? at : null,
        replied_by: answer.reply ? answer.staffEmail : null,
        updated_at: at,
      })
      .where("id", "=", id)
      .execute();
    return { before: row.state, after: answer.state };
  });
}
