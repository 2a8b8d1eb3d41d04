import type { EstimateInput } from "./estimate";
import { roomParts, simpleFields, type CalculatorState } from "./query";

/**
 * The calculator's query written from the checked input, so every spelling of
 * one plan gives one address: the estimate PDF prints it, and the PDF cache
 * keys on it (ADR 38). Parameter order, repeats and empty values are already
 * gone in `calculatorQuery`; here each field the input holds is written as the
 * input holds it: choices in their own case ("Interior" is "interior"),
 * product slugs as the catalogue spells them, numbers as plain decimals
 * ("1,200", " 012 " and "१२००" are "1200"), a ticked box as "on" and an
 * unticked one left out. For a query written the way the calculator writes it
 * the address is the same as `calculatorQuery` gives, so the PDF's bytes are
 * too. A field the input does not hold (the carpet area when walls are
 * measured) is kept as typed, as `calculatorQuery` keeps it.
 */
export function canonicalCalculatorQuery(
  state: Pick<CalculatorState, "values">,
  input: EstimateInput,
): string {
  const held = input as unknown as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const field of simpleFields) {
    const typed = state.values[field]?.trim();
    if (!typed) continue;
    const value = Object.hasOwn(held, field) ? held[field] : typed;
    if (value === false) continue;
    query.set(
      field,
      value === true ? "on" : typeof value === "number" ? decimal(value) : String(value),
    );
  }
  if (input.measure === "rooms")
    input.rooms.forEach((room, index) => {
      for (const part of roomParts) query.set(`rooms.${index}.${part}`, decimal(room[part]));
    });
  return query.toString();
}

/** A number as a plain decimal, never in exponent form (which the calculator refuses). */
function decimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, "");
}
