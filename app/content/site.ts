import { formerSubsidiary } from "./facts";
import type { Site } from "./site.schema";

/**
 * Facts about the (fictional) company that the shell and several pages need.
 * Replace these with the real company's details: `npm run content:check`
 * lists every outside address here and elsewhere (README, "Editing content").
 * The social profiles are placeholders on the networks' real domains. Plain data, so no validation
 * code reaches the browser; site.schema.ts checks it on the server at start-up
 * and in the unit tests (ADR 24).
 */
export type { Site };

export const site: Site = {
  brandName: "Kamo Paints",
  legalName: "Kamo Paints Limited",
  tagline: "Colours that stay true",
  copyrightYear: 2023,
  credit: {
    text: "Website by the Kamo Paints digital team",
    // The team has no site of its own: the credit leads to our contact page.
    href: "/contact",
  },
  social: [
    {
      network: "facebook",
      label: "Kamo Paints on Facebook",
      href: "https://www.facebook.com/example.kamo.paints",
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
  subsidiaryName: formerSubsidiary.name,
  // Our own visualiser (issue 27): scenes and the visitor's own photo.
  paintVisualiserUrl: "/visualiser",
};
