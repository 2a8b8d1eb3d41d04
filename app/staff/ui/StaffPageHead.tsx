import type { ReactNode } from "react";
import { Link } from "react-router";

/** Title row of a staff page: optional back link, heading, short description and actions. */
export function StaffPageHead({
  title,
  description,
  back,
  actions,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <header className="staff-page-head">
      <div>
        {back ? (
          <p className="staff-back">
            <Link to={back.to}>← {back.label}</Link>
          </p>
        ) : null}
        <h1>{title}</h1>
        {description ? <p className="staff-lede">{description}</p> : null}
      </div>
      {actions ? <div className="staff-toolbar">{actions}</div> : null}
    </header>
  );
}

/** A status line after a change ("Saved."), announced politely to screen readers. */
export function StaffNotice({
  children,
  tone = "success",
}: {
  children: ReactNode;
  tone?: "success" | "error" | "info";
}) {
  if (tone === "error")
    return (
      <div className="alert alert--error staff-notice" role="alert">
        {children}
      </div>
    );
  return (
    <div
      className={`alert ${tone === "success" ? "alert--success" : ""} staff-notice`}
      role="status"
    >
      {children}
    </div>
  );
}
