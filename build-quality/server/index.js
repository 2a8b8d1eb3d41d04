import { jsx, jsxs } from "react/jsx-runtime";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, UNSAFE_withComponentProps, Outlet, UNSAFE_withErrorBoundaryProps, isRouteErrorResponse, useRouteLoaderData, Meta, Links, ScrollRestoration, Scripts, data, redirect } from "react-router";
import { createHash } from "node:crypto";
import { z } from "zod";
import path from "node:path";
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
function inlineScriptHashes(html) {
  const hashes = /* @__PURE__ */ new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
function contentSecurityPolicy(scriptHashes, options) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Style sheets only from our origin; style attributes (swatch colours,
    // carousel offsets) cannot run code, so they are allowed.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // Investor audio and video may be hosted by the company's media provider.
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'"
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
const streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext) {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      /* @__PURE__ */ jsx(ServerRouter, { context: routerContext, url: request.url }),
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks = [];
          body.on("data", (chunk) => chunks.push(chunk));
          body.on("end", () => {
            const html = Buffer.concat(chunks).toString("utf8");
            const https = isHttps(request);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(inlineScriptHashes(html), { https })
            );
            if (!responseHeaders.has("Cache-Control"))
              responseHeaders.set("Cache-Control", "no-cache");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          responseStatusCode = 500;
          console.error(error);
        }
      }
    );
    setTimeout(abort, streamTimeout + 1e3);
  });
}
function isHttps(request) {
  return new URL(request.url).protocol === "https:";
}
const entryServer = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: handleRequest,
  streamTimeout
}, Symbol.toStringTag, { value: "Module" }));
const siteSchema = z.object({
  brandName: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  copyrightYear: z.number().int(),
  credit: z.object({ text: z.string(), href: z.url() }),
  social: z.array(
    z.object({
      network: z.enum(["facebook", "twitter", "instagram", "linkedin", "youtube"]),
      label: z.string(),
      href: z.url()
    })
  ).length(5),
  tollFree: z.string(),
  /** Paths that the spec gives as a company-name slug or a hash. */
  specialPaths: z.object({
    subsidiaryListing: z.string().regex(/^\/[a-z0-9-]+$/),
    regulation46: z.string().regex(/^\/[a-z0-9]+$/),
    regulation30: z.string().regex(/^\/[a-z0-9]+$/)
  }),
  subsidiaryName: z.string(),
  paintVisualiserUrl: z.url()
});
const site = siteSchema.parse({
  brandName: "Kamo Paints",
  legalName: "Kamo Paints Limited",
  tagline: "Colours that stay true",
  copyrightYear: 2023,
  credit: {
    text: "Website by the Kamo Paints digital team",
    href: "https://www.example.com/digital-team"
  },
  social: [
    {
      network: "facebook",
      label: "Kamo Paints on Facebook",
      href: "https://www.facebook.com/example-kamo-paints"
    },
    {
      network: "twitter",
      label: "Kamo Paints on X (Twitter)",
      href: "https://twitter.com/example_kamo"
    },
    {
      network: "instagram",
      label: "Kamo Paints on Instagram",
      href: "https://www.instagram.com/example.kamo.paints"
    },
    {
      network: "linkedin",
      label: "Kamo Paints on LinkedIn",
      href: "https://www.linkedin.com/company/example-kamo-paints"
    },
    {
      network: "youtube",
      label: "Kamo Paints on YouTube",
      href: "https://www.youtube.com/@example-kamo-paints"
    }
  ],
  tollFree: "1800 103 4455",
  specialPaths: {
    subsidiaryListing: "/kamo-colours-private-limited",
    regulation46: "/4f9c2a7e1b",
    regulation30: "/8d3e6b0a5c"
  },
  subsidiaryName: "Kamo Colours Private Limited",
  paintVisualiserUrl: "https://visualiser.example.com/kamo-paints"
});
function SiteFooter() {
  return /* @__PURE__ */ jsx("footer", { className: "site-footer", children: /* @__PURE__ */ jsxs("p", { children: [
    "© ",
    site.copyrightYear,
    " ",
    site.legalName
  ] }) });
}
function SiteHeader({ catalogueMenu }) {
  return /* @__PURE__ */ jsxs("header", { className: "site-header", children: [
    /* @__PURE__ */ jsx("a", { href: "/", children: "Kamo Paints" }),
    catalogueMenu.length > 0 ? /* @__PURE__ */ jsx("nav", { "aria-label": "Catalogue", children: "…" }) : null
  ] });
}
async function listCatalogueMenu() {
  return [];
}
const blankToUndefined = (v) => v === void 0 || v.trim() === "" ? void 0 : v.trim();
const optionalUrl = z.string().optional().transform(blankToUndefined).pipe(z.url().optional());
const optionalText = z.string().optional().transform(blankToUndefined);
const envSchema = z.object({
  // "production" serves the built site; anything else enables developer conveniences.
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // TCP port the HTTP server listens on.
  PORT: z.coerce.number().int().min(1).max(65535).default(3e3),
  // Interface to bind; 0.0.0.0 for containers, 127.0.0.1 to stay private.
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  // Folder for the embedded SQLite database and uploaded/generated files.
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // When set (postgres://…), PostgreSQL is used instead of the embedded SQLite file.
  DATABASE_URL: optionalUrl.refine((v) => v === void 0 || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// URL"
  }),
  // Public origin used for canonical links, Open Graph tags, the sitemap and feeds.
  SITE_URL: z.url().default("http://localhost:3000"),
  // Optional ERP adapter (catalogue, documents, blog, news, FAQ). Both or neither.
  ERP_BASE_URL: optionalUrl,
  ERP_TOKEN: optionalText,
  // Optional CRM adapter: where stored leads are forwarded. Both or neither.
  CRM_BASE_URL: optionalUrl,
  CRM_ACCOUNT_ID: optionalText,
  // Seed sample content into an empty database on start ("false" to skip).
  SEED_SAMPLE_CONTENT: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  // Trust X-Forwarded-* headers (set when running behind a load balancer or proxy).
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true")
});
class EnvError extends Error {
}
function parseEnv(source) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    const value = issue ? source[String(issue.path[0])] : void 0;
    const shown = value === void 0 ? "" : ` (got "${value}")`;
    throw new EnvError(
      `Invalid environment variable ${name}${shown}: ${issue?.message ?? "invalid"}`
    );
  }
  const env = result.data;
  if (Boolean(env.ERP_BASE_URL) !== Boolean(env.ERP_TOKEN)) {
    throw new EnvError(
      "Invalid environment variable ERP_TOKEN: ERP_BASE_URL and ERP_TOKEN must be set together"
    );
  }
  if (Boolean(env.CRM_BASE_URL) !== Boolean(env.CRM_ACCOUNT_ID)) {
    throw new EnvError(
      "Invalid environment variable CRM_ACCOUNT_ID: CRM_BASE_URL and CRM_ACCOUNT_ID must be set together"
    );
  }
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR) };
}
let cached;
function getEnv() {
  cached ??= parseEnv(process.env);
  return cached;
}
async function loader$5() {
  const catalogueMenu = await listCatalogueMenu().catch((error) => {
    console.error("[catalogue] menu unavailable:", error);
    return [];
  });
  return {
    siteUrl: getEnv().SITE_URL,
    catalogueMenu
  };
}
const links = () => [{
  rel: "icon",
  href: "/favicon.svg",
  type: "image/svg+xml"
}, {
  rel: "icon",
  href: "/favicon.ico",
  sizes: "32x32"
}, {
  rel: "apple-touch-icon",
  href: "/apple-touch-icon.png"
}, {
  rel: "manifest",
  href: "/manifest.webmanifest"
}];
function Layout({
  children
}) {
  const data2 = useRouteLoaderData("root");
  return /* @__PURE__ */ jsxs("html", {
    lang: "en-IN",
    children: [/* @__PURE__ */ jsxs("head", {
      children: [/* @__PURE__ */ jsx("meta", {
        charSet: "utf-8"
      }), /* @__PURE__ */ jsx("meta", {
        name: "viewport",
        content: "width=device-width, initial-scale=1"
      }), /* @__PURE__ */ jsx("meta", {
        name: "theme-color",
        content: "#1f3a5f"
      }), /* @__PURE__ */ jsx(Meta, {}), /* @__PURE__ */ jsx(Links, {})]
    }), /* @__PURE__ */ jsxs("body", {
      children: [/* @__PURE__ */ jsx("a", {
        className: "skip-link",
        href: "#main",
        children: "Skip to main content"
      }), /* @__PURE__ */ jsx(SiteHeader, {
        catalogueMenu: data2?.catalogueMenu ?? []
      }), /* @__PURE__ */ jsx("main", {
        id: "main",
        tabIndex: -1,
        children
      }), /* @__PURE__ */ jsx(SiteFooter, {}), /* @__PURE__ */ jsx(ScrollRestoration, {}), /* @__PURE__ */ jsx(Scripts, {})]
    })]
  });
}
const root = UNSAFE_withComponentProps(function App() {
  return /* @__PURE__ */ jsx(Outlet, {});
});
const ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary2({
  error
}) {
  const notFound2 = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound2 ? "Page not found" : "Something went wrong";
  const message = notFound2 ? "This page doesn't exist or was removed! We suggest you back to home." : "We could not show this page just now. Please try again in a moment; if it keeps happening, call us on our toll-free number.";
  return /* @__PURE__ */ jsxs("section", {
    className: "container page-message",
    "aria-labelledby": "error-title",
    children: [/* @__PURE__ */ jsx("h1", {
      id: "error-title",
      children: title
    }), /* @__PURE__ */ jsx("p", {
      children: message
    }), /* @__PURE__ */ jsx("p", {
      children: /* @__PURE__ */ jsx("a", {
        className: "button",
        href: "/",
        children: "Back to Home"
      })
    })]
  });
});
const route0 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary,
  Layout,
  default: root,
  links,
  loader: loader$5
}, Symbol.toStringTag, { value: "Module" }));
function ComingSoon({ title, summary }) {
  return /* @__PURE__ */ jsxs("section", { className: "container page-message", "aria-labelledby": "coming-soon-title", children: [
    /* @__PURE__ */ jsx("p", { className: "eyebrow", children: "Coming soon" }),
    /* @__PURE__ */ jsx("h1", { id: "coming-soon-title", children: title }),
    /* @__PURE__ */ jsx("p", { children: summary }),
    /* @__PURE__ */ jsxs("p", { children: [
      "Need it today? Call us toll-free on",
      " ",
      /* @__PURE__ */ jsx("a", { href: `tel:${site.tollFree.replace(/\s/g, "")}`, children: site.tollFree }),
      " or",
      " ",
      /* @__PURE__ */ jsx("a", { href: "/contact", children: "write to us" }),
      "."
    ] })
  ] });
}
function siteOrigin(matches) {
  const root2 = matches.find((m) => m?.id === "root")?.loaderData;
  return (root2?.siteUrl ?? "http://localhost:3000").replace(/\/$/, "");
}
function seo(args, page) {
  const origin = siteOrigin(args.matches);
  const url = `${origin}${args.location.pathname}`;
  const image = `${origin}${page.image ?? "/img/og-default.png"}`;
  const title = page.title.includes(site.brandName) ? page.title : `${page.title} | ${site.brandName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    ...page.noindex ? [{ name: "robots", content: "noindex" }] : []
  ];
}
const meta$q = (args) => seo(args, {
  title: "Home",
  description: "Welcome to Kamo Paints.",
  keywords: "Kamo Paints, home"
});
const home = UNSAFE_withComponentProps(function Page() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Home",
    summary: "Welcome to Kamo Paints."
  });
});
const route1 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: home,
  meta: meta$q
}, Symbol.toStringTag, { value: "Module" }));
const meta$p = (args) => seo(args, {
  title: "About us",
  description: "The story of Kamo Paints.",
  keywords: "Kamo Paints, about us"
});
const about = UNSAFE_withComponentProps(function Page2() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "About us",
    summary: "The story of Kamo Paints."
  });
});
const route2 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: about,
  meta: meta$p
}, Symbol.toStringTag, { value: "Module" }));
const meta$o = (args) => seo(args, {
  title: "Contact us",
  description: "Our addresses and phone numbers.",
  keywords: "Kamo Paints, contact us"
});
const contact = UNSAFE_withComponentProps(function Page3() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Contact us",
    summary: "Our addresses and phone numbers."
  });
});
const route3 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: contact,
  meta: meta$o
}, Symbol.toStringTag, { value: "Module" }));
const meta$n = (args) => seo(args, {
  title: "Thank you",
  description: "Thanks for sharing details our team will connect you soon",
  keywords: "Kamo Paints, thank you"
});
const thankyou = UNSAFE_withComponentProps(function Page4() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Thank you",
    summary: "Thanks for sharing details our team will connect you soon"
  });
});
const route4 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: thankyou,
  meta: meta$n
}, Symbol.toStringTag, { value: "Module" }));
function ConsultationForm({ product: product2 }) {
  return /* @__PURE__ */ jsxs("p", { className: "form-placeholder", children: [
    "Our consultation form is on its way",
    product2 ? ` (about ${product2})` : "",
    ". Meanwhile, call us toll-free on ",
    /* @__PURE__ */ jsx("a", { href: "tel:18001034455", children: "1800 103 4455" }),
    "."
  ] });
}
const meta$m = (args) => seo(args, {
  title: "Book a free colour consultation",
  description: "Ask a Kamo Paints colour expert to visit and help you choose shades and finishes.",
  keywords: "Kamo Paints, free consultation, colour expert, painting advice"
});
const consultation = UNSAFE_withComponentProps(function Consultation() {
  return /* @__PURE__ */ jsxs("section", {
    className: "container narrow",
    children: [/* @__PURE__ */ jsx("h1", {
      children: "Book a free colour consultation"
    }), /* @__PURE__ */ jsx(ConsultationForm, {})]
  });
});
const route5 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: consultation,
  meta: meta$m
}, Symbol.toStringTag, { value: "Module" }));
const meta$l = (args) => seo(args, {
  title: "Privacy policy",
  description: "How we handle your information.",
  keywords: "Kamo Paints, privacy policy"
});
const privacyPolicy = UNSAFE_withComponentProps(function Page5() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Privacy policy",
    summary: "How we handle your information."
  });
});
const route6 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: privacyPolicy,
  meta: meta$l
}, Symbol.toStringTag, { value: "Module" }));
const meta$k = (args) => seo(args, {
  title: "Terms and conditions",
  description: "Terms of use of this website.",
  keywords: "Kamo Paints, terms and conditions"
});
const termsAndConditions = UNSAFE_withComponentProps(function Page6() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Terms and conditions",
    summary: "Terms of use of this website."
  });
});
const route7 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: termsAndConditions,
  meta: meta$k
}, Symbol.toStringTag, { value: "Module" }));
const meta$j = (args) => seo(args, {
  title: "Board of directors",
  description: "Profile of a member of our board.",
  keywords: "Kamo Paints, board of directors"
});
const director = UNSAFE_withComponentProps(function Page7() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Board of directors",
    summary: "Profile of a member of our board."
  });
});
const route13 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: director,
  meta: meta$j
}, Symbol.toStringTag, { value: "Module" }));
const meta$i = (args) => seo(args, {
  title: "Our paint ranges",
  description: "Product range details are on their way.",
  keywords: "Kamo Paints, our paint ranges"
});
const range = UNSAFE_withComponentProps(function Page8() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Our paint ranges",
    summary: "Product range details are on their way."
  });
});
const route21 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: range,
  meta: meta$i
}, Symbol.toStringTag, { value: "Module" }));
const meta$h = (args) => seo(args, {
  title: "Product details",
  description: "Product details are on their way.",
  keywords: "Kamo Paints, product details"
});
const product = UNSAFE_withComponentProps(function Page9() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Product details",
    summary: "Product details are on their way."
  });
});
const route38 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: product,
  meta: meta$h
}, Symbol.toStringTag, { value: "Module" }));
const meta$g = (args) => seo(args, {
  title: "Shade cards",
  description: "Download shade cards and colour guides.",
  keywords: "Kamo Paints, shade cards"
});
const shadeCards = UNSAFE_withComponentProps(function Page10() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Shade cards",
    summary: "Download shade cards and colour guides."
  });
});
const route40 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: shadeCards,
  meta: meta$g
}, Symbol.toStringTag, { value: "Module" }));
const meta$f = (args) => seo(args, {
  title: "Catalogue",
  description: "Catalogue category.",
  keywords: "Kamo Paints, catalogue"
});
const catalogueSubCategory = UNSAFE_withComponentProps(function Page11() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Catalogue",
    summary: "Catalogue category."
  });
});
const route41 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: catalogueSubCategory,
  meta: meta$f
}, Symbol.toStringTag, { value: "Module" }));
const meta$e = (args) => seo(args, {
  title: "Catalogue",
  description: "Catalogue product.",
  keywords: "Kamo Paints, catalogue"
});
const catalogueDetail = UNSAFE_withComponentProps(function Page12() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Catalogue",
    summary: "Catalogue product."
  });
});
const route42 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: catalogueDetail,
  meta: meta$e
}, Symbol.toStringTag, { value: "Module" }));
const meta$d = (args) => seo(args, {
  title: "Investor zone",
  description: "Every investor page in one place.",
  keywords: "Kamo Paints, investor zone"
});
const investorZone = UNSAFE_withComponentProps(function Page13() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Investor zone",
    summary: "Every investor page in one place."
  });
});
const route43 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: investorZone,
  meta: meta$d
}, Symbol.toStringTag, { value: "Module" }));
const meta$c = (args) => seo(args, {
  title: "Investor help desk",
  description: "Contacts for shareholders.",
  keywords: "Kamo Paints, investor help desk"
});
const investorHelpDesk = UNSAFE_withComponentProps(function Page14() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Investor help desk",
    summary: "Contacts for shareholders."
  });
});
const route44 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: investorHelpDesk,
  meta: meta$c
}, Symbol.toStringTag, { value: "Module" }));
const meta$b = (args) => seo(args, {
  title: "Disclosures under Regulation 46",
  description: "Disclosures under Regulation 46 of the SEBI LODR Regulations.",
  keywords: "Kamo Paints, disclosures under regulation 46"
});
const regulation46 = UNSAFE_withComponentProps(function Page15() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Disclosures under Regulation 46",
    summary: "Disclosures under Regulation 46 of the SEBI LODR Regulations."
  });
});
const route45 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: regulation46,
  meta: meta$b
}, Symbol.toStringTag, { value: "Module" }));
const meta$a = (args) => seo(args, {
  title: "Investor documents",
  description: "Investor documents.",
  keywords: "Kamo Paints, investor documents"
});
const documentListing = UNSAFE_withComponentProps(function Page16() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Investor documents",
    summary: "Investor documents."
  });
});
const route57 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: documentListing,
  meta: meta$a
}, Symbol.toStringTag, { value: "Module" }));
const meta$9 = (args) => seo(args, {
  title: "Investor documents",
  description: "Investor documents grouped by subject.",
  keywords: "Kamo Paints, investor documents"
});
const documentGroups = UNSAFE_withComponentProps(function Page17() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Investor documents",
    summary: "Investor documents grouped by subject."
  });
});
const route60 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: documentGroups,
  meta: meta$9
}, Symbol.toStringTag, { value: "Module" }));
const meta$8 = (args) => seo(args, {
  title: "Blog",
  description: "Ideas and advice on colour and care.",
  keywords: "Kamo Paints, blog"
});
const blog = UNSAFE_withComponentProps(function Page18() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Blog",
    summary: "Ideas and advice on colour and care."
  });
});
const route61 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: blog,
  meta: meta$8
}, Symbol.toStringTag, { value: "Module" }));
const meta$7 = (args) => seo(args, {
  title: "Blog",
  description: "A blog article.",
  keywords: "Kamo Paints, blog"
});
const blogDetails = UNSAFE_withComponentProps(function Page19() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Blog",
    summary: "A blog article."
  });
});
const route62 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: blogDetails,
  meta: meta$7
}, Symbol.toStringTag, { value: "Module" }));
const meta$6 = (args) => seo(args, {
  title: "News",
  description: "Kamo Paints in the news.",
  keywords: "Kamo Paints, news"
});
const news = UNSAFE_withComponentProps(function Page20() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "News",
    summary: "Kamo Paints in the news."
  });
});
const route63 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: news,
  meta: meta$6
}, Symbol.toStringTag, { value: "Module" }));
const meta$5 = (args) => seo(args, {
  title: "Frequently asked questions",
  description: "Answers to common questions.",
  keywords: "Kamo Paints, frequently asked questions"
});
const faq = UNSAFE_withComponentProps(function Page21() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Frequently asked questions",
    summary: "Answers to common questions."
  });
});
const route64 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: faq,
  meta: meta$5
}, Symbol.toStringTag, { value: "Module" }));
const meta$4 = (args) => seo(args, {
  title: "Become a dealer",
  description: "Apply to become a Kamo Paints dealer.",
  keywords: "Kamo Paints, become a dealer"
});
const dealer = UNSAFE_withComponentProps(function Page22() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Become a dealer",
    summary: "Apply to become a Kamo Paints dealer."
  });
});
const route65 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: dealer,
  meta: meta$4
}, Symbol.toStringTag, { value: "Module" }));
const meta$3 = (args) => seo(args, {
  title: "Become a CFA / CSA / distributor",
  description: "Apply to become a distributor.",
  keywords: "Kamo Paints, become a cfa / csa / distributor"
});
const distributor = UNSAFE_withComponentProps(function Page23() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Become a CFA / CSA / distributor",
    summary: "Apply to become a distributor."
  });
});
const route66 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: distributor,
  meta: meta$3
}, Symbol.toStringTag, { value: "Module" }));
const meta$2 = (args) => seo(args, {
  title: "Applicator / contractor opening form",
  description: "Apply as an applicator or contractor.",
  keywords: "Kamo Paints, applicator / contractor opening form"
});
const contractor = UNSAFE_withComponentProps(function Page24() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Applicator / contractor opening form",
    summary: "Apply as an applicator or contractor."
  });
});
const route67 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: contractor,
  meta: meta$2
}, Symbol.toStringTag, { value: "Module" }));
const meta$1 = (args) => seo(args, {
  title: "Supplier registration",
  description: "Register as a supplier.",
  keywords: "Kamo Paints, supplier registration"
});
const vendor = UNSAFE_withComponentProps(function Page25() {
  return /* @__PURE__ */ jsx(ComingSoon, {
    title: "Supplier registration",
    summary: "Register as a supplier."
  });
});
const route68 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: vendor,
  meta: meta$1
}, Symbol.toStringTag, { value: "Module" }));
const directorSlugs = [
  "harish-chandra-agarwal",
  "vikram-agarwal",
  "sunil-kumar-bansal",
  "meera-iyer",
  "arvind-nair",
  "rakesh-khanna"
];
const rangeSlugs = [
  "designer-range",
  "exterior-range",
  "interior-range",
  "distemper-range",
  "premium-enamel-range",
  "wood-coating-products",
  "water-proofing-solutions",
  "dual-paints-series"
];
const productSlugs = [
  "Kamo-Hi-Sheen",
  "velvety",
  "kamoshine-advance",
  "kamosilky-advance",
  "sheen-n-shine-stain-free",
  "kamorich",
  "kamosilky",
  "kamoshield",
  "weather-classic",
  "kamo-shield-advance",
  "kamo-supreme-advance-shyne",
  "weather-classic-advance",
  "weather-classic-max",
  "weather-supreme",
  "kamodual-gold-emulsion",
  "kamodual-luxury-emulsion",
  "kamodual-premium-emulsion"
];
const documentListingSlugs = [
  "financial-results",
  "annual-results",
  "annual-return",
  "shareholding-pattern",
  "investor-information",
  "presentation",
  "code-of-conduct",
  "subsidiary-financials",
  "scheme-of-arrangement",
  "listing-of-shares",
  site.specialPaths.subsidiaryListing.slice(1),
  site.specialPaths.regulation30.slice(1)
];
const documentGroupSlugs = [
  "notice-to-shareholders",
  "stock-exchange-disclosures",
  "general-meeting"
];
const companyPaths = [
  "/",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions"
];
const formPaths = ["/dealer", "/distributor", "/contractor", "/vendor"];
const contentPaths = [
  "/news",
  "/blog",
  "/faq",
  "/pickyourcolors",
  "/pickyourcolors.html"
];
const investorPaths = [
  "/investor-zone",
  "/investor-help-desk",
  site.specialPaths.regulation46
];
function listPublicPaths() {
  return [
    ...companyPaths,
    ...directorSlugs.map((s) => `/${s}`),
    ...rangeSlugs.map((s) => `/${s}`),
    ...productSlugs.map((s) => `/${s}`),
    ...contentPaths,
    ...investorPaths,
    ...documentListingSlugs.map((s) => `/${s}`),
    ...documentGroupSlugs.map((s) => `/${s}`),
    ...formPaths
  ];
}
function loader$4() {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  const urls = listPublicPaths().map((path2) => `  <url><loc>${escapeXml(origin + path2)}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600"
    }
  });
}
function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
const route69 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$4
}, Symbol.toStringTag, { value: "Module" }));
function loader$3() {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  const body = ["User-agent: *", "Allow: /", "Disallow: /staff", "Disallow: /thankyou", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600"
    }
  });
}
const route70 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$3
}, Symbol.toStringTag, { value: "Module" }));
function loader$2() {
  const manifest = {
    name: site.legalName,
    short_name: site.brandName,
    description: `${site.brandName}: decorative paints, shade cards and investor information.`,
    start_url: "/",
    display: "standalone",
    background_color: "#fbf8f3",
    theme_color: "#1f3a5f",
    icons: [{
      src: "/icon-192.png",
      sizes: "192x192",
      type: "image/png"
    }, {
      src: "/icon-512.png",
      sizes: "512x512",
      type: "image/png"
    }, {
      src: "/icon-maskable-512.png",
      sizes: "512x512",
      type: "image/png",
      purpose: "maskable"
    }]
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=86400"
    }
  });
}
const route71 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$2
}, Symbol.toStringTag, { value: "Module" }));
function loader$1() {
  return data(null, {
    status: 404
  });
}
const meta = (args) => seo(args, {
  title: "Page not found",
  description: "The page you asked for does not exist or was removed.",
  keywords: "Kamo Paints, page not found",
  noindex: true
});
const notFound = UNSAFE_withComponentProps(function NotFound() {
  return /* @__PURE__ */ jsxs("section", {
    className: "container page-message not-found",
    "aria-labelledby": "not-found-title",
    children: [/* @__PURE__ */ jsxs("h1", {
      id: "not-found-title",
      children: [/* @__PURE__ */ jsx("span", {
        className: "not-found-code",
        children: "404"
      }), " Oops! Page Not Found"]
    }), /* @__PURE__ */ jsx("p", {
      children: "This page doesn't exist or was removed! We suggest you back to home."
    }), /* @__PURE__ */ jsx("p", {
      children: /* @__PURE__ */ jsx("a", {
        className: "button",
        href: "/",
        children: "Back to Home"
      })
    })]
  });
});
const route72 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: notFound,
  loader: loader$1,
  meta
}, Symbol.toStringTag, { value: "Module" }));
function loader() {
  return redirect("/not-found", 302);
}
const route73 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader
}, Symbol.toStringTag, { value: "Module" }));
const serverManifest = { "entry": { "module": "/assets/entry.client-DlJDeq1l.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js"], "css": [] }, "routes": { "root": { "id": "root", "parentId": void 0, "path": "", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/root-CCGNcXYh.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/site-D2hyAA3H.js"], "css": ["/assets/root-BYbDMLiU.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/home": { "id": "routes/home", "parentId": "root", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-DlZnvPc4.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/about": { "id": "routes/about", "parentId": "root", "path": "about", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/about-1CqqPBZ0.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/contact": { "id": "routes/contact", "parentId": "root", "path": "contact", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contact-Bite6hes.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/thankyou": { "id": "routes/thankyou", "parentId": "root", "path": "thankyou", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/thankyou-Dl3D6LWG.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/consultation": { "id": "routes/consultation", "parentId": "root", "path": "consultation", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/consultation-wykPH69N.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/privacy-policy": { "id": "routes/privacy-policy", "parentId": "root", "path": "privacy-policy", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/privacy-policy-DG6sevlL.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/terms-and-conditions": { "id": "routes/terms-and-conditions", "parentId": "root", "path": "terms-and-conditions", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/terms-and-conditions-DY7LLpXe.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:harish-chandra-agarwal": { "id": "director:harish-chandra-agarwal", "parentId": "root", "path": "harish-chandra-agarwal", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-nqS-wV1X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:vikram-agarwal": { "id": "director:vikram-agarwal", "parentId": "root", "path": "vikram-agarwal", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-nqS-wV1X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:sunil-kumar-bansal": { "id": "director:sunil-kumar-bansal", "parentId": "root", "path": "sunil-kumar-bansal", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-nqS-wV1X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:meera-iyer": { "id": "director:meera-iyer", "parentId": "root", "path": "meera-iyer", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-nqS-wV1X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:arvind-nair": { "id": "director:arvind-nair", "parentId": "root", "path": "arvind-nair", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-nqS-wV1X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:rakesh-khanna": { "id": "director:rakesh-khanna", "parentId": "root", "path": "rakesh-khanna", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-nqS-wV1X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:designer-range": { "id": "range:designer-range", "parentId": "root", "path": "designer-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:exterior-range": { "id": "range:exterior-range", "parentId": "root", "path": "exterior-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:interior-range": { "id": "range:interior-range", "parentId": "root", "path": "interior-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:distemper-range": { "id": "range:distemper-range", "parentId": "root", "path": "distemper-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:premium-enamel-range": { "id": "range:premium-enamel-range", "parentId": "root", "path": "premium-enamel-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:wood-coating-products": { "id": "range:wood-coating-products", "parentId": "root", "path": "wood-coating-products", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:water-proofing-solutions": { "id": "range:water-proofing-solutions", "parentId": "root", "path": "water-proofing-solutions", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:dual-paints-series": { "id": "range:dual-paints-series", "parentId": "root", "path": "dual-paints-series", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D11nGHEK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:Kamo-Hi-Sheen": { "id": "product:Kamo-Hi-Sheen", "parentId": "root", "path": "Kamo-Hi-Sheen", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:velvety": { "id": "product:velvety", "parentId": "root", "path": "velvety", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamoshine-advance": { "id": "product:kamoshine-advance", "parentId": "root", "path": "kamoshine-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamosilky-advance": { "id": "product:kamosilky-advance", "parentId": "root", "path": "kamosilky-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:sheen-n-shine-stain-free": { "id": "product:sheen-n-shine-stain-free", "parentId": "root", "path": "sheen-n-shine-stain-free", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamorich": { "id": "product:kamorich", "parentId": "root", "path": "kamorich", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamosilky": { "id": "product:kamosilky", "parentId": "root", "path": "kamosilky", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamoshield": { "id": "product:kamoshield", "parentId": "root", "path": "kamoshield", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-classic": { "id": "product:weather-classic", "parentId": "root", "path": "weather-classic", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamo-shield-advance": { "id": "product:kamo-shield-advance", "parentId": "root", "path": "kamo-shield-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamo-supreme-advance-shyne": { "id": "product:kamo-supreme-advance-shyne", "parentId": "root", "path": "kamo-supreme-advance-shyne", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-classic-advance": { "id": "product:weather-classic-advance", "parentId": "root", "path": "weather-classic-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-classic-max": { "id": "product:weather-classic-max", "parentId": "root", "path": "weather-classic-max", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-supreme": { "id": "product:weather-supreme", "parentId": "root", "path": "weather-supreme", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamodual-gold-emulsion": { "id": "product:kamodual-gold-emulsion", "parentId": "root", "path": "kamodual-gold-emulsion", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamodual-luxury-emulsion": { "id": "product:kamodual-luxury-emulsion", "parentId": "root", "path": "kamodual-luxury-emulsion", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamodual-premium-emulsion": { "id": "product:kamodual-premium-emulsion", "parentId": "root", "path": "kamodual-premium-emulsion", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-BMD4cnx3.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "shade-cards": { "id": "shade-cards", "parentId": "root", "path": "pickyourcolors", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/shade-cards-CTtW2C4X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "shade-cards-html": { "id": "shade-cards-html", "parentId": "root", "path": "pickyourcolors.html", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/shade-cards-CTtW2C4X.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/catalogue-sub-category": { "id": "routes/catalogue-sub-category", "parentId": "root", "path": "Product/:subCategoryId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/catalogue-sub-category-CbXG-mVm.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/catalogue-detail": { "id": "routes/catalogue-detail", "parentId": "root", "path": "Product/Details/:subSubCategoryId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/catalogue-detail-AahFZa1i.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/investor-zone": { "id": "routes/investor-zone", "parentId": "root", "path": "investor-zone", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/investor-zone-BnLfzhLM.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/investor-help-desk": { "id": "routes/investor-help-desk", "parentId": "root", "path": "investor-help-desk", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/investor-help-desk-BA4-mI_V.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/regulation-46": { "id": "routes/regulation-46", "parentId": "root", "path": "4f9c2a7e1b", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/regulation-46-K6mknTL-.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:financial-results": { "id": "documents:financial-results", "parentId": "root", "path": "financial-results", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:annual-results": { "id": "documents:annual-results", "parentId": "root", "path": "annual-results", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:annual-return": { "id": "documents:annual-return", "parentId": "root", "path": "annual-return", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:shareholding-pattern": { "id": "documents:shareholding-pattern", "parentId": "root", "path": "shareholding-pattern", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:investor-information": { "id": "documents:investor-information", "parentId": "root", "path": "investor-information", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:presentation": { "id": "documents:presentation", "parentId": "root", "path": "presentation", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:code-of-conduct": { "id": "documents:code-of-conduct", "parentId": "root", "path": "code-of-conduct", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:subsidiary-financials": { "id": "documents:subsidiary-financials", "parentId": "root", "path": "subsidiary-financials", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:scheme-of-arrangement": { "id": "documents:scheme-of-arrangement", "parentId": "root", "path": "scheme-of-arrangement", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:listing-of-shares": { "id": "documents:listing-of-shares", "parentId": "root", "path": "listing-of-shares", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:kamo-colours-private-limited": { "id": "documents:kamo-colours-private-limited", "parentId": "root", "path": "kamo-colours-private-limited", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:8d3e6b0a5c": { "id": "documents:8d3e6b0a5c", "parentId": "root", "path": "8d3e6b0a5c", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-B3satu2D.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "document-groups:notice-to-shareholders": { "id": "document-groups:notice-to-shareholders", "parentId": "root", "path": "notice-to-shareholders", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-groups-DQGMQ0Ao.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "document-groups:stock-exchange-disclosures": { "id": "document-groups:stock-exchange-disclosures", "parentId": "root", "path": "stock-exchange-disclosures", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-groups-DQGMQ0Ao.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "document-groups:general-meeting": { "id": "document-groups:general-meeting", "parentId": "root", "path": "general-meeting", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-groups-DQGMQ0Ao.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/blog": { "id": "routes/blog", "parentId": "root", "path": "blog", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/blog-C0np2OuP.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/blog-details": { "id": "routes/blog-details", "parentId": "root", "path": "blog-details/:id", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/blog-details-JfBqJcyK.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/news": { "id": "routes/news", "parentId": "root", "path": "news", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/news-CjsYipg9.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/faq": { "id": "routes/faq", "parentId": "root", "path": "faq", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/faq-DbNbd47v.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/dealer": { "id": "routes/dealer", "parentId": "root", "path": "dealer", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/dealer-BhN3kYAC.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/distributor": { "id": "routes/distributor", "parentId": "root", "path": "distributor", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/distributor-CHySac1W.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/contractor": { "id": "routes/contractor", "parentId": "root", "path": "contractor", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contractor-DyvWhShk.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/vendor": { "id": "routes/vendor", "parentId": "root", "path": "vendor", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/vendor-DJFe85eN.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/ComingSoon-D6D704v3.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sitemap": { "id": "routes/sitemap", "parentId": "root", "path": "sitemap.xml", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sitemap-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/robots": { "id": "routes/robots", "parentId": "root", "path": "robots.txt", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/robots-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/manifest": { "id": "routes/manifest", "parentId": "root", "path": "manifest.webmanifest", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/manifest-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/not-found": { "id": "routes/not-found", "parentId": "root", "path": "not-found", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-DmtRsxrp.js", "imports": ["/assets/jsx-runtime-ByTkTjT9.js", "/assets/seo-BiD64eJX.js", "/assets/site-D2hyAA3H.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/catch-all": { "id": "routes/catch-all", "parentId": "root", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/catch-all-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 } }, "url": "/assets/manifest-19fd7913.js", "version": "19fd7913", "sri": void 0 };
const assetsBuildDirectory = "build-quality/client";
const basename = "/";
const future = { "unstable_optimizeDeps": false, "v8_passThroughRequests": false, "v8_trailingSlashAwareDataRequests": false, "unstable_previewServerPrerendering": false, "v8_middleware": false, "v8_splitRouteModules": false, "v8_viteEnvironmentApi": false };
const ssr = true;
const isSpaMode = false;
const prerender = [];
const routeDiscovery = { "mode": "lazy", "manifestPath": "/__manifest" };
const publicPath = "/";
const entry = { module: entryServer };
const routes = {
  "root": {
    id: "root",
    parentId: void 0,
    path: "",
    index: void 0,
    caseSensitive: void 0,
    module: route0
  },
  "routes/home": {
    id: "routes/home",
    parentId: "root",
    path: void 0,
    index: true,
    caseSensitive: void 0,
    module: route1
  },
  "routes/about": {
    id: "routes/about",
    parentId: "root",
    path: "about",
    index: void 0,
    caseSensitive: void 0,
    module: route2
  },
  "routes/contact": {
    id: "routes/contact",
    parentId: "root",
    path: "contact",
    index: void 0,
    caseSensitive: void 0,
    module: route3
  },
  "routes/thankyou": {
    id: "routes/thankyou",
    parentId: "root",
    path: "thankyou",
    index: void 0,
    caseSensitive: void 0,
    module: route4
  },
  "routes/consultation": {
    id: "routes/consultation",
    parentId: "root",
    path: "consultation",
    index: void 0,
    caseSensitive: void 0,
    module: route5
  },
  "routes/privacy-policy": {
    id: "routes/privacy-policy",
    parentId: "root",
    path: "privacy-policy",
    index: void 0,
    caseSensitive: void 0,
    module: route6
  },
  "routes/terms-and-conditions": {
    id: "routes/terms-and-conditions",
    parentId: "root",
    path: "terms-and-conditions",
    index: void 0,
    caseSensitive: void 0,
    module: route7
  },
  "director:harish-chandra-agarwal": {
    id: "director:harish-chandra-agarwal",
    parentId: "root",
    path: "harish-chandra-agarwal",
    index: void 0,
    caseSensitive: void 0,
    module: route13
  },
  "director:vikram-agarwal": {
    id: "director:vikram-agarwal",
    parentId: "root",
    path: "vikram-agarwal",
    index: void 0,
    caseSensitive: void 0,
    module: route13
  },
  "director:sunil-kumar-bansal": {
    id: "director:sunil-kumar-bansal",
    parentId: "root",
    path: "sunil-kumar-bansal",
    index: void 0,
    caseSensitive: void 0,
    module: route13
  },
  "director:meera-iyer": {
    id: "director:meera-iyer",
    parentId: "root",
    path: "meera-iyer",
    index: void 0,
    caseSensitive: void 0,
    module: route13
  },
  "director:arvind-nair": {
    id: "director:arvind-nair",
    parentId: "root",
    path: "arvind-nair",
    index: void 0,
    caseSensitive: void 0,
    module: route13
  },
  "director:rakesh-khanna": {
    id: "director:rakesh-khanna",
    parentId: "root",
    path: "rakesh-khanna",
    index: void 0,
    caseSensitive: void 0,
    module: route13
  },
  "range:designer-range": {
    id: "range:designer-range",
    parentId: "root",
    path: "designer-range",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "range:exterior-range": {
    id: "range:exterior-range",
    parentId: "root",
    path: "exterior-range",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "range:interior-range": {
    id: "range:interior-range",
    parentId: "root",
    path: "interior-range",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "range:distemper-range": {
    id: "range:distemper-range",
    parentId: "root",
    path: "distemper-range",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "range:premium-enamel-range": {
    id: "range:premium-enamel-range",
    parentId: "root",
    path: "premium-enamel-range",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "range:wood-coating-products": {
    id: "range:wood-coating-products",
    parentId: "root",
    path: "wood-coating-products",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "range:water-proofing-solutions": {
    id: "range:water-proofing-solutions",
    parentId: "root",
    path: "water-proofing-solutions",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "range:dual-paints-series": {
    id: "range:dual-paints-series",
    parentId: "root",
    path: "dual-paints-series",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "product:Kamo-Hi-Sheen": {
    id: "product:Kamo-Hi-Sheen",
    parentId: "root",
    path: "Kamo-Hi-Sheen",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:velvety": {
    id: "product:velvety",
    parentId: "root",
    path: "velvety",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamoshine-advance": {
    id: "product:kamoshine-advance",
    parentId: "root",
    path: "kamoshine-advance",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamosilky-advance": {
    id: "product:kamosilky-advance",
    parentId: "root",
    path: "kamosilky-advance",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:sheen-n-shine-stain-free": {
    id: "product:sheen-n-shine-stain-free",
    parentId: "root",
    path: "sheen-n-shine-stain-free",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamorich": {
    id: "product:kamorich",
    parentId: "root",
    path: "kamorich",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamosilky": {
    id: "product:kamosilky",
    parentId: "root",
    path: "kamosilky",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamoshield": {
    id: "product:kamoshield",
    parentId: "root",
    path: "kamoshield",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:weather-classic": {
    id: "product:weather-classic",
    parentId: "root",
    path: "weather-classic",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamo-shield-advance": {
    id: "product:kamo-shield-advance",
    parentId: "root",
    path: "kamo-shield-advance",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamo-supreme-advance-shyne": {
    id: "product:kamo-supreme-advance-shyne",
    parentId: "root",
    path: "kamo-supreme-advance-shyne",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:weather-classic-advance": {
    id: "product:weather-classic-advance",
    parentId: "root",
    path: "weather-classic-advance",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:weather-classic-max": {
    id: "product:weather-classic-max",
    parentId: "root",
    path: "weather-classic-max",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:weather-supreme": {
    id: "product:weather-supreme",
    parentId: "root",
    path: "weather-supreme",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamodual-gold-emulsion": {
    id: "product:kamodual-gold-emulsion",
    parentId: "root",
    path: "kamodual-gold-emulsion",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamodual-luxury-emulsion": {
    id: "product:kamodual-luxury-emulsion",
    parentId: "root",
    path: "kamodual-luxury-emulsion",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "product:kamodual-premium-emulsion": {
    id: "product:kamodual-premium-emulsion",
    parentId: "root",
    path: "kamodual-premium-emulsion",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "shade-cards": {
    id: "shade-cards",
    parentId: "root",
    path: "pickyourcolors",
    index: void 0,
    caseSensitive: void 0,
    module: route40
  },
  "shade-cards-html": {
    id: "shade-cards-html",
    parentId: "root",
    path: "pickyourcolors.html",
    index: void 0,
    caseSensitive: void 0,
    module: route40
  },
  "routes/catalogue-sub-category": {
    id: "routes/catalogue-sub-category",
    parentId: "root",
    path: "Product/:subCategoryId",
    index: void 0,
    caseSensitive: void 0,
    module: route41
  },
  "routes/catalogue-detail": {
    id: "routes/catalogue-detail",
    parentId: "root",
    path: "Product/Details/:subSubCategoryId",
    index: void 0,
    caseSensitive: void 0,
    module: route42
  },
  "routes/investor-zone": {
    id: "routes/investor-zone",
    parentId: "root",
    path: "investor-zone",
    index: void 0,
    caseSensitive: void 0,
    module: route43
  },
  "routes/investor-help-desk": {
    id: "routes/investor-help-desk",
    parentId: "root",
    path: "investor-help-desk",
    index: void 0,
    caseSensitive: void 0,
    module: route44
  },
  "routes/regulation-46": {
    id: "routes/regulation-46",
    parentId: "root",
    path: "4f9c2a7e1b",
    index: void 0,
    caseSensitive: void 0,
    module: route45
  },
  "documents:financial-results": {
    id: "documents:financial-results",
    parentId: "root",
    path: "financial-results",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:annual-results": {
    id: "documents:annual-results",
    parentId: "root",
    path: "annual-results",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:annual-return": {
    id: "documents:annual-return",
    parentId: "root",
    path: "annual-return",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:shareholding-pattern": {
    id: "documents:shareholding-pattern",
    parentId: "root",
    path: "shareholding-pattern",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:investor-information": {
    id: "documents:investor-information",
    parentId: "root",
    path: "investor-information",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:presentation": {
    id: "documents:presentation",
    parentId: "root",
    path: "presentation",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:code-of-conduct": {
    id: "documents:code-of-conduct",
    parentId: "root",
    path: "code-of-conduct",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:subsidiary-financials": {
    id: "documents:subsidiary-financials",
    parentId: "root",
    path: "subsidiary-financials",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:scheme-of-arrangement": {
    id: "documents:scheme-of-arrangement",
    parentId: "root",
    path: "scheme-of-arrangement",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:listing-of-shares": {
    id: "documents:listing-of-shares",
    parentId: "root",
    path: "listing-of-shares",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:kamo-colours-private-limited": {
    id: "documents:kamo-colours-private-limited",
    parentId: "root",
    path: "kamo-colours-private-limited",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "documents:8d3e6b0a5c": {
    id: "documents:8d3e6b0a5c",
    parentId: "root",
    path: "8d3e6b0a5c",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "document-groups:notice-to-shareholders": {
    id: "document-groups:notice-to-shareholders",
    parentId: "root",
    path: "notice-to-shareholders",
    index: void 0,
    caseSensitive: void 0,
    module: route60
  },
  "document-groups:stock-exchange-disclosures": {
    id: "document-groups:stock-exchange-disclosures",
    parentId: "root",
    path: "stock-exchange-disclosures",
    index: void 0,
    caseSensitive: void 0,
    module: route60
  },
  "document-groups:general-meeting": {
    id: "document-groups:general-meeting",
    parentId: "root",
    path: "general-meeting",
    index: void 0,
    caseSensitive: void 0,
    module: route60
  },
  "routes/blog": {
    id: "routes/blog",
    parentId: "root",
    path: "blog",
    index: void 0,
    caseSensitive: void 0,
    module: route61
  },
  "routes/blog-details": {
    id: "routes/blog-details",
    parentId: "root",
    path: "blog-details/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route62
  },
  "routes/news": {
    id: "routes/news",
    parentId: "root",
    path: "news",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "routes/faq": {
    id: "routes/faq",
    parentId: "root",
    path: "faq",
    index: void 0,
    caseSensitive: void 0,
    module: route64
  },
  "routes/dealer": {
    id: "routes/dealer",
    parentId: "root",
    path: "dealer",
    index: void 0,
    caseSensitive: void 0,
    module: route65
  },
  "routes/distributor": {
    id: "routes/distributor",
    parentId: "root",
    path: "distributor",
    index: void 0,
    caseSensitive: void 0,
    module: route66
  },
  "routes/contractor": {
    id: "routes/contractor",
    parentId: "root",
    path: "contractor",
    index: void 0,
    caseSensitive: void 0,
    module: route67
  },
  "routes/vendor": {
    id: "routes/vendor",
    parentId: "root",
    path: "vendor",
    index: void 0,
    caseSensitive: void 0,
    module: route68
  },
  "routes/sitemap": {
    id: "routes/sitemap",
    parentId: "root",
    path: "sitemap.xml",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "routes/robots": {
    id: "routes/robots",
    parentId: "root",
    path: "robots.txt",
    index: void 0,
    caseSensitive: void 0,
    module: route70
  },
  "routes/manifest": {
    id: "routes/manifest",
    parentId: "root",
    path: "manifest.webmanifest",
    index: void 0,
    caseSensitive: void 0,
    module: route71
  },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "root",
    path: "not-found",
    index: void 0,
    caseSensitive: void 0,
    module: route72
  },
  "routes/catch-all": {
    id: "routes/catch-all",
    parentId: "root",
    path: "*",
    index: void 0,
    caseSensitive: void 0,
    module: route73
  }
};
const allowedActionOrigins = false;
export {
  allowedActionOrigins,
  serverManifest as assets,
  assetsBuildDirectory,
  basename,
  entry,
  future,
  isSpaMode,
  prerender,
  publicPath,
  routeDiscovery,
  routes,
  ssr
};
