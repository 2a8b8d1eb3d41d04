import { z } from "zod";

/** A page of this site ("/contact") or an address elsewhere ("https://…"). */
const link = z.union([z.string().regex(/^\/(?!\/)\S*$/, "must be a path on this site"), z.url()]);

/** The shape of app/content/site.ts, checked on the server (see validate.server.ts). */
export const siteSchema = z.object({
  brandName: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  copyrightYear: z.number().int(),
  credit: z.object({ text: z.string(), href: link }),
  social: z
    .array(
      z.object({
        network: z.enum(["facebook", "twitter", "instagram", "linkedin", "youtube"]),
        label: z.string(),
        href: z.url(),
      }),
    )
    .length(5),
  tollFree: z.string(),
  /** Paths that the spec gives as a company-name slug or a hash. */
  specialPaths: z.object({
    subsidiaryListing: z.string().regex(/^\/[a-z0-9-]+$/),
    regulation46: z.string().regex(/^\/[a-z0-9]+$/),
    regulation30: z.string().regex(/^\/[a-z0-9]+$/),
  }),
  subsidiaryName: z.string(),
  paintVisualiserUrl: link,
});

export type Site = z.infer<typeof siteSchema>;
