/** The heading band of the blog, news and FAQ pages. */
export function ContentIntro({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: string;
  lead: string;
}) {
  return (
    <header className="content-intro">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="content-intro__title">{title}</h1>
        <p className="content-intro__lead">{lead}</p>
      </div>
    </header>
  );
}
