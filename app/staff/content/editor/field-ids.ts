/** The ids of the parts of one editor field; they derive from the field's name. */
export function fieldIds(name: string) {
  return {
    label: `${name}-label`,
    hint: `${name}-hint`,
    error: `${name}-error`,
    // An error summary links to `#name`: the textarea, or the editing surface.
    surface: name,
    status: `${name}-status`,
    linkInput: `${name}-link`,
    imageFile: `${name}-image-file`,
    imageAlt: `${name}-image-alt`,
  };
}

export type FieldIds = ReturnType<typeof fieldIds>;

/** What the field's control is described by: its hint and its error, when there are. */
export const describedBy = (ids: FieldIds, hint: unknown, error: unknown) =>
  [hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ") || undefined;
