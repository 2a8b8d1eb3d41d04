import type { ProseSection } from "~/content/schema";
import { StaticSection } from "~/platform";

/**
 * An about-page section of paragraphs plus optional points, shown as numbered
 * steps (business model) or a timeline (success story).
 */
export function ProseSectionBlock({
  section,
  variant = "steps",
  tinted = false,
}: {
  section: ProseSection;
  variant?: "steps" | "timeline";
  tinted?: boolean;
}) {
  const titleId = `${section.id}-title`;
  return (
    <StaticSection
      id={section.id}
      className={`about-section${tinted ? " about-section--tinted" : ""}`}
      aria-labelledby={titleId}
    >
      <div className="container prose-section">
        <div className="prose-section__text">
          <p className="eyebrow">{section.eyebrow}</p>
          <h2 id={titleId} className="company-heading">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        {section.points ? (
          <ol className={variant === "timeline" ? "timeline" : "steps"}>
            {section.points.map((point) => (
              <li key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.body}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </StaticSection>
  );
}
