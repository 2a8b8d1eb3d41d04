import { StaffField } from "~/staff/ui/StaffField";
import { answerWithPasskey, fieldOf, setField } from "~/staff/auth/passkey-ceremony";
import { PasskeyButton } from "~/staff/auth/PasskeyButton";

/** Which factors the member can prove it is them with, for the fields below. */
export interface ProofChoices {
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
  /** Passkeys work at this address (SITE_URL has a name, not an IP). */
  passkeysHere: boolean;
}

/** A passkey's answer to a "confirm" challenge, into the form's hidden field. */
export async function confirmWithPasskey(form: HTMLFormElement, field: string): Promise<void> {
  const answer = await answerWithPasskey({
    url: "/staff/account/passkey-options",
    fields: { _csrf: fieldOf(form, "_csrf"), purpose: "confirm" },
  });
  setField(form, field, answer);
}

/**
 * The proof every change to a second factor needs (ADR 36): the current
 * password, and a code from the app or a recovery code, or, with
 * JavaScript, a passkey instead of the code.
 */
export function ProofFields({
  names,
  errors,
  choices,
  submitsWithPasskey = true,
  submitLabel,
}: {
  names: { password: string; code: string; passkey: string };
  errors: Partial<Record<string, string>>;
  choices: ProofChoices;
  /** False where the form's own button runs a ceremony (adding a passkey) and does the rest. */
  submitsWithPasskey?: boolean;
  /** The form's own button, which the member presses once the passkey has answered. */
  submitLabel: string;
}) {
  const codes = choices.totp || choices.recoveryCodes > 0;
  const passkey = choices.passkeys > 0 && choices.passkeysHere;
  return (
    <>
      <StaffField
        label="Current password"
        name={names.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors[names.password]}
      />
      {codes ? (
        <StaffField
          label={
            choices.totp
              ? "Code from your authenticator app, or a recovery code"
              : "One of your recovery codes"
          }
          name={names.code}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          required={!passkey}
          hint={
            passkey
              ? "Or leave this empty and confirm with a passkey (needs JavaScript)."
              : undefined
          }
          error={errors[names.code]}
        />
      ) : null}
      {passkey ? (
        <div className="field">
          <input type="hidden" name={names.passkey} value="" />
          {submitsWithPasskey ? (
            <PasskeyButton
              label={codes ? "Confirm with a passkey instead" : "Confirm with a passkey"}
              busyLabel="Waiting for your passkey…"
              secondary
              errorId={`${names.passkey}-problem`}
              confirmed={`Confirmed with your passkey. Now press “${submitLabel}”.`}
              prepare={(form) => confirmWithPasskey(form, names.passkey)}
            />
          ) : null}
          {errors[names.passkey] ? (
            <p className="field-error" id={`${names.passkey}-error`}>
              {errors[names.passkey]}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
