import { z } from "zod";
import { parseForm } from "~/lib/forms/parse-form.server";
import { isStaffRole, type StaffRole } from "~/staff/shell/roles";

/** The admin's account form: name, email (new accounts only), roles, disabled. */
export const accountFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Enter the person's full name.")
    .max(120, "Use at most 120 characters."),
  email: z
    .string()
    .trim()
    .max(200)
    .pipe(z.email("Enter a valid email address, like priya.menon@kamopaints.in.")),
  // Role boxes: none ticked arrives as "", one as a string, several as a list.
  roles: z
    .unknown()
    .transform((posted) =>
      [posted]
        .flat()
        .filter((role): role is StaffRole => typeof role === "string" && isStaffRole(role)),
    ),
  disabled: z.unknown().transform((posted) => posted === "on"),
});

export function parseAccountForm(form: FormData) {
  return parseForm(form, accountFormSchema);
}
