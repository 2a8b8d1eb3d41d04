import { Form } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";

/**
 * "Up" / "Down" for one row of an ordered list: a plain POST form, so order can
 * be changed without JavaScript. The ends are disabled rather than hidden, so
 * the buttons line up from row to row.
 */
export function MoveButtons({
  id,
  label,
  first,
  last,
  intent = "move",
}: {
  id: number;
  /** What moves, for the buttons' accessible names: "Move Enamels up". */
  label: string;
  first: boolean;
  last: boolean;
  intent?: string;
}) {
  return (
    <Form method="post" className="cat-move" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        className="cat-move__button"
        disabled={first}
        aria-label={`Move ${label} up`}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        className="cat-move__button"
        disabled={last}
        aria-label={`Move ${label} down`}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </Form>
  );
}
