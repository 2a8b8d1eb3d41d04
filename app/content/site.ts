import { z } from "zod";

/**
 * Facts about the (fictional) company that the shell and several pages need.
 * Replace these with the real company's details; the zod schema checks the
 * shape when the server starts and when the site is built.
 */
const siteSchema = z.object({
  brandName: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  copyrightYear: z.number().int(),
  credit: z.object({ text: z.string(), href: z.url() }),
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
  paintVisualiserUrl: z.url(),
});

export type Site = z.infer<typeof siteSchema>;

export const site: Site = siteSchema.parse({
  brandName: "Kamo Paints",
  legalName: "Kamo Paints Limited",
  tagline: "Colours that stay true",
  copyrightYear: 2023,
  credit: {
    text: "Website by the Kamo Paints digital team",
    href: "https://www.example.com/digital-team",
  },
  social: [
    {
      network: "facebook",
      label: "Kamo Paints on Facebook",
      href: "https://www.facebook.com/example-kamo-paints",
    },
    {
      network: "twitter",
      label: "Kamo Paints on X (Twitter)",
      href: "https://twitter.com/example_kamo",
    },
    {
      network: "instagram",
      label: "Kamo Paints on Instagram",
      href: "https://www.instagram.com/example.kamo.paints",
    },
    {
      network: "linkedin",
      label: "Kamo Paints on LinkedIn",
      href: "https://www.linkedin.com/company/example-kamo-paints",
    },
    {
      network: "youtube",
      label: "Kamo Paints on YouTube",
      href: "https://www.youtube.com/@example-kamo-paints",
    },
  ],
  tollFree: "1800 103 4455",
  specialPaths: {
    subsidiaryListing: "/kamo-colours-private-limited",
    regulation46: "/4f9c2a7e1b",
    regulation30: "/8d3e6b0a5c",
  },
  subsidiaryName: "Kamo Colours Private Limited",
  paintVisualiserUrl: "https://visualiser.example.com/kamo-paints",
});
