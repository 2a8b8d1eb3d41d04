import type { Channel } from "../identity/contact";
import type { RequestKind, RequestState } from "./kinds";

/** What /privacy/requests' loader and action answer, shared by the server and the page. */
/** A request as the person sees it. */
export interface OwnRequest {
  reference: string;
  kind: RequestKind;
  state: RequestState;
  createdAt: string;
  deadlineAt: string;
  outcome: string | null;
  reply: string | null;
  repliedAt: string | null;
}

/** What a copy shows: the items held, their purposes, and who they were shared with. */
export interface SubjectSummaryView {
  records: Array<{ what: string; items: string[]; purposes: string[]; sharedWith: string[] }>;
}

export type PageData =
  { step: "prove" } | { step: "proven"; contact: string; channel: Channel; requests: OwnRequest[] };

export type ActionAnswer =
  | {
      step: "prove";
      channel?: Channel;
      value?: string;
      errors?: Partial<Record<"mobile" | "email", string>>;
      notice?: string;
    }
  | { step: "code"; channel: Channel; contact: string; challenge: string; error?: string }
  | {
      step: "asked";
      kind?: RequestKind;
      details?: string;
      errors?: Partial<Record<"kind" | "details" | "confirm", string>>;
    }
  | {
      step: "done";
      kind: RequestKind;
      reference: string;
      carriedOut: boolean;
      summary?: SubjectSummaryView;
    };
