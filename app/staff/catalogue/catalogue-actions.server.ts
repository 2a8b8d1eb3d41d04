import { data, redirect } from "react-router";
import type { z } from "zod";
import { parseCatalogueId } from "~/catalogue/catalogue.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import type { MoveDirection } from "~/catalogue/store/order";
import { CatalogueRecordNotFoundError } from "~/catalogue/store/rows";
import { CatalogueInputError, type PictureChange } from "./catalogue-types";
import { pictureChange, readPictureUpload } from "./catalogue-picture.server";
import type { FieldErrors } from "~/lib/forms/form-check";
import { parseForm } from "~/lib/forms/parse-form.server";

/**
 * Shared steps of the catalogue staff actions: reading ids and directions from
 * the posted form, and answering 404/400 for bad input (never a 500). Each
 * change runs in changeContent, which empties the public pages' cache after it.
 */

export function requireId(raw: unknown): number {
  const id = typeof raw === "string" ? parseCatalogueId(raw) : null;
  if (id === null) throw notFound();
  return id;
}

export function notFound() {
  return data(
    { message: "That catalogue record does not exist (any more). It may have been deleted." },
    { status: 404 },
  );
}

export function readDirection(form: FormData): MoveDirection {
  const direction = form.get("direction");
  if (direction === "up" || direction === "down") return direction;
  throw data({ message: "Choose up or down." }, { status: 400 });
}

/**
 * Runs a change, then redirects with a notice. A vanished record is a 404;
 * input the change refused comes back as field errors for the form.
 */
export async function afterChange<T>(
  change: () => Promise<T>,
  next: (result: T) => string,
): Promise<{ fieldErrors: Record<string, string> }> {
  let result: T;
  try {
    result = await change();
  } catch (error) {
    if (error instanceof CatalogueRecordNotFoundError) throw notFound();
    if (error instanceof CatalogueInputError) return { fieldErrors: error.fieldErrors };
    throw error;
  }
  throw redirect(next(result));
}

/** A move: the public order changes at once; a move past the end just says so. */
export async function moveAndReturn(
  move: (id: number, direction: MoveDirection) => Promise<boolean>,
  form: FormData,
  page: string,
): Promise<never> {
  const id = requireId(form.get("id"));
  const direction = readDirection(form);
  let moved: boolean;
  try {
    moved = await move(id, direction);
  } catch (error) {
    if (error instanceof CatalogueRecordNotFoundError) throw notFound();
    throw error;
  }
  throw redirect(`${page}?notice=${moved ? "moved" : "not-moved"}#row-${id}`);
}

/**
 * The save of a sub-category's or product's form, whose one picture field is
 * `picture`: the fields are checked by `schema` and the upload by its
 * content, and both refusals come back together (400). Then the picture is
 * stored, the record created or updated, and the record's page follows with
 * a notice ("<notice>-created", "<notice>-saved").
 */
export async function saveWithPicture<S extends z.ZodObject, Picture extends string>(
  staff: StaffContext,
  form: FormData,
  save: {
    schema: S;
    picture: Picture;
    /** What an uploaded picture's file is named after. */
    pictureLabel: (fields: z.output<S>) => string;
    /** null on the "new" page. */
    existingId: number | null;
    create: (input: z.output<S> & Record<Picture, PictureChange>) => Promise<number>;
    update: (id: number, input: z.output<S> & Record<Picture, PictureChange>) => Promise<void>;
    /** The record's staff page, e.g. "/staff/catalogue/products/7". */
    pageOf: (id: number) => string;
    notice: string;
  },
) {
  const parsed = parseForm(form, save.schema);
  const { values } = parsed;
  const upload = await readPictureUpload(form, save.picture);
  const fieldErrors: FieldErrors = parsed.ok ? {} : parsed.errors;
  if (upload.kind === "error") fieldErrors[save.picture] = upload.message;
  if (!parsed.ok || upload.kind === "error") return data({ fieldErrors, values }, { status: 400 });

  const change = await pictureChange(
    staff,
    form,
    save.picture,
    upload,
    save.pictureLabel(parsed.data),
  );
  const input = { ...parsed.data, [save.picture]: change } as z.output<S> &
    Record<Picture, PictureChange>;
  const { existingId } = save;
  const result =
    existingId === null
      ? await afterChange(
          () => save.create(input),
          (id) => `${save.pageOf(id)}?notice=${save.notice}-created`,
        )
      : await afterChange(
          () => save.update(existingId, input),
          () => `${save.pageOf(existingId)}?notice=${save.notice}-saved`,
        );
  return data({ fieldErrors: result.fieldErrors, values }, { status: 400 });
}
