/**
 * The rights of the person whose data we hold (issue 44): what the request
 * page (/privacy/requests) and the staff queue call. See summary.server.ts
 * and erase.server.ts.
 */
export { subjectIdentity, identityValue, type SubjectIdentity } from "./identity";
export {
  summariseSubject,
  type SubjectSummary,
  type SubjectLead,
  type SubjectBooking,
  type SubjectSubscription,
} from "./summary.server";
export { eraseSubject, type ErasureRequest, type ErasureResult } from "./erase.server";
export { withdrawSubject, type WithdrawalResult } from "./withdraw.server";
export { listErasures, erasureById, type ErasureRecord } from "./erasure-store.server";
export { purposeInEnglish, type PurposeId, type Recipient, type Sharing } from "./purposes";
