import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { BrandLogo } from "~/shell/BrandLogo";
import { StaffField } from "~/staff/shell/StaffField";
import { db } from "~/db/client.server";
import type { FieldErrors } from "~/lib/forms/form-check";
import { parseForm } from "~/lib/forms/parse-form.server";
import {
  clientIpOf,
  currentSession,
  isHttps,
  isSameOriginRequest,
  sessionPolicy,
  userAgentOf,
} from "~/staff/auth/auth.server";
import { safeNextPath } from "~/staff/auth/next-path";
import { indiaTimeOfDay } from "~/staff/auth/retry-message";
import { sessionCookie } from "~/staff/auth/sessions.server";
import { signIn, type SignInResult } from "~/staff/auth/sign-in.server";
import type { Route } from "./+types/sign-in";
import "~/staff/shell/staff.css";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get("next"), url.origin);
  if (await currentSession(request)) throw redirect(next);
  return {
    next,
    signedOut: url.searchParams.has("signed-out"),
    expired: url.searchParams.has("next"),
  };
}

/** A refused sign-in's Retry-After reaches the page's response (React Router drops it otherwise). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your work email address.").max(200),
  password: z.string().min(1, "Enter your password.").max(200),
  code: z.string().trim().max(20).default(""),
  next: z.string().max(500).default("/staff"),
});

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request))
    throw data({ message: "Sign-in forms from other websites are refused." }, { status: 403 });
  const parsed = parseForm(await request.formData(), signInSchema);
  const email = parsed.values.email.slice(0, 200);
  if (!parsed.ok)
    return data({ email, errors: parsed.errors, message: null, askCode: false }, { status: 400 });
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
  if (result.ok) {
    throw redirect(safeNextPath(parsed.data.next, new URL(request.url).origin), {
      headers: { "Set-Cookie": sessionCookie(result.token, isHttps(request), sessionPolicy()) },
    });
  }
  const askCode = result.reason === "code-required" || result.reason === "bad-code";
  const throttled = result.reason === "locked" || result.reason === "slowed";
  const message = refusalMessage(result);
  return data(
    {
      email,
      errors: askCode ? { code: message } : ({} as FieldErrors),
      message: askCode ? null : message,
      askCode,
    },
    {
      status: throttled ? 429 : askCode ? 400 : 401,
      headers: throttled && result.retryAt ? { "Retry-After": secondsUntil(result.retryAt) } : {},
    },
  );
}

const messages = {
  invalid: "That email and password do not match an active account.",
  "code-required": "Enter the 6-digit code from your authenticator app.",
  "bad-code":
    "That code is not right, or it was already used. Wait for the next code and try again.",
  locked: (at: string) =>
    `Too many failed attempts from your network. Sign-in is paused until ${at} (India time).`,
  slowed: (at: string) =>
    `There have been many failed attempts to sign in to this account, so sign-ins from new places are slowed down. Try again after ${at} (India time).`,
};

function refusalMessage(result: Extract<SignInResult, { ok: false }>): string {
  if (result.reason === "locked") return messages.locked(indiaTimeOfDay(result.retryAt));
  // The wait is short (a minute at most), so it is given to the second.
  if (result.reason === "slowed")
    return messages.slowed(indiaTimeOfDay(result.retryAt, { seconds: true }));
  return messages[result.reason];
}

function secondsUntil(at: Date): string {
  return String(Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000)));
}

export default function SignIn() {
  const { next, signedOut, expired } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: FieldErrors = result?.errors ?? {};
  return (
    <main id="main" tabIndex={-1} className="staff-signin">
      <div className="staff-signin__card">
        <div className="staff-signin__brand">
          <BrandLogo title="Kamo Paints" />
          <p className="eyebrow">Staff area</p>
        </div>
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
          <StaffField
            label="Authenticator code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            hint="Six digits from your authenticator app, if two-step sign-in is on for your account."
            error={errors.code}
          />
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </Form>
        <p className="staff-signin__help">
          No account, or locked out? Ask your site administrator; accounts are created by them only.
          This area is for Kamo Paints employees.
        </p>
      </div>
    </main>
  );
}
