import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";

/**
 * The browser's half of a passkey (ADR 36), on @simplewebauthn/browser:
 * fetch options our server made (a challenge it keeps), let the browser make
 * or use the passkey, and hand back its answer as JSON for a form field. The
 * form is then posted like any other, so the server's action does the
 * checking, and everything but the ceremony itself works without JavaScript.
 * No inline script: this is part of our own bundle (ADR 4).
 */
export { browserSupportsWebAuthn };

/** Where the page asks for options, and with which fields (the session's CSRF token, the purpose). */
export interface OptionsRequest {
  url: string;
  fields: Record<string, string>;
}

export class CeremonyProblem extends Error {}

async function fetchOptions(request: OptionsRequest): Promise<unknown> {
  const response = await fetch(request.url, {
    method: "POST",
    body: new URLSearchParams(request.fields),
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body ? String(body.message) : null;
    throw new CeremonyProblem(
      message ?? "The server did not answer. Reload the page and try again.",
    );
  }
  return body;
}

/** Signs a challenge with one of the account's passkeys; the answer as JSON. */
export async function answerWithPasskey(request: OptionsRequest): Promise<string> {
  const optionsJSON = (await fetchOptions(request)) as Parameters<
    typeof startAuthentication
  >[0]["optionsJSON"];
  return JSON.stringify(await startAuthentication({ optionsJSON }));
}

/** Makes a new passkey for the account; the browser's answer as JSON. */
export async function makePasskey(request: OptionsRequest): Promise<string> {
  const optionsJSON = (await fetchOptions(request)) as Parameters<
    typeof startRegistration
  >[0]["optionsJSON"];
  return JSON.stringify(await startRegistration({ optionsJSON }));
}

/** What to tell the member when a ceremony did not finish. */
export function ceremonyMessage(error: unknown): string {
  if (error instanceof CeremonyProblem) return error.message;
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This passkey is already registered to your account.";
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey was not used: the request was cancelled or timed out. Try again.";
  if (name === "InvalidStateError") return "This passkey is already registered to your account.";
  if (name === "SecurityError")
    return "Passkeys cannot be used at this address. Use your authenticator app or a recovery code.";
  return "The passkey could not be used. Try again, or use your authenticator app or a recovery code.";
}

/** The value of a field in a form, as the page's ceremony needs to send it along. */
export function fieldOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

/** Puts the answer into the form's hidden field, for the post that follows. */
export function setField(form: HTMLFormElement, name: string, value: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.value = value;
}
