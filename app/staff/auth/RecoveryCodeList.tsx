import { Link } from "react-router";

/**
 * New recovery codes, shown this once: the database keeps only their hashes.
 * A download link (a data: address, no script) saves them as a text file.
 */
export function RecoveryCodeList({
  codes,
  continueTo,
}: {
  codes: string[];
  /** Where "Continue" leads, once they are saved. */
  continueTo: { to: string; label: string };
}) {
  const text = [
    "Kamo Paints staff area: recovery codes",
    "Each code works once, in place of a code from your authenticator app or a passkey.",
    "",
    ...codes,
    "",
  ].join("\n");
  return (
    <section className="staff-card" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">Save your recovery codes</h2>
      <p>
        If you lose your phone or passkey, each of these codes signs you in once. Keep them
        somewhere safe outside this computer: printed, or in your password manager. They are shown
        only now.
      </p>
      <ol className="staff-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="button-row">
        <a
          className="button button--secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="kamo-staff-recovery-codes.txt"
        >
          Download as a text file
        </a>
        <Link className="button" to={continueTo.to}>
          {continueTo.label}
        </Link>
      </p>
    </section>
  );
}
