import { Link } from "react-router";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { shadeName } from "~/shades/shade-name";
import { visualiserMessages } from "./messages";
import { withPaint, type VisualiserState } from "./state";
import type { ShadeSummary } from "~/shades/explorer/types";
import type { SurfaceId } from "./scenes";
import "./no-paint.css";

/** What visualiser.server.ts's `noPaint` holds: why every paint is listed. */
export interface NoPaint {
  surface: "interior" | "exterior";
  /** The wall shades no paint for the surface comes in (none: they share no paint). */
  shades: { code: string; name: string; nameHi: string }[];
  /** The paint the form chooses. */
  paint: { slug: string; name: string };
  /** The nearest shade that paint comes in, for the first wall it is not made in. */
  swap: { surface: SurfaceId; from: ShadeSummary; to: ShadeSummary } | null;
}

/**
 * Why "What will it cost?" lists every paint for the surface (issue 42): no
 * paint for it is tinted in the scheme's wall shades, so the estimate would
 * price a colour the paint does not come in. Says so, and offers the nearest
 * shade the form's paint comes in and all of that paint's shades.
 *
 * The region is always there, empty while every wall shade has a paint: a
 * chip tapped changes the scheme without a new page, and a polite live
 * region is read out only when it was in the page before its words.
 */
export function NoPaintNote({
  note,
  state,
  href,
  coloursHref,
}: {
  note: NoPaint | null;
  state: VisualiserState;
  /** The visualiser's own link maker (the plan carried). */
  href: (next: VisualiserState) => string;
  /** A paint's shades in the explorer, the plan carried (coloursOfHref, app/plan/handover.ts). */
  coloursHref: (paintSlug: string) => string;
}) {
  const locale = useLocale();
  const t = useMessages(visualiserMessages);
  return (
    <div className="vis-no-paint" role="status">
      {note ? (
        <div className="vis-no-paint__box">
          <p>
            {note.shades.length > 0
              ? t("noPaint.one", {
                  surface: note.surface,
                  names: note.shades.map((s) => shadeName(s, locale)).join(", "),
                })
              : t("noPaint.together", { surface: note.surface })}
          </p>
          {note.swap ? (
            <p>
              {t("noPaint.nearest", { paint: note.paint.name })}{" "}
              <Link
                to={href(
                  withPaint({ ...state, edit: "a", surface: note.swap.surface }, note.swap.to.code),
                )}
                preventScrollReset
                replace
              >
                <span
                  className="vis-no-paint__swatch"
                  style={{ backgroundColor: note.swap.to.hex }}
                  aria-hidden="true"
                />
                {t("noPaint.swap", {
                  surface: t(`surface.${note.swap.surface}`).toLowerCase(),
                  name: shadeName(note.swap.to, locale),
                  code: note.swap.to.code,
                })}
              </Link>
            </p>
          ) : null}
          <p>
            <a href={coloursHref(note.paint.slug)}>
              {t("noPaint.all", { paint: note.paint.name })}
            </a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
