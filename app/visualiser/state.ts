import { localizeHref } from "~/lib/i18n/locales";
import { isShadeCode } from "~/shades/codes";
import { parseShortlist, SHORTLIST_PARAM } from "~/shades/explorer/shortlist";
import { isSceneId, isSurfaceId, sceneIds, sceneOf, type SceneId, type SurfaceId } from "./scenes";

/**
 * The visualiser's whole state lives in its address, so a shared link opens
 * the same scheme and every change works as a plain link or GET form:
 *
 *   /visualiser?scene=living&walls=KP-0321&accent=KC-198-55-076&…
 *              &compare=1&b-walls=…&edit=b&surface=accent&q=sage&codes=…
 *
 * One parameter per surface holds scheme A's shade, `b-<surface>` scheme B's
 * (present only when comparing), `edit` says which scheme the picker paints,
 * `surface` which surface, `q` the shade search and `codes` the shortlist
 * carried for browsing without JavaScript. `shade` (the shade pages' "Try it
 * in the visualiser") paints the scene's first surface. Pure: the server and
 * the browser both read and write it.
 */
export const VISUALISER_PATH = "/visualiser";
export const SCHEME_B_PREFIX = "b-";
export const DEFAULT_SCENE: SceneId = sceneIds[0];
export const QUERY_MAX = 60;

export type SchemeKey = "a" | "b";
export type Scheme = Record<SurfaceId, string>;

export interface VisualiserState {
  scene: SceneId;
  /** Scheme A's shade code for each of the scene's surfaces. */
  a: Partial<Scheme>;
  /** Scheme B's, or null when not comparing. */
  b: Partial<Scheme> | null;
  edit: SchemeKey;
  surface: SurfaceId;
  q: string;
  codes: string[];
}

/** Every query parameter the page reads (the page cache keys on them, ADR 22). */
export function stateParams(): string[] {
  const surfaces = new Set(sceneIds.flatMap((id) => sceneOf(id).surfaces.map((s) => s.id)));
  return [
    "scene",
    "shade",
    "compare",
    "edit",
    "surface",
    "q",
    SHORTLIST_PARAM,
    ...surfaces,
    ...[...surfaces].map((id) => SCHEME_B_PREFIX + id),
  ];
}

const codeOf = (value: string | null): string | undefined => {
  const code = value?.trim().toUpperCase() ?? "";
  return isShadeCode(code) ? code : undefined;
};

/**
 * The state a URL describes. Values of the wrong form are left out (and
 * `ignored` says so); a surface without a value gets the scene's default.
 * Whether a well-formed code names a shade is the server's question
 * (`resolveState` in visualiser.server.ts).
 */
export function parseState(params: URLSearchParams): {
  state: VisualiserState;
  ignored: boolean;
} {
  let ignored = false;
  const sceneParam = params.get("scene");
  let scene = DEFAULT_SCENE;
  if (sceneParam !== null) {
    if (isSceneId(sceneParam)) scene = sceneParam;
    else ignored = true;
  }
  const surfaces = sceneOf(scene).surfaces;
  const read = (prefix: string): Partial<Scheme> => {
    const scheme: Partial<Scheme> = {};
    for (const surface of surfaces) {
      const raw = params.get(prefix + surface.id);
      const code = codeOf(raw);
      if (raw !== null && !code) ignored = true;
      scheme[surface.id] = code ?? surface.defaultCode;
    }
    return scheme;
  };
  const a = read("");
  const first = surfaces[0]!.id;
  const shade = params.get("shade");
  let surface: SurfaceId = first;
  if (shade !== null) {
    const code = codeOf(shade);
    if (code && params.get(first) === null) a[first] = code;
    else if (!code) ignored = true;
  }
  const comparing =
    params.get("compare") === "1" ||
    surfaces.some((s) => params.get(SCHEME_B_PREFIX + s.id) !== null);
  const b = comparing ? read(SCHEME_B_PREFIX) : null;
  if (b)
    for (const s of surfaces) if (params.get(SCHEME_B_PREFIX + s.id) === null) b[s.id] = a[s.id];
  const surfaceParam = params.get("surface");
  if (surfaceParam !== null) {
    if (isSurfaceId(surfaceParam) && surfaces.some((s) => s.id === surfaceParam))
      surface = surfaceParam;
    else ignored = true;
  }
  return {
    state: {
      scene,
      a,
      b,
      edit: b && params.get("edit") === "b" ? "b" : "a",
      surface,
      q: (params.get("q") ?? "").trim().slice(0, QUERY_MAX),
      codes: parseShortlist(params.getAll(SHORTLIST_PARAM)),
    },
    ignored,
  };
}

/** The address's query for a state, parameters in a fixed order so equal states have equal links. */
export function stateQuery(state: VisualiserState): string {
  const params = new URLSearchParams();
  params.set("scene", state.scene);
  const surfaces = sceneOf(state.scene).surfaces;
  for (const s of surfaces) params.set(s.id, state.a[s.id] ?? s.defaultCode);
  if (state.b) {
    params.set("compare", "1");
    for (const s of surfaces) params.set(SCHEME_B_PREFIX + s.id, state.b[s.id] ?? s.defaultCode);
    if (state.edit === "b") params.set("edit", "b");
  }
  params.set("surface", state.surface);
  if (state.q) params.set("q", state.q);
  // Commas need no escaping in a query; the address stays readable.
  const query = params.toString();
  return state.codes.length > 0 ? `${query}&${SHORTLIST_PARAM}=${state.codes.join(",")}` : query;
}

export function visualiserHref(state: VisualiserState, locale: string, hash = ""): string {
  return localizeHref(`${VISUALISER_PATH}?${stateQuery(state)}`, locale) + hash;
}

/** The scheme the picker paints. */
export function editedScheme(state: VisualiserState): Partial<Scheme> {
  return state.edit === "b" && state.b ? state.b : state.a;
}

/** The state with one surface of the edited scheme painted `code`. */
export function withPaint(state: VisualiserState, code: string): VisualiserState {
  const painted = { ...editedScheme(state), [state.surface]: code };
  return state.edit === "b" && state.b ? { ...state, b: painted } : { ...state, a: painted };
}

/** Another scene: surfaces it shares with this one (walls, ceiling, trim) keep their shades. */
export function withScene(state: VisualiserState, scene: SceneId): VisualiserState {
  const surfaces = sceneOf(scene).surfaces;
  const carry = (scheme: Partial<Scheme>): Partial<Scheme> =>
    Object.fromEntries(surfaces.map((s) => [s.id, scheme[s.id] ?? s.defaultCode]));
  return {
    ...state,
    scene,
    a: carry(state.a),
    b: state.b ? carry(state.b) : null,
    surface: surfaces.some((s) => s.id === state.surface) ? state.surface : surfaces[0]!.id,
  };
}

/** Comparing on (scheme B starts as a copy of A) or off (B is dropped). */
export function withCompare(state: VisualiserState, on: boolean): VisualiserState {
  return on ? { ...state, b: state.b ?? { ...state.a } } : { ...state, b: null, edit: "a" };
}
