import { useState, useSyncExternalStore, type MouseEvent } from "react";
import { useSubmit } from "react-router";
import { browserSupportsWebAuthn, ceremonyMessage } from "~/staff/auth/passkey-ceremony";

/** Whether the browser has WebAuthn does not change while the page is open. */
const noChanges = () => () => {};

/**
 * A button that runs a passkey ceremony, puts its answer into its form and
 * posts the form. It is inert until the page's script has started (a passkey
 * needs JavaScript), and says so when the browser has no passkeys at all;
 * the page beside it always offers a way without one.
 */
export function PasskeyButton({
  label,
  busyLabel,
  prepare,
  secondary = false,
  errorId,
  confirmed,
}: {
  label: string;
  busyLabel: string;
  /** The ceremony: fills the form's hidden fields; throws to stop with a message. */
  prepare: (form: HTMLFormElement) => Promise<void>;
  secondary?: boolean;
  /** The id of the message shown when it fails, for aria-describedby. */
  errorId: string;
  /**
   * Given: the form is not posted; this says what to do next ("Now press …"),
   * for forms with more to fill in. Without it the form is posted at once.
   */
  confirmed?: string;
}) {
  const submit = useSubmit();
  // null on the server and until the page's script runs: the button waits for it.
  const supported = useSyncExternalStore(noChanges, browserSupportsWebAuthn, () => null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const form = event.currentTarget.form;
    if (!form) return;
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      await prepare(form);
      if (confirmed) setDone(true);
      else await submit(form);
    } catch (error) {
      setProblem(ceremonyMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`button${secondary ? " button--secondary" : ""}`}
        disabled={supported !== true || busy}
        aria-describedby={problem ? errorId : undefined}
        onClick={run}
      >
        {busy ? busyLabel : label}
      </button>
      {supported === false ? <p className="field-hint">This browser cannot use passkeys.</p> : null}
      {done ? (
        <p className="field-hint staff-passkey-done" role="status">
          {confirmed}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" id={errorId} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
