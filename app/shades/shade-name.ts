/**
 * Which name of a shade a page shows (ADR 40). Every shade has an English
 * name, as printed on cards and tins, and a Hindi one: Hindi pages lead with
 * the Hindi and keep the English beside it, because that is what the dealer's
 * fandeck and the tin say. Pure and tiny, for pages, PDFs and the browser.
 */
export interface NamedShade {
  name: string;
  nameHi: string;
}

/** The name a page in `locale` leads with. */
export function shadeName(shade: NamedShade, locale: string): string {
  return locale === "hi" ? shade.nameHi : shade.name;
}

/** Both names as one line of text: "सिंदूर झलक (Sindoor Whisper)" on Hindi pages. */
export function shadeLabel(shade: NamedShade, locale: string): string {
  return locale === "hi" ? `${shade.nameHi} (${shade.name})` : shade.name;
}
