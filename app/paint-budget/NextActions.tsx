/**
 * What the visitor can do with an estimate, right under its total: plain
 * links (they work without JavaScript), the first drawn as the main call to
 * action. The calculator builds the list (`estimateActions` in
 * routes/paint-budget-calculator.tsx); a hand-over to another tool is one more entry there.
 */
export interface NextAction {
  /** Stable key, also the link's `data-action` (tests and analytics find it by this). */
  id: string;
  href: string;
  label: string;
}

export function NextActions({
  title,
  titleId,
  actions,
}: {
  title: string;
  titleId: string;
  actions: readonly NextAction[];
}) {
  return (
    <div className="pb-next">
      <h3 id={titleId} className="pb-next__title">
        {title}
      </h3>
      <ul className="pb-next__list" aria-labelledby={titleId}>
        {actions.map((action, index) => (
          <li key={action.id}>
            <a
              className={
                index === 0 ? "button button--block" : "button button--ghost button--block"
              }
              href={action.href}
              data-action={action.id}
            >
              {action.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
