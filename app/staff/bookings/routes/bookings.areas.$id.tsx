import { data, redirect, useActionData, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { loadArea } from "~/leads/booking/store.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { StaffForm, notSavedHeading } from "~/staff/ui/StaffForm";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import {
  areaFormValues,
  checkArea,
  valuesOfArea,
  weekdayNames,
  type AreaFormErrors,
  type AreaFormValues,
} from "../area-form";
import { saveArea } from "../bookings.server";
import type { Route } from "./+types/bookings.areas.$id";

/** /staff/bookings/areas/new and /staff/bookings/areas/:id: one form for adding and editing. */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.area ? data.area.name : "New service area"} | Kamo Paints staff area` },
  { name: "robots", content: "noindex, nofollow" },
];

const blank: AreaFormValues = {
  name: "",
  pins: "",
  morning: "4",
  afternoon: "4",
  evening: "2",
  weeklyOff: ["0"],
  closedDates: "",
  active: true,
};

function areaIdOf(param: string | undefined): number | undefined {
  if (param === undefined) return undefined;
  if (!/^\d{1,9}$/.test(param)) throw data({ message: "There is no such area." }, { status: 404 });
  return Number(param);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "sales");
  const id = areaIdOf(params.id);
  const saved = new URL(request.url).searchParams.get("done") === "saved";
  if (id === undefined) return { area: null, values: blank, saved };
  const area = await loadArea(db(), id);
  if (!area) throw data({ message: `There is no service area #${id}.` }, { status: 404 });
  return { area: { id: area.id, name: area.name }, values: valuesOfArea(area), saved };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "sales");
  const id = areaIdOf(params.id);
  const values = areaFormValues(form);
  const checked = checkArea(values);
  if (!checked.ok) return data({ values, errors: checked.errors }, { status: 400 });
  if (id !== undefined && !(await loadArea(db(), id)))
    throw data({ message: `There is no service area #${id}.` }, { status: 404 });
  const saved = await saveArea(db(), staff, id, checked.area);
  throw redirect(`/staff/bookings/areas/${saved}?done=saved`);
}

/** The summary's link text for each field, as the form labels it. */
const fieldLabels: Record<keyof AreaFormErrors, string> = {
  name: "Name",
  pins: "PIN prefixes and PIN codes",
  morning: "Morning, 10 am to 1 pm",
  afternoon: "Afternoon, 1 to 4 pm",
  evening: "Evening, 4 to 7 pm",
  closedDates: "Other days off",
};

export default function StaffVisitAreaEdit() {
  const { area, values: stored, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values = result?.values ?? stored;
  const errors: AreaFormErrors = result?.errors ?? {};
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/bookings/areas", label: "Service areas" }}
        title={area ? area.name : "New service area"}
        description="Capacity is the number of visits each slot of a working day can take. Lowering it never cancels a visit already booked; the slot simply takes no more."
      />
      {saved ? (
        <StaffNotice>Saved. The consultation form offers the new slots at once.</StaffNotice>
      ) : null}
      <StaffForm
        key={result ? "typed" : "stored"}
        problems={problemsOf(errors, fieldLabels)}
        heading={notSavedHeading("The area")}
        className="staff-card staff-form"
      >
        <StaffField
          label="Name"
          name="name"
          required
          defaultValue={values.name}
          error={errors.name}
          maxLength={80}
        />
        <StaffField
          label="PIN prefixes and PIN codes"
          name="pins"
          required
          error={errors.pins}
          hint="Separated by commas or spaces. 560 covers every PIN starting 560; 560034 covers that PIN only."
        >
          <textarea
            id="pins"
            name="pins"
            rows={3}
            required
            defaultValue={values.pins}
            aria-invalid={errors.pins ? true : undefined}
            aria-describedby={`pins-hint${errors.pins ? " pins-error" : ""}`}
          />
        </StaffField>
        <fieldset>
          <legend>Visits a slot can take</legend>
          <div className="staff-area-capacity">
            <StaffField
              label="Morning, 10 am to 1 pm"
              name="morning"
              inputMode="numeric"
              required
              defaultValue={values.morning}
              error={errors.morning}
            />
            <StaffField
              label="Afternoon, 1 to 4 pm"
              name="afternoon"
              inputMode="numeric"
              required
              defaultValue={values.afternoon}
              error={errors.afternoon}
            />
            <StaffField
              label="Evening, 4 to 7 pm"
              name="evening"
              inputMode="numeric"
              required
              defaultValue={values.evening}
              error={errors.evening}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Weekly days off</legend>
          <div className="staff-weekdays">
            {weekdayNames.map((day, i) => (
              <label className="choice" key={day}>
                <input
                  type="checkbox"
                  name="weeklyOff"
                  value={String(i)}
                  defaultChecked={values.weeklyOff.includes(String(i))}
                />
                <span>{day}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <StaffField
          label="Other days off"
          name="closedDates"
          error={errors.closedDates}
          hint="Dates as YYYY-MM-DD, separated by commas, for example 2027-01-26, 2027-03-14."
        >
          <textarea
            id="closedDates"
            name="closedDates"
            rows={2}
            defaultValue={values.closedDates}
            aria-invalid={errors.closedDates ? true : undefined}
            aria-describedby={`closedDates-hint${errors.closedDates ? " closedDates-error" : ""}`}
          />
        </StaffField>
        <label className="choice">
          <input type="checkbox" name="active" defaultChecked={values.active} />
          <span>Active: offer visits in this area</span>
        </label>
        <p>
          <button type="submit" className="button">
            {area ? "Save changes" : "Add the area"}
          </button>
        </p>
      </StaffForm>
    </>
  );
}
