import type { Locator, Page } from "@playwright/test";
import { fieldsOf, type LeadFormDefinition, type LeadValues } from "~/leads/forms/lead-forms";

/**
 * Filling in a lead form as a visitor does, by the labels it shows, in any
 * language: pass the form's definition in that language (leadFormsIn).
 */

/** A field by its visible label; required fields show " *" after it. */
export function labelled(scope: Locator | Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Types, picks and ticks every value given; an empty value leaves its field as it is. */
export async function fillLeadForm(
  form: Locator,
  definition: LeadFormDefinition,
  values: LeadValues,
): Promise<void> {
  for (const field of fieldsOf(definition)) {
    const value = values[field.name];
    if (value === undefined || value === "" || field.kind === "hidden") continue;
    if (field.kind === "checkboxes") {
      const group = form.getByRole("group", { name: field.label });
      for (const code of value as string[]) {
        const label = field.options?.find((o) => o.value === code)?.label ?? code;
        await group.getByRole("checkbox", { name: label, exact: true }).check();
      }
    } else if (field.kind === "select") {
      await labelled(form, field.label).selectOption(String(value));
    } else {
      await labelled(form, field.label).fill(String(value));
    }
  }
}
