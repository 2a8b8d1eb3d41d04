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

/** What a copy shows (Act s. 11): each record, its items, what it is for, who else got it. */
export interface SubjectSummaryView {
  records: Array<{
    /** "Dealer application, 12 November 2026", in the page's language. */
    what: string;
    items: Array<{ label: string; value: string }>;
    purposes: string[];
    sharedWith: string[];
  }>;
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
