import type { ReactNode } from "react";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { BrandLogo } from "~/shell/BrandLogo";
import { StaffField } from "~/staff/ui/StaffField";
import { db } from "~/db/client.server";
import type { FieldErrors } from "~/lib/forms/form-check";
import { parseForm } from "~/lib/forms/parse-form.server";
import {
  clientIpOf,
  currentSession,
  isHttps,
  isSameOriginRequest,
  sessionPolicy,
  staffRelyingParty,
  userAgentOf,
} from "~/staff/auth/auth.server";
import { ErrorSummary, problemsOf } from "~/staff/ui/ErrorSummary";
import { safeNextPath } from "~/staff/auth/next-path";
import { answerWithPasskey, setField } from "~/staff/auth/passkey-ceremony";
import { PasskeyButton } from "~/staff/auth/PasskeyButton";
import {
  clearedPendingCookie,
  pendingCookie,
  readPendingToken,
} from "~/staff/auth/pending-sign-ins.server";
import { indiaTimeOfDay } from "~/staff/auth/retry-message";
import { sessionCookie } from "~/staff/auth/sessions.server";
import {
  pendingSignInView,
  secondStep,
  signIn,
  type SignInResult,
} from "~/staff/auth/sign-in.server";
import type { Route } from "./+types/sign-in";
import "~/staff/ui/staff.css";

/**
 * Sign-in in two steps (ADR 36): email and password, then a second factor:
 * a code from the authenticator app or a recovery code (a plain form), or a
 * passkey (needs JavaScript). Between the two, a short-lived cookie names the
 * pending sign-in; the password is never asked for twice or sent back.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get("next"), url.origin);
  if (await currentSession(request)) throw redirect(next);
  const token = readPendingToken(request, isHttps(request));
  const pending = token ? await pendingSignInView(db(), token) : null;
  const passkeys = pending !== null && pending.factors.passkeys > 0;
  return {
    next,
    signedOut: url.searchParams.has("signed-out"),
    expired: url.searchParams.has("next") && !pending,
    second: pending
      ? {
          email: pending.email,
          totp: pending.factors.totp,
          recoveryCodes: pending.factors.recoveryCodes,
          passkeys,
          // Passkeys are bound to SITE_URL's name; at a bare IP address there are none.
          passkeysHere: passkeys && staffRelyingParty() !== null,
        }
      : null,
  };
}

/** A refused sign-in's Retry-After reaches the page's response (React Router drops it otherwise). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your work email address.").max(200),
  password: z.string().min(1, "Enter your password.").max(200),
  // A code sent with the password (one post, as password managers and scripts do) is checked at once.
  code: z.string().trim().max(40).default(""),
  next: z.string().max(500).default("/staff"),
});

const secondStepSchema = z.object({
  code: z.string().trim().max(40).default(""),
  passkey: z.string().max(20_000).default(""),
  next: z.string().max(500).default("/staff"),
});

const messages = {
  invalid: "That email and password do not match an active account.",
  codeMissing: "Enter the code from your authenticator app, or one of your recovery codes.",
  "bad-code":
    "That code is not right, or it was already used. Enter the newest code from your app, or an unused recovery code.",
  badPasskey:
    "That passkey was not accepted. Use a passkey registered to this account, or a code below.",
  expired:
    "Your sign-in was not finished within 5 minutes, so it was stopped. Enter your email and password again.",
  locked: (at: string) =>
    `Too many failed attempts from your network. Sign-in is paused until ${at} (India time).`,
  slowed: (at: string) =>
    `There have been many failed attempts to sign in to this account, so sign-ins from new places are slowed down. Try again after ${at} (India time).`,
};

type Refusal = Extract<SignInResult, { ok: false }>;

function refusalMessage(result: Refusal): string {
  if (result.reason === "locked") return messages.locked(indiaTimeOfDay(result.retryAt));
  // The wait is short (a minute at most), so it is given to the second.
  if (result.reason === "slowed")
    return messages.slowed(indiaTimeOfDay(result.retryAt, { seconds: true }));
  if (result.reason === "expired") return messages.expired;
  if (result.reason === "second-step") return "";
  return messages[result.reason];
}

function secondsUntil(at: Date): string {
  return String(Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000)));
}

/** Set-Cookie headers, several at once (the session, and the pending sign-in's end). */
function cookies(...values: string[]): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const value of values) headers.append("Set-Cookie", value);
  return headers;
}

type Stage = "password" | "second";

interface ActionResult {
  stage: Stage;
  email: string;
  errors: FieldErrors;
  message: string | null;
}

function refused(result: Refusal, stage: Stage, email: string, extra: Headers = new Headers()) {
  const throttled = result.reason === "locked" || result.reason === "slowed";
  if (throttled && result.retryAt) extra.set("Retry-After", secondsUntil(result.retryAt));
  const body: ActionResult = { stage, email, errors: {}, message: refusalMessage(result) };
  return data(body, {
    status: throttled ? 429 : result.reason === "invalid" ? 401 : 400,
    headers: extra,
  });
}

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request))
    throw data({ message: "Sign-in forms from other websites are refused." }, { status: 403 });
  const form = await request.formData();
  const https = isHttps(request);
  const origin = new URL(request.url).origin;
  const intent = form.get("intent");
  if (intent === "cancel")
    throw redirect(
      `/staff/sign-in?next=${encodeURIComponent(safeNextPath(String(form.get("next") ?? ""), origin))}`,
      {
        status: 303,
        headers: cookies(clearedPendingCookie(https)),
      },
    );
  if (intent === "second-step" || intent === "passkey") return secondStepAction(request, form);

  const parsed = parseForm(form, signInSchema);
  const email = parsed.values.email.slice(0, 200);
  if (!parsed.ok) {
    const body: ActionResult = { stage: "password", email, errors: parsed.errors, message: null };
    return data(body, { status: 400 });
  }
  const result = await signIn(
    db(),
    {
      email: parsed.data.email,
      password: parsed.data.password,
      code: parsed.data.code,
      clientIp: clientIpOf(request),
      userAgent: userAgentOf(request),
    },
    sessionPolicy(),
  );
  const next = safeNextPath(parsed.data.next, origin);
  if (result.ok)
    throw redirect(next, {
      headers: cookies(
        sessionCookie(result.token, https, sessionPolicy()),
        clearedPendingCookie(https),
      ),
    });
  if (result.reason === "second-step")
    // 303: the password was right; the second step's page is next (302 means a session).
    throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`, {
      status: 303,
      headers: cookies(pendingCookie(result.pendingToken, https)),
    });
  if (result.reason === "bad-code") {
    const body: ActionResult = {
      stage: "password",
      email,
      errors: { code: messages["bad-code"] },
      message: null,
    };
    return data(body, { status: 400 });
  }
  return refused(result, "password", email);
}

async function secondStepAction(request: Request, form: FormData) {
  const https = isHttps(request);
  const token = readPendingToken(request, https);
  const parsed = parseForm(form, secondStepSchema);
  const byPasskey = form.get("intent") === "passkey";
  const expired: Refusal = { ok: false, reason: "expired" };
  if (!token) return refused(expired, "password", "", cookies(clearedPendingCookie(https)));
  if (!parsed.ok || (!byPasskey && parsed.data.code === "")) {
    const body: ActionResult = {
      stage: "second",
      email: "",
      errors: { code: messages.codeMissing },
      message: null,
    };
    return data(body, { status: 400 });
  }
  const result = await secondStep(
    db(),
    {
      pendingToken: token,
      ...(byPasskey ? { passkey: parsed.data.passkey } : { code: parsed.data.code }),
      clientIp: clientIpOf(request),
      userAgent: userAgentOf(request),
    },
    sessionPolicy(),
    staffRelyingParty(),
  );
  if (result.ok)
    throw redirect(safeNextPath(parsed.data.next, new URL(request.url).origin), {
      headers: cookies(
        sessionCookie(result.token, https, sessionPolicy()),
        clearedPendingCookie(https),
      ),
    });
  if (result.reason === "expired")
    return refused(result, "password", "", cookies(clearedPendingCookie(https)));
  if (result.reason === "bad-code") {
    const body: ActionResult = byPasskey
      ? { stage: "second", email: "", errors: {}, message: messages.badPasskey }
      : { stage: "second", email: "", errors: { code: messages["bad-code"] }, message: null };
    return data(body, { status: 400 });
  }
  return refused(result, "second", "");
}

function SignInCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="staff-signin">
      <div className="staff-signin__card">
        <div className="staff-signin__brand">
          <BrandLogo title="Kamo Paints" />
          <p className="eyebrow">Staff area</p>
        </div>
        {children}
        <p className="staff-signin__help">
          No account, or locked out? Ask your site administrator; accounts are created by them only.
          This area is for Kamo Paints employees.
        </p>
      </div>
    </main>
  );
}

function PasswordStep({ result }: { result: ActionResult | undefined }) {
  const { next, signedOut, expired } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors: FieldErrors = result?.errors ?? {};
  return (
    <SignInCard>
      <h1>Sign in</h1>
      {signedOut ? (
        <div className="alert alert--success" role="status">
          You have signed out.
        </div>
      ) : expired && !result ? (
        <div className="alert" role="status">
          Please sign in to continue. Sessions end after a period without activity.
        </div>
      ) : null}
      {result?.message ? (
        <div className="alert alert--error" role="alert">
          {result.message}
        </div>
      ) : null}
      <ErrorSummary
        problems={problemsOf(errors, { email: "Work email", password: "Password", code: "Code" })}
      />
      <Form method="post" className="staff-form" noValidate>
        <input type="hidden" name="next" value={next} />
        <StaffField
          label="Work email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={result?.email ?? ""}
          error={errors.email}
        />
        <StaffField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        {errors.code ? (
          // Only when a code came with the password and was refused: say which field it was.
          <StaffField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            maxLength={12}
            error={errors.code}
          />
        ) : null}
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </SignInCard>
  );
}

function SecondStep({ result }: { result: ActionResult | undefined }) {
  const { next, second } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  if (!second) return null;
  const errors: FieldErrors = result?.stage === "second" ? result.errors : {};
  const message = result?.stage === "second" ? result.message : null;
  const codes = second.totp || second.recoveryCodes > 0;
  return (
    <SignInCard>
      <h1>Two-step sign-in</h1>
      <p className="staff-signin__who">
        Signing in as <strong>{second.email}</strong>.
      </p>
      {message ? (
        <div className="alert alert--error" role="alert">
          {message}
        </div>
      ) : null}
      <ErrorSummary
        problems={problemsOf(errors, {
          code: second.totp ? "Authenticator code or recovery code" : "Recovery code",
        })}
      />
      {second.passkeys ? (
        <section className="staff-signin__factor" aria-labelledby="passkey-heading">
          <h2 id="passkey-heading">With a passkey</h2>
          {second.passkeysHere ? (
            <Form method="post" className="staff-form" noValidate>
              <input type="hidden" name="intent" value="passkey" />
              <input type="hidden" name="next" value={next} />
              <input type="hidden" name="passkey" value="" />
              <PasskeyButton
                label="Sign in with a passkey"
                busyLabel="Waiting for your passkey…"
                errorId="passkey-problem"
                prepare={async (form) =>
                  setField(
                    form,
                    "passkey",
                    await answerWithPasskey({ url: "/staff/sign-in/passkey-options", fields: {} }),
                  )
                }
              />
              <p className="field-hint">
                Uses your phone, a security key or this computer&rsquo;s screen lock. Passkeys need
                JavaScript; {codes ? "without it, use a code below." : "turn it on to continue."}
              </p>
            </Form>
          ) : (
            <p className="field-hint">
              Passkeys work only at the site&rsquo;s own address, not at this one.
              {codes ? " Use a code below." : ""}
            </p>
          )}
        </section>
      ) : null}
      {codes ? (
        <section className="staff-signin__factor" aria-labelledby="code-heading">
          <h2 id="code-heading">
            {second.totp ? "With your authenticator app" : "With a recovery code"}
          </h2>
          <Form method="post" className="staff-form" noValidate>
            <input type="hidden" name="intent" value="second-step" />
            <input type="hidden" name="next" value={next} />
            <StaffField
              label={second.totp ? "Authenticator code or recovery code" : "Recovery code"}
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              required
              hint={
                second.totp
                  ? "The 6 digits your app shows now. Lost your phone? Enter one of your recovery codes instead."
                  : "One of the recovery codes you saved when you set up two-step sign-in."
              }
              error={errors.code}
            />
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? "Checking…" : "Confirm and sign in"}
            </button>
          </Form>
        </section>
      ) : null}
      <Form method="post" className="staff-signin__restart">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="next" value={next} />
        <button type="submit" className="button button--ghost button--small">
          Not you? Start again
        </button>
      </Form>
    </SignInCard>
  );
}

export default function SignIn() {
  const { second } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return second && result?.stage !== "password" ? (
    <SecondStep result={result} />
  ) : (
    <PasswordStep result={result} />
  );
}
