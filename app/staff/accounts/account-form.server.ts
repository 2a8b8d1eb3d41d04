import { z } from "zod";
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
  roles: z.array(z.string()).transform((roles) => roles.filter(isStaffRole) as StaffRole[]),
  disabled: z.boolean(),
});

export function parseAccountForm(form: FormData) {
  return accountFormSchema.safeParse({
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    roles: form.getAll("roles").filter((r): r is string => typeof r === "string"),
    disabled: form.get("disabled") === "on",
  });
}
