import { panKycNotice } from "~/investors/content";

/** The fixed PAN / KYC / nomination section at the top of Notice to Shareholders. */
export function PanKycNotice() {
  return (
    <details className="document-group pan-kyc" id="pan-kyc-nomination">
      <summary className="document-group__summary">
        <span className="document-group__title">{panKycNotice.heading}</span>
        <span className="document-group__count">SEBI circular, 16 March 2023</span>
      </summary>
      <div className="document-group__body pan-kyc__body prose">
        {panKycNotice.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <p className="pan-kyc__subhead">
          <strong>What to furnish</strong>
        </p>
        <ol className="pan-kyc__list">
          {panKycNotice.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p>
          <a href={panKycNotice.circular.href} target="_blank" rel="noopener noreferrer">
            {panKycNotice.circular.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </details>
  );
}
