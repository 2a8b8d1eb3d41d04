/** The band at the top of the calculator and the comparison: eyebrow, title and lead. */
export function PlanIntro({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: string;
  lead: string;
}) {
  return (
    <header className="page-intro pb-intro">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-intro__title">{title}</h1>
        <p className="page-intro__lead">{lead}</p>
      </div>
    </header>
  );
}
