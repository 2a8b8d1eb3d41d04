import { Form, Link } from "react-router";
import type { SignInNotice } from "~/staff/auth/sign-in-notice";
import { CsrfField } from "~/staff/ui/CsrfField";
import { formatIndianDateTimeSeconds } from "~/lib/i18n/format";

const messages = {
  heading: "Failed attempts to sign in to your account",
  count: (count: number) => `${count} failed attempt${count === 1 ? "" : "s"}`,
  since: (at: string | null) =>
    at
      ? `since you last signed in (${formatIndianDateTimeSeconds(at)}, India time).`
      : "before this first sign-in.",
  latest: "The latest:",
  from: "from",
  notYou: "If these were not you, someone may be guessing your password: change it.",
  changePassword: "Change your password",
  dismiss: "I have read this",
};

/**
 * Tells the owner, once signed in, that somebody tried their account: how
 * often, when and from where (the slow-down of ADR 7 keeps them in, so they
 * would otherwise not notice). Stays until they dismiss it.
 */
export function SignInNoticeBanner({ notice }: { notice: SignInNotice }) {
  return (
    <section className="alert staff-notice" aria-labelledby="sign-in-notice-heading">
      <h2 id="sign-in-notice-heading">{messages.heading}</h2>
      <p>
        {messages.count(notice.count)} {messages.since(notice.since)} {messages.latest}
      </p>
      <ul>
        {notice.recent.map((attempt, i) => (
          <li key={`${attempt.at}-${i}`}>
            <time dateTime={attempt.at}>{formatIndianDateTimeSeconds(attempt.at)}</time>{" "}
            {messages.from} {attempt.address}
          </li>
        ))}
      </ul>
      <p>{messages.notYou}</p>
      <div className="button-row">
        <Link className="button button--secondary" to="/staff/account/password">
          {messages.changePassword}
        </Link>
        <Form method="post" action="/staff/account">
          <CsrfField />
          <input type="hidden" name="intent" value="dismiss-notice" />
          <button type="submit" className="button button--ghost">
            {messages.dismiss}
          </button>
        </Form>
      </div>
    </section>
  );
}

const recoveryMessages = {
  heading: "You signed in with a recovery code",
  left: (left: number) =>
    left === 0
      ? "It was your last one: make new codes now, or you may be locked out next time."
      : `Each code works once; you have ${left} left.`,
  lostPhone:
    "Lost your phone? Move two-step sign-in to your new phone from your account page. If it was not you who used the code, change your password now.",
  codes: "Recovery codes",
  dismiss: "I have read this",
};

/**
 * Tells the owner a recovery code opened this session, and how many are
 * left (ADR 36), until they dismiss it: a code used by someone else shows up
 * here, and running out is noticed before the day it matters.
 */
export function RecoveryCodeNotice({ left }: { left: number }) {
  return (
    <section className="alert staff-notice" aria-labelledby="recovery-notice-heading">
      <h2 id="recovery-notice-heading">{recoveryMessages.heading}</h2>
      <p>{recoveryMessages.left(left)}</p>
      <p>{recoveryMessages.lostPhone}</p>
      <div className="button-row">
        <Link className="button button--secondary" to="/staff/account/recovery-codes">
          {recoveryMessages.codes}
        </Link>
        <Form method="post" action="/staff/account">
          <CsrfField />
          <input type="hidden" name="intent" value="dismiss-notice" />
          <button type="submit" className="button button--ghost">
            {recoveryMessages.dismiss}
          </button>
        </Form>
      </div>
    </section>
  );
}
