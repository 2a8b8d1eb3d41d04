import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Shade cards, the colour explorer, a page per shade, the shortlist and colour from a photo. */
export const shadePages: RouteConfigEntry[] = [
  route("pickyourcolors", "shades/routes/pickyourcolors.tsx", { id: "shade-cards" }),
  route("pickyourcolors.html", "shades/routes/pickyourcolors.tsx", { id: "shade-cards-html" }),
  // The colour explorer, a page per shade and the shortlist (issue 27)
  route("colours", "shades/routes/colours.tsx"),
  route("colours/shortlist", "shades/routes/colours.shortlist.tsx"),
  // Colour from a photo (issue 42): a colour tapped in the visitor's photo, its nearest
  // shades. The fixed path stays before colours/:code.
  route("colours/from-photo", "shades/routes/colours.from-photo.tsx"),
  route("colours/:code", "shades/routes/colours.$code.tsx"),
];

/** Shade-card PDFs, swatches, the shortlist PDF and the how-to videos' captions. */
export const shadeEndpoints: RouteConfigEntry[] = [
  route("downloads/shade-cards/:card", "shades/routes/downloads.shade-cards.$card.ts"),
  route("captions/:video/:file", "shades/routes/captions.$video.$file.ts"),
  route("downloads/shade-swatches/:file", "shades/routes/downloads.shade-swatches.$file.ts"),
  route("downloads/shortlist.pdf", "shades/routes/downloads.shortlist[.]pdf.ts"),
];
