/**
 * What the sign-up form sends and what its action answers: plain types shared
 * by the form component and the server action.
 */
export const ALERT_FORM = "investor-alerts";

export type AlertFormErrors = Partial<Record<"email" | "categories", string>>;

export interface AlertFormValues {
  email: string;
  scope: "all" | "only";
  categories: string[];
  frequency: "immediate" | "digest";
}

export type AlertFormAnswer =
  | { status: "sent"; email: string }
  | { status: "invalid"; errors: AlertFormErrors; values: AlertFormValues }
  | { status: "rate-limited" | "unavailable"; message: string; values: AlertFormValues };

export function choicesFromForm(form: FormData): AlertFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    // Kept as typed, so a refused address can be corrected; far past any address, a cap on the echo.
    email: text("email").trim().slice(0, 1_000),
    scope: text("scope") === "only" ? "only" : "all",
    categories: form.getAll("category").filter((c): c is string => typeof c === "string"),
    frequency: text("frequency") === "digest" ? "digest" : "immediate",
  };
}
