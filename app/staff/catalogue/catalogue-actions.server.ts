import { data, redirect } from "react-router";
import { parseCatalogueId } from "~/catalogue/catalogue.server";
import {
  CatalogueInputError,
  CatalogueRecordNotFoundError,
  type MoveDirection,
} from "./catalogue-types";
import { contentChanged } from "~/lib/content-version.server";

/**
 * Shared steps of the catalogue staff actions: reading ids and directions from
 * the posted form, answering 404/400 for bad input (never a 500), and telling
 * the public pages' cache that the catalogue changed.
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
 * Runs a change, then empties the public page cache and redirects with a
 * notice. A vanished record is a 404; input the data module refused comes back
 * as field errors for the form.
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
  await contentChanged();
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
  if (moved) await contentChanged();
  throw redirect(`${page}?notice=${moved ? "moved" : "not-moved"}#row-${id}`);
}
