import { Form, data, redirect, useActionData, useLoaderData } from "react-router";
import { renderSVG } from "uqr";
import { z } from "zod";
import { CsrfField } from "~/components/staff/CsrfField";
import { StaffField } from "~/components/staff/StaffField";
import { StaffNotice, StaffPageHead } from "~/components/staff/StaffPageHead";
import { db } from "~/db/client.server";
import { enableTotp, findAccount } from "~/lib/staff/accounts.server";
import { requireStaff, requireStaffAction } from "~/lib/staff/auth.server";
import { generateTotpSecret, otpauthUri } from "~/lib/staff/totp.server";
import type { Route } from "./+types/account-two-step";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, undefined, { allowPendingSetup: true });
  const account = await findAccount(db(), staff.user.id);
  if (account?.hasTotp) throw redirect("/staff/account");
  if (account?.mustChangePassword) throw redirect("/staff/account/password");
  return setupView(
    generateTotpSecret(),
    staff.user.email,
    account?.roles.includes("admin") ?? false,
  );
}

function setupView(secret: string, email: string, required: boolean) {
  const uri = otpauthUri(secret, email, "Kamo Paints staff");
  return {
    secret,
    // Grouped in fours for typing into an app by hand.
    secretGroups: secret.match(/.{1,4}/g) ?? [secret],
    uri,
    // An image (data: URL, allowed by img-src) rather than inline SVG markup.
    qrCode: `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString("base64")}`,
    required,
  };
}

const enableSchema = z.object({
  // The secret travels in the form between showing it and confirming it; it is
  // only stored once the member proves their app produces codes from it.
  secret: z.string().regex(/^[A-Z2-7]{32}$/, "The setup key is not valid; reload the page."),
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, "Enter the 6 digits your app shows."),
});

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null, { allowPendingSetup: true });
  const values = Object.fromEntries(form);
  const parsed = enableSchema.safeParse(values);
  const secret =
    typeof values.secret === "string" && /^[A-Z2-7]{32}$/.test(values.secret)
      ? values.secret
      : generateTotpSecret();
  const view = setupView(secret, staff.user.email, staff.user.roles.includes("admin"));
  if (!parsed.success)
    return data(
      { ...view, error: parsed.error.issues[0]?.message ?? "Check the code." },
      { status: 400 },
    );
  const ok = await enableTotp(db(), staff, parsed.data.secret, parsed.data.code.replace(" ", ""));
  if (!ok)
    return data(
      {
        ...view,
        error:
          "That code does not match. Check the time on your phone is set automatically, then enter the newest code.",
      },
      { status: 400 },
    );
  return redirect("/staff/account?two-step-on=1");
}

export default function TwoStepSetup() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const view = result ?? loaded;
  return (
    <>
      <StaffPageHead
        title="Set up two-step sign-in"
        back={view.required ? undefined : { to: "/staff/account", label: "Your account" }}
        description="After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others)."
      />
      {view.required ? (
        <StaffNotice tone="info">
          Administrators must use two-step sign-in. Set it up now to continue.
        </StaffNotice>
      ) : null}
      <ol className="staff-steps">
        <li className="staff-card">
          <h2>Add the account to your app</h2>
          <p>In the app, choose to add an account and scan this code:</p>
          <img
            className="staff-qr"
            src={view.qrCode}
            width={200}
            height={200}
            alt="QR code holding the setup key shown below"
          />
          <p>Or enter this setup key by hand (time-based):</p>
          <p className="staff-secret">
            {view.secretGroups.map((group, i) => (
              <span key={i}>{group}</span>
            ))}
          </p>
          <p className="field-hint">
            On this phone? <a href={view.uri}>Open the key in your authenticator app</a>.
          </p>
        </li>
        <li className="staff-card">
          <h2>Enter the code it shows</h2>
          <Form method="post" className="staff-form" noValidate>
            <CsrfField />
            <input type="hidden" name="secret" value={view.secret} />
            <StaffField
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              error={result?.error}
            />
            <div className="form-actions">
              <button type="submit" className="button">
                Turn on two-step sign-in
              </button>
            </div>
          </Form>
        </li>
      </ol>
    </>
  );
}
