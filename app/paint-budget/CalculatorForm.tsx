import type { FormEvent, ReactNode } from "react";
import type { AreaUnit } from "./units";
import type { BudgetWords } from "./messages";
import { roomParts, type CalculatorState, type SimpleField } from "./query";

/** A paint in the product list: what the select needs. */
export interface ProductChoice {
  slug: string;
  name: string;
  suits: readonly ("interior" | "exterior")[];
}

/** The defaults shown as placeholders, in each unit (from estimate.ts, sent by the loader). */
export interface FormDefaults {
  wallFactor: number;
  coats: number;
  wastage: number;
  door: Record<AreaUnit, { height: number; width: number }>;
  window: Record<AreaUnit, { height: number; width: number }>;
}

export const fieldId = (name: string) => `pb-${name.replace(/\./g, "-")}`;

interface FormProps {
  state: CalculatorState;
  errors: Record<string, string>;
  products: readonly ProductChoice[];
  defaults: FormDefaults;
  words: BudgetWords;
  action: string;
  /** Set once the page is interactive: the form then recalculates as the visitor types. */
  live: boolean;
  /** The plan's other parts (issue 42), sent along as hidden fields so a submit keeps them. */
  carried?: readonly [string, string][];
  onChange?: (form: HTMLFormElement) => void;
  onAddRoom?: () => void;
  onRemoveRoom?: (index: number) => void;
}

export function CalculatorForm(props: FormProps) {
  const { state, errors, products, defaults, words, live } = props;
  const { t } = words;
  const value = (name: SimpleField) => state.values[name] ?? "";
  const unit: AreaUnit = state.values.unit === "sqm" ? "sqm" : "sqft";
  const length = words.unit(unit === "sqm" ? "m" : "ft");
  const area = words.unit(unit);
  const measure = state.values.measure ?? "carpet";
  const surface = state.values.surface ?? "interior";
  // Without JavaScript every way of measuring is shown (the visitor picks one
  // and fills its fields); once live, only the chosen one.
  const shown = (m: string) => !live || measure === m;
  const handle = (event: FormEvent<HTMLFormElement>) => props.onChange?.(event.currentTarget);

  const text = (
    name: string,
    label: string,
    opts: { hint?: string; placeholder?: string; suffix?: string; current?: string } = {},
  ) => (
    <TextField
      name={name}
      label={label}
      value={opts.current ?? value(name as SimpleField)}
      error={errors[name]}
      hint={opts.hint}
      placeholder={opts.placeholder}
      suffix={opts.suffix}
    />
  );

  return (
    <form
      method="get"
      action={`${props.action}#estimate`}
      className="pb-form"
      noValidate
      onInput={handle}
      onChange={handle}
      aria-labelledby="pb-form-title"
    >
      <h2 id="pb-form-title">{t("calc.formTitle")}</h2>
      {props.carried?.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Choices
        name="surface"
        legend={t("calc.legend.surface")}
        current={surface}
        options={[
          ["interior", t("calc.option.interior")],
          ["exterior", t("calc.option.exterior")],
        ]}
        error={errors.surface}
      />
      <Choices
        name="job"
        legend={t("calc.legend.job")}
        current={state.values.job ?? "fresh"}
        options={[
          ["fresh", t("calc.option.fresh")],
          ["repaint", t("calc.option.repaint")],
        ]}
        error={errors.job}
      />
      <Choices
        name="unit"
        legend={t("calc.legend.unit")}
        current={unit}
        options={[
          ["sqft", t("calc.option.sqft")],
          ["sqm", t("calc.option.sqm")],
        ]}
        error={errors.unit}
      />
      <Choices
        name="measure"
        legend={t("calc.legend.measure")}
        current={measure}
        options={[
          ["carpet", t("calc.option.carpet")],
          ["rooms", t("calc.option.rooms")],
          ["walls", t("calc.option.walls")],
        ]}
        error={errors.measure}
      />

      <fieldset className="pb-group" hidden={!shown("carpet")}>
        <legend>{t("calc.option.carpet")}</legend>
        <div className="form-grid">
          {text("carpetArea", words.fieldLabel("carpetArea"), {
            hint: t("calc.hint.carpetArea"),
            suffix: area,
          })}
          {text("wallFactor", words.fieldLabel("wallFactor"), {
            hint: t("calc.hint.wallFactor"),
            placeholder: words.n(defaults.wallFactor),
          })}
        </div>
      </fieldset>

      <fieldset className="pb-group" id="pb-rooms" hidden={!shown("rooms")}>
        <legend>{t("calc.roomsTitle")}</legend>
        {errors.rooms ? (
          <FieldError id={`${fieldId("rooms")}-error`} message={errors.rooms} />
        ) : null}
        <ol className="pb-rooms">
          {state.rooms.map((room, index) => (
            <li key={index} className="pb-room">
              <span className="pb-room-name">{words.fieldLabel(`rooms.${index}`)}</span>
              <div className="pb-room-fields">
                {roomParts.map((part) => (
                  <TextField
                    key={part}
                    name={`rooms.${index}.${part}`}
                    label={words.fieldLabel(`rooms.${index}.${part}`)}
                    value={room[part]}
                    error={errors[`rooms.${index}.${part}`]}
                    suffix={length}
                    shortLabel={t(`calc.label.${part}`)}
                    // The row "Add a room" just gave, answered without JavaScript: start there.
                    focusOnLoad={part === "length" && state.roomEdit?.added === index}
                  />
                ))}
              </div>
              {state.rooms.length > 1 ? (
                <button
                  type="submit"
                  name="removeRoom"
                  value={index}
                  formNoValidate
                  formAction={`${props.action}#pb-rooms`}
                  className="button button--ghost button--small"
                  onClick={(event) => {
                    if (!props.onRemoveRoom) return;
                    event.preventDefault();
                    props.onRemoveRoom(index);
                  }}
                >
                  {t("calc.removeRoom", { number: index + 1 })}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        <button
          type="submit"
          name="addRoom"
          value="1"
          // Without JavaScript the answer opens at the new row (and focuses it, autoFocus above).
          formAction={`${props.action}#${fieldId(`rooms.${state.rooms.length}.length`)}`}
          className="button button--secondary button--small"
          onClick={(event) => {
            if (!props.onAddRoom) return;
            event.preventDefault();
            props.onAddRoom();
          }}
        >
          {t("calc.addRoom")}
        </button>
      </fieldset>

      <fieldset className="pb-group" hidden={!shown("walls")}>
        <legend>{t("calc.option.walls")}</legend>
        {text("wallArea", words.fieldLabel("wallArea"), {
          hint: t("calc.hint.wallArea"),
          suffix: area,
        })}
      </fieldset>

      <div className="pb-check" hidden={live && (measure === "walls" || surface === "exterior")}>
        <label className="choice">
          <input
            type="checkbox"
            name="ceiling"
            id={fieldId("ceiling")}
            defaultChecked={isOn(state.values.ceiling)}
            aria-describedby={describedBy("ceiling", errors.ceiling, true)}
            aria-invalid={errors.ceiling ? true : undefined}
          />
          <span>{t("calc.label.ceiling")}</span>
        </label>
        <p className="field-hint" id={`${fieldId("ceiling")}-hint`}>
          {t("calc.hint.ceiling")}
        </p>
        {errors.ceiling ? (
          <FieldError id={`${fieldId("ceiling")}-error`} message={errors.ceiling} />
        ) : null}
      </div>

      <fieldset className="pb-group" aria-describedby="pb-openings-hint">
        <legend>{t("calc.legend.openings")}</legend>
        <p className="field-hint" id="pb-openings-hint">
          {t("calc.hint.openings")}
        </p>
        {errors.openings ? <FieldError id="pb-openings-error" message={errors.openings} /> : null}
        <div className="form-grid pb-openings">
          {text("doors", words.fieldLabel("doors"), { placeholder: "0" })}
          {text("doorHeight", words.fieldLabel("doorHeight"), {
            placeholder: words.n(defaults.door[unit].height),
            suffix: length,
          })}
          {text("doorWidth", words.fieldLabel("doorWidth"), {
            placeholder: words.n(defaults.door[unit].width),
            suffix: length,
          })}
          {text("windows", words.fieldLabel("windows"), { placeholder: "0" })}
          {text("windowHeight", words.fieldLabel("windowHeight"), {
            placeholder: words.n(defaults.window[unit].height),
            suffix: length,
          })}
          {text("windowWidth", words.fieldLabel("windowWidth"), {
            placeholder: words.n(defaults.window[unit].width),
            suffix: length,
          })}
        </div>
      </fieldset>

      <fieldset className="pb-group">
        <legend>{t("calc.legend.paint")}</legend>
        <div className="field field--full">
          <label htmlFor={fieldId("product")}>{words.fieldLabel("product")}</label>
          <select
            id={fieldId("product")}
            name="product"
            defaultValue={value("product")}
            aria-describedby={describedBy("product", errors.product)}
            aria-invalid={errors.product ? true : undefined}
          >
            <option value="">{t("calc.choose")}</option>
            {products.map((product) => (
              <option key={product.slug} value={product.slug} lang="en">
                {product.name}
              </option>
            ))}
          </select>
          {errors.product ? (
            <FieldError id={`${fieldId("product")}-error`} message={errors.product} />
          ) : null}
        </div>
        <div className="form-grid">
          {text("coats", words.fieldLabel("coats"), {
            hint: t("calc.hint.coats"),
            placeholder: words.n(defaults.coats),
          })}
          {text("wastage", words.fieldLabel("wastage"), {
            hint: t("calc.hint.wastage"),
            placeholder: words.n(defaults.wastage),
            suffix: "%",
          })}
        </div>
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="button">
          {t("calc.submit")}
        </button>
        {live ? <p className="field-hint">{t("calc.liveNote")}</p> : null}
      </div>
    </form>
  );
}

const isOn = (value: string | undefined) =>
  value !== undefined && ["on", "true", "yes", "1"].includes(value.trim().toLowerCase());

function describedBy(name: string, error: string | undefined, hint = false): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : "", error ? `${fieldId(name)}-error` : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="field-error" id={id}>
      {message}
    </p>
  );
}

function TextField(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  suffix?: string;
  /** Shown instead of the label (which screen readers still hear), in a row of room sizes. */
  shortLabel?: string;
  /** The page opens with focus here (the row "Add a room" gave, without JavaScript). */
  focusOnLoad?: boolean;
}) {
  const id = fieldId(props.name);
  const input = (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      id={id}
      name={props.name}
      defaultValue={props.value}
      placeholder={props.placeholder}
      aria-describedby={describedBy(props.name, props.error, Boolean(props.hint))}
      aria-invalid={props.error ? true : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the row the visitor just asked for
      autoFocus={props.focusOnLoad || undefined}
    />
  );
  return (
    <div className={props.shortLabel ? "field pb-compact" : "field"}>
      <label htmlFor={id}>
        {props.shortLabel ? (
          <>
            <span className="visually-hidden">{props.label}</span>
            <span aria-hidden="true">{props.shortLabel}</span>
          </>
        ) : (
          props.label
        )}
      </label>
      {props.suffix ? (
        <span className="pb-with-suffix">
          {input}
          <span className="pb-suffix" aria-hidden="true">
            {props.suffix}
          </span>
        </span>
      ) : (
        input
      )}
      {props.hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? <FieldError id={`${id}-error`} message={props.error} /> : null}
    </div>
  );
}

function Choices(props: {
  name: SimpleField;
  legend: string;
  current: string;
  options: Array<[string, string]>;
  error?: string;
}): ReactNode {
  const errorId = `${fieldId(props.name)}-error`;
  return (
    <fieldset
      className="pb-choices"
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend>{props.legend}</legend>
      <div className="pb-choice-row">
        {props.options.map(([value, label]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={props.name}
              value={value}
              defaultChecked={props.current === value}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {props.error ? <FieldError id={errorId} message={props.error} /> : null}
    </fieldset>
  );
}
