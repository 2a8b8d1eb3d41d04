import { z } from "zod";
import { directorSlugs } from "./route-paths";

/**
 * zod schemas for the company content files (company.ts, people.ts, legal.ts).
 * Each file parses its data with these at import, so a typo in a fact, a missing
 * biography or a committee member who is not on the board stops the build and
 * the server start instead of shipping a half-empty page.
 */

const text = z.string().trim().min(1);
/** A paragraph of prose: long enough that an empty or placeholder value is caught. */
const paragraph = z.string().trim().min(40);
/** A site-relative path (starts with "/", no scheme) so links never leave the site by accident. */
const sitePath = z.string().regex(/^\/[A-Za-z0-9\-./#?=&%]*$/, "must be a site path like /about");
/** Name of an artwork in art/ (without .svg); unit tests check the file exists. */
const artworkName = z.string().regex(/^[a-z0-9-]+$/);
/** An HTML id used as an in-page anchor. */
const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/);

export const directorSlugSchema = z.enum(directorSlugs);

/** Where a call to action goes: a page, or the consultation dialog about a product. */
export const callToActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("link"), label: text, href: sitePath }),
  z.object({ kind: z.literal("consultation"), label: text, product: text }),
]);
export type CallToAction = z.infer<typeof callToActionSchema>;

export const heroSlideSchema = z.object({
  artwork: artworkName,
  /** Describes the picture for people who cannot see it. */
  alt: text,
  eyebrow: text,
  headline: text,
  body: text,
  cta: callToActionSchema,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const featureTileSchema = z.object({
  artwork: artworkName,
  title: text,
  body: text,
  cta: callToActionSchema,
  /** A second link under the first (the colour tile's visualiser). */
  more: z.object({ label: text, href: sitePath }).optional(),
  /** A third (the colour tile's colour from a photo, issue 42). */
  also: z.object({ label: text, href: sitePath }).optional(),
});

export const rangeEntrySchema = z.object({ name: text, summary: text, href: sitePath });

export const businessFactSchema = z.object({
  /** The figure as shown, e.g. "4,000+". */
  value: text,
  label: text,
});

export const officeSchema = z.object({
  company: text,
  role: text,
  addressLines: z.array(text).min(2),
  cin: z.string().regex(/^[UL]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, "must look like a CIN"),
  phone: text,
  email: z.email(),
});
export type Office = z.infer<typeof officeSchema>;

export const messageSchema = z.object({
  id: anchorId,
  heading: text,
  author: directorSlugSchema,
  paragraphs: z.array(paragraph).min(2),
});
export type LeaderMessage = z.infer<typeof messageSchema>;

export const valueSchema = z.object({ name: text, body: paragraph });

export const proseSectionSchema = z.object({
  id: anchorId,
  eyebrow: text,
  heading: text,
  paragraphs: z.array(paragraph).min(1),
  points: z.array(z.object({ title: text, body: text })).optional(),
});
export type ProseSection = z.infer<typeof proseSectionSchema>;

export const committeeSchema = z
  .object({
    name: text,
    purpose: text,
    chairman: directorSlugSchema,
    members: z.array(directorSlugSchema).min(2),
  })
  .refine((c) => !c.members.includes(c.chairman), {
    message: "the chairman is listed separately, not among the members",
  })
  .refine((c) => new Set(c.members).size === c.members.length, {
    message: "a member is listed twice",
  });
export type Committee = z.infer<typeof committeeSchema>;

export const csrProjectSchema = z.object({ artwork: artworkName, title: text, caption: text });
export const awardSchema = z.object({
  artwork: artworkName,
  title: text,
  presenter: text,
  year: z.number().int().min(2008).max(2030),
});
export type Award = z.infer<typeof awardSchema>;

export const reviewSchema = z.object({
  quote: z.string().trim().min(60).max(320),
  name: text,
  place: text,
  role: text,
});
export type Review = z.infer<typeof reviewSchema>;

export const companySchema = z.object({
  established: z.literal(2008),
  intro: z.object({ eyebrow: text, heading: text, paragraphs: z.array(paragraph).min(1) }),
  heroSlides: z.array(heroSlideSchema).length(4),
  featureTiles: z.array(featureTileSchema).length(3),
  ranges: z.array(rangeEntrySchema).length(9),
  brandStory: z.object({
    eyebrow: text,
    heading: text,
    paragraphs: z.array(paragraph).min(2),
    artwork: artworkName,
  }),
  facts: z.array(businessFactSchema).length(5),
  offices: z.array(officeSchema).length(2),
  contact: z.object({
    tollFree: text,
    phones: z.array(z.object({ label: text, number: text })).min(1),
    email: z.email(),
    hours: text,
  }),
  reviews: z.array(reviewSchema).length(5),
});
export type CompanyContent = z.infer<typeof companySchema>;

/** The about page (about.ts). */
export const aboutSchema = z.object({
  heading: text,
  lead: text,
  messages: z.array(messageSchema).length(2),
  philosophy: z.object({
    id: z.literal("philosophy"),
    heading: text,
    lead: text,
    values: z.array(valueSchema).length(5),
  }),
  businessModel: proseSectionSchema,
  awareness: proseSectionSchema,
  successStory: proseSectionSchema,
  visionMission: z.object({
    id: z.literal("vission-mission"),
    heading: text,
    vision: paragraph,
    mission: z.array(text).min(3),
  }),
  directorsLead: text,
  committeesLead: text,
  committees: z.array(committeeSchema).length(4),
  csr: z.object({ lead: paragraph, projects: z.array(csrProjectSchema).length(6) }),
  awardsLead: text,
  awards: z.array(awardSchema).length(5),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const personSchema = z.object({
  slug: directorSlugSchema,
  name: text,
  honorific: z.enum(["Mr.", "Ms.", "Dr."]),
  designation: text,
  category: z.enum(["Executive", "Non-Executive", "Independent"]),
  /** DIN: the eight-digit Director Identification Number (fictional). */
  din: z.string().regex(/^\d{8}$/),
  summary: text,
  portrait: artworkName,
  biography: z.array(paragraph).min(2).max(4),
});
export type Person = z.infer<typeof personSchema>;

export const boardSchema = z
  .array(personSchema)
  .length(6)
  .refine((people) => directorSlugs.every((slug) => people.some((p) => p.slug === slug)), {
    message: "the board must have exactly one person for each slug in route-paths.ts",
  });

export const legalSectionSchema = z.object({
  id: anchorId,
  heading: text,
  paragraphs: z.array(paragraph).min(1),
  list: z.array(text).optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalDocumentSchema = z.object({
  title: text,
  lastUpdated: z.iso.date(),
  summary: paragraph,
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/**
 * The accessibility statement (/accessibility): numbered sections like a
 * legal page, plus the words around its "report a barrier" form. The
 * standard and the address are fields of their own so a test can hold the
 * page to them.
 */
export const accessibilityStatementSchema = legalDocumentSchema.extend({
  /** The standard we aim at, exactly as the page names it. */
  standard: z.literal("WCAG 2.2 AA"),
  contactEmail: z.email(),
  report: z.object({ heading: text, intro: paragraph }),
});
export type AccessibilityStatement = z.infer<typeof accessibilityStatementSchema>;
