import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, useFetcher, useLocation, UNSAFE_withComponentProps, Outlet, UNSAFE_withErrorBoundaryProps, isRouteErrorResponse, useRouteLoaderData, Meta, Links, ScrollRestoration, Scripts, data, redirect, useActionData } from "react-router";
import path from "node:path";
import { z } from "zod";
import { createHash, randomUUID, randomBytes, createHmac, timingSafeEqual } from "node:crypto";
import { useId, useRef, useSyncExternalStore, useState, useEffect, useCallback, useReducer, Fragment as Fragment$1 } from "react";
import fs from "node:fs";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import sanitizeHtml from "sanitize-html";
import { EventEmitter } from "node:events";
import { rgb, PDFDocument, StandardFonts } from "pdf-lib";
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
  // Lead delivery worker: how often it looks for leads to forward (ms).
  CRM_POLL_MS: z.coerce.number().int().min(100).max(6e5).default(2e3),
  // A CRM request still unanswered after this long counts as failed (ms).
  CRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(12e4).default(1e4),
  // Attempts before a lead is dead-lettered (kept, reported, re-queueable).
  CRM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  // First retry delay (ms); doubles each attempt, with jitter, up to CRM_RETRY_CAP_MS.
  CRM_RETRY_BASE_MS: z.coerce.number().int().min(10).max(36e5).default(5e3),
  CRM_RETRY_CAP_MS: z.coerce.number().int().min(10).max(864e5).default(18e5),
  // Secret that signs form sessions; unset = one generated and kept in the database.
  FORM_SESSION_SECRET: optionalText.pipe(z.string().min(32).optional()),
  // Submissions below this fill time (seconds since the form was served) are flagged as spam.
  LEADS_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  // Lead submissions accepted per client IP per hour (0 turns the limit off, e.g. for benchmarks).
  LEADS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).max(1e6).default(60),
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
let cached$1;
function getEnv() {
  cached$1 ??= parseEnv(process.env);
  return cached$1;
}
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
function contentSecurityPolicy(scriptHashes, options2) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Style sheets only from our origin; style attributes (swatch colours,
    // carousel offsets) cannot run code, so they are allowed.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // Catalogue pictures may be hosted by the company's ERP when that adapter is on.
    `img-src 'self' data: blob: ${(options2.imageOrigins ?? []).join(" ")}`.trim(),
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
  if (options2.https) directives.push("upgrade-insecure-requests");
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
              contentSecurityPolicy(inlineScriptHashes(html), { https, imageOrigins: erpImageOrigins() })
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
function erpImageOrigins() {
  const erp = getEnv().ERP_BASE_URL;
  return erp ? [new URL(erp).origin] : [];
}
function isHttps(request) {
  return new URL(request.url).protocol === "https:";
}
const entryServer = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: handleRequest,
  streamTimeout
}, Symbol.toStringTag, { value: "Module" }));
const frauncesFont = "/assets/fraunces-latin-wght-normal-ukD16Tqj.woff2";
const interFont = "/assets/inter-latin-wght-normal-Dx4kXJAl.woff2";
const SHORT_TEXT_MAX = 150;
const LONG_TEXT_MAX = 2e3;
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
function cleanText(value) {
  return value.normalize("NFC").replace(CONTROL_CHARS, "").trim();
}
const text$1 = (max, label) => z.string().transform(cleanText).pipe(z.string().max(max, `${label} can be at most ${max} characters`));
const shortText = (label) => text$1(SHORT_TEXT_MAX, label);
const longText = (label) => text$1(LONG_TEXT_MAX, label);
const personName = (label = "Name") => shortText(label).pipe(
  z.string().regex(new RegExp("\\p{L}", "u"), `${label} should contain letters`).max(100, `${label} is too long`)
);
const email = z.string().transform((v) => cleanText(v).toLowerCase()).pipe(
  z.string().max(254, "That email address is too long").pipe(z.email("Enter an email address like name@example.com"))
);
function digitsOnly(value) {
  return value.replace(/\D/g, "");
}
const indianMobile = z.string().transform(digitsOnly).transform((d) => d.length === 12 && d.startsWith("91") ? d.slice(2) : d).transform((d) => d.length === 11 && d.startsWith("0") ? d.slice(1) : d).pipe(
  z.string().regex(/^\d{10}$/, "Enter a 10-digit mobile number, for example 98200 12345").regex(/^[6-9]/, "Indian mobile numbers start with 6, 7, 8 or 9")
);
const phoneNumber = z.string().transform(digitsOnly).pipe(
  z.string().min(6, "Enter the phone number with its STD code, for example 022 2345 6789").max(15, "A phone number has at most 15 digits")
);
function mobileForCountry(countryCode2, mobile) {
  if (countryCode2 === "+91") {
    const result = indianMobile.safeParse(mobile);
    return result.success ? void 0 : result.error.issues[0]?.message;
  }
  const digits = digitsOnly(mobile);
  if (digits.length < 6 || digits.length > 15) return "Enter the mobile number, 6 to 15 digits";
  return void 0;
}
const countryCode = z.string().transform((v) => cleanText(v).replace(/\s/g, "")).pipe(z.string().regex(/^\+\d{1,4}$/, "Enter a country code like +91"));
const pinCode = z.string().transform((v) => v.replace(/\s/g, "")).pipe(z.string().regex(/^[1-9]\d{5}$/, "Enter the 6-digit PIN code, for example 400001"));
const pan = z.string().transform((v) => v.replace(/\s/g, "").toUpperCase()).pipe(
  z.string().regex(
    /^[A-Z]{5}\d{4}[A-Z]$/,
    "Enter the 10-character PAN as printed on the card, for example ABCDE1234F"
  )
);
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const VAT_TIN_PATTERN = /^\d{11}$/;
const gstin = z.string().transform((v) => v.replace(/\s/g, "").toUpperCase()).pipe(
  z.string().regex(
    GSTIN_PATTERN,
    "Enter the 15-character GSTIN, for example 27ABCDE1234F1Z5 (state code, PAN, then 3 characters)"
  )
);
const gstinOrTin = z.string().transform((v) => v.replace(/[\s-]/g, "").toUpperCase()).pipe(
  z.string().refine(
    (v) => GSTIN_PATTERN.test(v) || VAT_TIN_PATTERN.test(v),
    "Enter your 15-character GSTIN (for example 27ABCDE1234F1Z5) or 11-digit TIN"
  )
);
const isoDate = z.string().trim().pipe(
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as DD/MM/YYYY").refine((v) => {
    const d = /* @__PURE__ */ new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "That date does not exist")
);
const pastDate = (label) => isoDate.refine((v) => v >= "1900-01-01" && v <= (/* @__PURE__ */ new Date()).toISOString().slice(0, 10), {
  message: `${label} must be a date in the past`
});
const dateOfBirth = pastDate("Date of birth").refine(
  (v) => {
    const eighteen = /* @__PURE__ */ new Date();
    eighteen.setUTCFullYear(eighteen.getUTCFullYear() - 18);
    return v <= eighteen.toISOString().slice(0, 10);
  },
  { message: "The applicant must be at least 18 years old" }
);
const amount = (label) => z.string().transform((v) => v.replace(/[,\s₹]/g, "")).pipe(
  z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, `${label}: enter an amount in figures, for example 12.5`)
);
const wholeNumber = (label, min, max) => z.string().transform((v) => v.replace(/\s/g, "")).pipe(
  z.string().regex(/^\d+$/, `${label}: enter a whole number`).refine((v) => Number(v) >= min && Number(v) <= max, `${label} must be ${min} to ${max}`)
);
const code = (codes, message) => z.string().refine((v) => codes.includes(v), message);
const consultationTypes = [
  { value: "10", label: "Residential" },
  { value: "20", label: "Commercial" },
  { value: "30", label: "Individual" }
];
const firmTypes = [
  { value: "10", label: "Proprietor" },
  { value: "20", label: "Partnership" },
  { value: "30", label: "Pvt. Ltd." },
  { value: "40", label: "Public Ltd." }
];
const partyInExistence = [
  { value: "130", label: "Over 20 years" },
  { value: "140", label: "10 to 20 years" },
  { value: "150", label: "5 to 10 years" },
  { value: "160", label: "Below 5 years" }
];
const competitorCompanies = [
  { value: "50", label: "Asian Paints" },
  { value: "60", label: "GNP" },
  { value: "70", label: "Berger" },
  { value: "80", label: "CI" },
  { value: "90", label: "Rajdoot" },
  { value: "100", label: "Shalimar" },
  { value: "120", label: "Any other" }
];
const businessTypes = [
  { value: "10", label: "Sole proprietor" },
  { value: "20", label: "Partnership" }
];
const classifications = [
  { value: "10", label: "Large" },
  { value: "20", label: "Small" }
];
const countryCodes = [
  { value: "+91", label: "India (+91)" },
  { value: "+971", label: "United Arab Emirates (+971)" },
  { value: "+977", label: "Nepal (+977)" },
  { value: "+880", label: "Bangladesh (+880)" },
  { value: "+94", label: "Sri Lanka (+94)" },
  { value: "+966", label: "Saudi Arabia (+966)" },
  { value: "+974", label: "Qatar (+974)" },
  { value: "+968", label: "Oman (+968)" },
  { value: "+65", label: "Singapore (+65)" },
  { value: "+44", label: "United Kingdom (+44)" },
  { value: "+1", label: "USA / Canada (+1)" }
];
const indianStates = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal"
].map((name) => ({ value: name, label: name }));
const leadFormIds = [
  "consultation",
  "quick-contact",
  "lets-talk",
  "dealer",
  "distributor",
  "contractor",
  "contractor-short",
  "vendor"
];
function isLeadFormId(value) {
  return leadFormIds.includes(value);
}
const f = {
  name: (label = "Your name") => ({
    name: "name",
    label,
    kind: "text",
    rule: personName(label),
    required: true,
    autoComplete: "name"
  }),
  email: (name = "email", label = "Email address", required = true) => ({
    name,
    label,
    kind: "email",
    rule: email,
    required,
    autoComplete: "email",
    inputMode: "email"
  }),
  mobile: (name = "mobile", label = "Mobile number", required = true) => ({
    name,
    label,
    kind: "tel",
    rule: indianMobile,
    required,
    digitsOnly: true,
    inputMode: "numeric",
    autoComplete: "tel-national",
    hint: "10 digits, for example 9820012345"
  }),
  phone: (name, label, required = false) => ({
    name,
    label,
    kind: "tel",
    rule: phoneNumber,
    required,
    digitsOnly: true,
    inputMode: "numeric"
  }),
  text: (name, label, required = false, extra = {}) => ({ name, label, kind: "text", rule: shortText(label), required, ...extra }),
  paragraph: (name, label, required = false, extra = {}) => ({
    name,
    label,
    kind: "textarea",
    rule: longText(label),
    required,
    full: true,
    ...extra
  }),
  select: (name, label, options2, required, prompt) => ({
    name,
    label,
    kind: "select",
    options: options2,
    prompt,
    required,
    rule: code(
      options2.map((o) => o.value),
      `Choose ${label.toLowerCase()} from the list`
    )
  }),
  dob: (required = true) => ({
    name: "dateOfBirth",
    label: "Date of birth",
    kind: "date",
    rule: dateOfBirth,
    required,
    autoComplete: "bday"
  }),
  tin: (required = true) => ({
    name: "tin",
    label: "GSTIN / TIN",
    kind: "text",
    rule: gstinOrTin,
    required,
    hint: "15-character GSTIN, or the 11-digit TIN if you have no GSTIN yet"
  }),
  amountLakh: (name, label) => ({
    name,
    label,
    kind: "text",
    rule: amount(label),
    inputMode: "decimal"
  })
};
const state = (required) => f.select("state", "State", indianStates, required, "Choose your state");
const consultation$1 = {
  id: "consultation",
  title: "Free consultation request",
  submitLabel: "Book my free consultation",
  contact: { name: ["name"], email: "email", mobile: ["mobile"] },
  sections: [
    {
      fields: [
        f.name(),
        f.email(),
        {
          ...f.select("countryCode", "Country code", countryCodes, true, "Choose a country code"),
          rule: countryCode,
          defaultValue: "+91",
          autoComplete: "tel-country-code"
        },
        { ...f.mobile(), rule: phoneNumber },
        f.select("type", "Type of project", consultationTypes, false, "Not specified"),
        f.paragraph("message", "What would you like help with?", true, {
          hint: "Rooms, surfaces, shades you like, when you plan to paint"
        }),
        { name: "product", label: "Product", kind: "hidden", rule: shortText("Product") }
      ]
    }
  ],
  crossCheck: (values) => {
    const errors = {};
    const code2 = String(values.countryCode ?? "").trim();
    const mobile = String(values.mobile ?? "");
    if (!code2 || !mobile.trim()) return errors;
    const message = mobileForCountry(code2, mobile);
    if (message) errors.mobile = message;
    return errors;
  }
};
const contactFields = () => [
  f.name(),
  f.email(),
  { ...f.phone("phone", "Phone number", true), hint: "Mobile or landline with STD code" },
  f.text("subject", "Subject"),
  f.paragraph("question", "Your question", true)
];
const quickContact = {
  id: "quick-contact",
  title: "Quick contact enquiry",
  submitLabel: "Send enquiry",
  contact: { name: ["name"], email: "email", mobile: ["phone"] },
  sections: [{ fields: contactFields() }]
};
const letsTalk = {
  id: "lets-talk",
  title: "Let's Talk enquiry",
  submitLabel: "Send message",
  contact: { name: ["name"], email: "email", mobile: ["phone"] },
  sections: [{ fields: contactFields() }]
};
const dealerFields = () => [
  f.text("partnerName", "Proprietor / partner name", true, { rule: personName("Name") }),
  f.text("firmName", "Firm name", true, { autoComplete: "organization" }),
  f.select("firmType", "Firm type", firmTypes, true, "Choose the firm type"),
  state(true),
  f.tin(true),
  f.mobile(),
  f.email(),
  f.dob(true),
  f.text("branchAndBank", "Bank and branch", true, {
    hint: "For example State Bank of India, Pune Camp"
  }),
  f.paragraph("companiesDealtWith", "Companies you deal with as a dealer", true, {
    hint: "Brands you already stock, with roughly how long"
  })
];
const dealer$1 = {
  id: "dealer",
  title: "Dealer application",
  submitLabel: "Send my application",
  contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
  sections: [{ legend: "Your firm", fields: dealerFields() }]
};
const pairs = [1, 2, 3];
const distributor$1 = {
  id: "distributor",
  title: "CFA / CSA / Distributor application",
  submitLabel: "Send my application",
  contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
  sections: [
    { legend: "Your firm", fields: dealerFields() },
    {
      legend: "Companies you distribute for (up to three)",
      intro: "Optional. Tell us the areas you cover for each company.",
      fields: pairs.flatMap((n) => [
        f.text(`company${n}`, `Company ${n}`),
        f.text(`area${n}`, `Area covered for company ${n}`)
      ])
    }
  ],
  crossCheck: (values) => {
    const errors = {};
    for (const n of pairs) {
      const company2 = String(values[`company${n}`] ?? "").trim();
      const area = String(values[`area${n}`] ?? "").trim();
      if (area && !company2) errors[`company${n}`] = `Add the company you cover this area for`;
    }
    return errors;
  }
};
const contractorFields = (full) => [
  {
    legend: "Depot details",
    fields: [
      f.text("depot", "Depot"),
      f.text("soCode", "SO code", false, { hint: "Your Kamo sales officer's code, if known" }),
      ...full ? [
        {
          name: "formDate",
          label: "Date",
          kind: "date",
          rule: isoDate
        }
      ] : [],
      f.text("applicatorCode", "Applicator code", false, { hint: "If you already have one" })
    ]
  },
  {
    legend: "About you and your firm",
    fields: [
      f.text("applicatorName", "Applicator name", full, { rule: personName("Applicator name") }),
      f.select("firmType", "Firm type", firmTypes, full, "Choose the firm type"),
      f.text("partnerNames", "Partners' names", false, { full: true }),
      f.dob(true),
      {
        name: "marriageAnniversary",
        label: "Marriage anniversary",
        kind: "date",
        rule: pastDate("Marriage anniversary")
      },
      f.mobile(),
      f.phone("officePhone", "Office phone"),
      f.phone("residentialPhone", "Residential phone"),
      f.paragraph("officeAddress", "Office address", full, { autoComplete: "street-address" })
    ]
  },
  {
    legend: "Tax and bank",
    fields: [
      f.tin(true),
      { name: "pan", label: "PAN", kind: "text", rule: pan, required: full, hint: "ABCDE1234F" },
      f.text("bankerName", "Banker name"),
      f.paragraph("bankerAddress", "Banker address")
    ]
  },
  {
    legend: "Your business",
    fields: [
      f.select(
        "partyInExistence",
        "Party in existence",
        partyInExistence,
        full,
        "How long has the firm been working?"
      ),
      {
        name: "competitors",
        label: "Companies whose paints you apply",
        kind: "checkboxes",
        options: competitorCompanies,
        full: true
      },
      f.amountLakh("turnoverLakh", "Firm turnover (₹ lakh)")
    ]
  },
  {
    legend: "Projects undertaken (up to three)",
    intro: "Optional. Recent painting projects and their value.",
    fields: pairs.flatMap((n) => [
      f.text(`project${n}`, `Project ${n}`),
      f.amountLakh(`projectAmount${n}`, `Project ${n} amount (₹ lakh)`)
    ])
  }
];
const contractor$1 = {
  id: "contractor",
  title: "Applicator / contractor opening form",
  submitLabel: "Send my application",
  contact: { name: ["applicatorName"], mobile: ["mobile"] },
  sections: contractorFields(true)
};
const contractorShort = {
  id: "contractor-short",
  title: "Applicator / contractor quick registration",
  submitLabel: "Register",
  contact: { name: ["applicatorName"], mobile: ["mobile"] },
  sections: contractorFields(false)
};
const vendorRoles = [
  ["president", "President"],
  ["finance", "Finance"],
  ["sales", "Sales"],
  ["purchasing", "Purchasing"],
  ["contact", "Contact person"]
];
const currentYear = (/* @__PURE__ */ new Date()).getFullYear();
const vendor$1 = {
  id: "vendor",
  title: "Supplier registration",
  submitLabel: "Send supplier details",
  contact: {
    name: ["contactName", "presidentName", "companyName"],
    email: "email",
    mobile: ["contactPhone", "telephone", "presidentPhone"]
  },
  sections: [
    {
      legend: "Company",
      fields: [
        f.text("companyName", "Company name", false, { autoComplete: "organization" }),
        f.email("email", "Email address", false),
        f.paragraph("address", "Address", false, { autoComplete: "street-address" }),
        f.text("city", "City", false, { autoComplete: "address-level2" }),
        state(false),
        {
          name: "zip",
          label: "PIN code",
          kind: "text",
          rule: pinCode,
          inputMode: "numeric",
          autoComplete: "postal-code"
        },
        f.phone("telephone", "Telephone"),
        f.phone("fax", "Fax"),
        { name: "gstin", label: "GSTIN", kind: "text", rule: gstin, hint: "27ABCDE1234F1Z5" }
      ]
    },
    ...vendorRoles.map(([key, role]) => ({
      legend: `Management contact: ${role}`,
      fields: [
        f.text(`${key}Name`, `${role}: name`, false, { rule: personName(`${role} name`) }),
        f.phone(`${key}Phone`, `${role}: phone`),
        f.phone(`${key}Fax`, `${role}: fax`),
        {
          name: `${key}Experience`,
          label: `${role}: experience (years)`,
          kind: "number",
          rule: wholeNumber(`${role} experience`, 0, 70),
          inputMode: "numeric"
        }
      ]
    })),
    {
      legend: "Company background",
      fields: [
        f.text("owner", "Owner"),
        f.select("businessType", "Business type", businessTypes, false, "Choose the business type"),
        {
          name: "yearEstablished",
          label: "Year established",
          kind: "number",
          rule: wholeNumber("Year established", 1850, currentYear),
          inputMode: "numeric"
        },
        f.select(
          "classification",
          "Classification",
          classifications,
          false,
          "Choose large or small"
        ),
        f.paragraph("processes", "Description of processes", true, {
          hint: "What you make and how: for example resin cooking, pigment grinding, can making"
        }),
        f.paragraph("capabilities", "Capabilities"),
        f.paragraph("materials", "Materials")
      ]
    },
    {
      legend: "Sales forecast (₹ lakh)",
      fields: [
        f.amountLakh("salesNextYear", "Next year"),
        f.amountLakh("salesCurrentYear", "Current year"),
        f.amountLakh("salesPreviousYear", "Previous year"),
        f.amountLakh("salesPreviousThreeYears", "Previous three years")
      ]
    },
    {
      legend: "Top four customers",
      fields: [1, 2, 3, 4].map((n) => f.text(`customer${n}`, `Customer ${n}`))
    },
    {
      legend: "Quality registrations",
      fields: [
        { name: "iso9000Date", label: "ISO 9000 registration date", kind: "date", rule: isoDate },
        f.text("iso9000Registrar", "ISO 9000 registrar"),
        { name: "ts16949Date", label: "TS 16949 registration date", kind: "date", rule: isoDate },
        f.text("ts16949Registrar", "TS 16949 registrar")
      ]
    }
  ]
};
const leadForms = {
  consultation: consultation$1,
  "quick-contact": quickContact,
  "lets-talk": letsTalk,
  dealer: dealer$1,
  distributor: distributor$1,
  contractor: contractor$1,
  "contractor-short": contractorShort,
  vendor: vendor$1
};
function fieldsOf(definition) {
  return definition.sections.flatMap((s) => s.fields);
}
function requiredMessage(field) {
  if (field.kind === "select") return `Choose ${field.label.toLowerCase()}`;
  const label = /^[A-Z][a-z]/.test(field.label) ? field.label[0]?.toLowerCase() + field.label.slice(1) : field.label;
  return `Enter ${label}`;
}
function fieldSchema(field) {
  if (field.kind === "checkboxes") {
    const codes = (field.options ?? []).map((o) => o.value);
    return z.array(z.string()).optional().transform((list) => list ?? []).pipe(z.array(z.string()).max(codes.length)).refine((list) => list.every((v) => codes.includes(v)), "Choose from the list").transform((list) => [...new Set(list)]);
  }
  const rule = field.rule ?? shortText(field.label);
  if (field.required) {
    return z.string({ error: requiredMessage(field) }).refine((v) => v.trim() !== "", { message: requiredMessage(field), abort: true }).pipe(rule);
  }
  return z.string().optional().transform((v) => v === void 0 || v.trim() === "" ? void 0 : v).pipe(rule.optional());
}
function leadFormSchema(definition) {
  const shape = {};
  for (const field of fieldsOf(definition)) shape[field.name] = fieldSchema(field);
  return z.object(shape).superRefine((values, ctx) => {
    for (const [path2, message] of Object.entries(
      definition.crossCheck?.(values) ?? {}
    ))
      ctx.addIssue({ code: "custom", path: [path2], message });
  });
}
const leadSchemas = Object.fromEntries(
  leadFormIds.map((id) => [id, leadFormSchema(leadForms[id])])
);
function validateLead(id, values) {
  const definition = leadForms[id];
  const result = leadSchemas[id].safeParse(values);
  if (result.success) {
    const data2 = {};
    for (const [key, value] of Object.entries(result.data)) {
      if (value === void 0) continue;
      if (Array.isArray(value) && value.length === 0) continue;
      data2[key] = value;
    }
    return { success: true, data: data2 };
  }
  const errors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = issue.message;
  }
  for (const [key, message] of Object.entries(definition.crossCheck?.(values) ?? {}))
    errors[key] ??= message;
  return { success: false, errors };
}
function valuesFromFormData(id, formData) {
  const values = {};
  for (const field of fieldsOf(leadForms[id])) {
    if (field.kind === "checkboxes") {
      values[field.name] = formData.getAll(field.name).filter((v) => typeof v === "string");
      continue;
    }
    const value = formData.get(field.name);
    values[field.name] = typeof value === "string" ? value : "";
  }
  return values;
}
const FORM_SESSION_FIELD = "_session";
const HONEYPOT_FIELD = "company_website";
function LeadForm({
  form,
  action: action2,
  session,
  result,
  hidden = {},
  initial = {},
  footnote,
  sessionUrl
}) {
  const definition = leadForms[form];
  const fetcher = useFetcher();
  const sessionFetcher = useFetcher();
  const answer = fetcher.data ?? result;
  const values = answer?.values ?? {};
  const serverErrors = answer?.status === "invalid" ? answer.errors : {};
  const idPrefix = `${form}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const formRef = useRef(null);
  const summaryRef = useRef(null);
  const sessionInputRef = useRef(null);
  const touched = useRef(/* @__PURE__ */ new Set());
  const clientKey = useRef(void 0);
  const enhanced = useSyncExternalStore(
    subscribeToNothing$1,
    () => true,
    () => false
  );
  const [errors, setErrors] = useState(serverErrors);
  const [showSummary, setShowSummary] = useState(Object.keys(serverErrors).length > 0);
  const [focusRequest, setFocusRequest] = useState(answer ? 1 : 0);
  const [seenAnswer, setSeenAnswer] = useState(fetcher.data);
  if (fetcher.data !== seenAnswer) {
    setSeenAnswer(fetcher.data);
    if (fetcher.data) {
      setErrors(fetcher.data.status === "invalid" ? fetcher.data.errors : {});
      setShowSummary(true);
      setFocusRequest((n) => n + 1);
    }
  }
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);
  const loadSession = sessionFetcher.load;
  const needsSession = !session && sessionUrl !== void 0;
  const sessionRequested = useRef(false);
  useEffect(() => {
    if (!needsSession || !sessionUrl || sessionRequested.current) return;
    sessionRequested.current = true;
    void loadSession(sessionUrl);
  }, [needsSession, sessionUrl, loadSession]);
  const activeSession = session ?? sessionFetcher.data?.session;
  const sessionToken = activeSession ? `${activeSession.key}.${activeSession.issuedAt}.${activeSession.signature}` : "";
  const fieldNames = new Set(fieldsOf(definition).map((f2) => f2.name));
  function checkTouched() {
    const formElement = formRef.current;
    if (!formElement) return;
    const check = validateLead(form, valuesFromFormData(form, new FormData(formElement)));
    const all = check.success ? {} : check.errors;
    const next = {};
    const shown = /* @__PURE__ */ new Set([...touched.current, ...Object.keys(errors)]);
    for (const name of shown) if (all[name]) next[name] = all[name];
    setErrors(next);
  }
  function onBlur(event) {
    const target = event.target;
    const name = typeof target.name === "string" ? target.name : "";
    if (!fieldNames.has(name)) return;
    touched.current.add(name);
    checkTouched();
  }
  function onInput(event) {
    if (!(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement))
      return;
    const target = event.target;
    if (target.dataset.digitsOnly !== void 0) {
      const digits = target.value.replace(/\D/g, "");
      if (digits !== target.value) target.value = digits;
    }
    if (errors[target.name]) checkTouched();
  }
  function onSubmit(event) {
    const sessionInput = sessionInputRef.current;
    if (sessionInput && sessionInput.value === "") {
      clientKey.current ??= randomKey();
      sessionInput.value = `${clientKey.current}.0.`;
    }
    const check = validateLead(form, valuesFromFormData(form, new FormData(event.currentTarget)));
    if (check.success) return;
    event.preventDefault();
    for (const name of Object.keys(check.errors)) touched.current.add(name);
    setErrors(check.errors);
    setShowSummary(true);
    setFocusRequest((n) => n + 1);
  }
  const errorList = Object.entries(errors).filter(([name]) => name !== "_form");
  const busy = fetcher.state !== "idle";
  const notice = answer && answer.status !== "invalid" ? answer.message : void 0;
  return /* @__PURE__ */ jsxs(
    fetcher.Form,
    {
      ref: formRef,
      method: "post",
      action: action2,
      className: "lead-form",
      noValidate: enhanced,
      onBlur,
      onInput,
      onSubmit,
      "aria-describedby": `${idPrefix}-required-note`,
      children: [
        notice ? /* @__PURE__ */ jsxs(
          "div",
          {
            ref: summaryRef,
            className: "alert alert--error lead-form-summary",
            role: "alert",
            tabIndex: -1,
            children: [
              /* @__PURE__ */ jsx("h2", { className: "lead-form-summary-title", children: answer?.status === "rate-limited" ? "Please slow down a little" : "Not sent yet" }),
              /* @__PURE__ */ jsx("p", { children: notice })
            ]
          }
        ) : showSummary && (errorList.length > 0 || errors._form) ? /* @__PURE__ */ jsxs(
          "div",
          {
            ref: summaryRef,
            className: "alert alert--error lead-form-summary",
            role: "alert",
            tabIndex: -1,
            "aria-labelledby": `${idPrefix}-summary-title`,
            children: [
              /* @__PURE__ */ jsx("h2", { className: "lead-form-summary-title", id: `${idPrefix}-summary-title`, children: errorList.length === 1 ? "Please fix 1 thing before sending" : `Please fix ${errorList.length || 1} things before sending` }),
              errors._form ? /* @__PURE__ */ jsx("p", { children: errors._form }) : null,
              /* @__PURE__ */ jsx("ul", { children: errorList.map(([name, message]) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { href: `#${idPrefix}-${name}`, onClick: focusField, children: message }) }, name)) })
            ]
          }
        ) : null,
        /* @__PURE__ */ jsxs("p", { className: "lead-form-required-note", id: `${idPrefix}-required-note`, children: [
          "Fields marked ",
          /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "*" }),
          /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: "as required" }),
          " are required."
        ] }),
        /* @__PURE__ */ jsx(
          "input",
          {
            ref: sessionInputRef,
            type: "hidden",
            name: FORM_SESSION_FIELD,
            defaultValue: sessionToken
          },
          sessionToken
        ),
        /* @__PURE__ */ jsxs("div", { className: "honeypot", "aria-hidden": "true", children: [
          /* @__PURE__ */ jsx("label", { htmlFor: `${idPrefix}-${HONEYPOT_FIELD}`, children: "Leave this field empty" }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: `${idPrefix}-${HONEYPOT_FIELD}`,
              type: "text",
              name: HONEYPOT_FIELD,
              tabIndex: -1,
              autoComplete: "off",
              defaultValue: ""
            }
          )
        ] }),
        definition.sections.map((section, index) => {
          const fields = section.fields.map((field) => /* @__PURE__ */ jsx(
            Field,
            {
              field,
              idPrefix,
              error: errors[field.name],
              value: field.kind === "hidden" ? hidden[field.name] ?? "" : values[field.name] ?? initial[field.name] ?? field.defaultValue
            },
            field.name
          ));
          if (!section.legend)
            return /* @__PURE__ */ jsx("div", { className: "form-grid", children: fields }, index);
          return /* @__PURE__ */ jsxs("fieldset", { className: "lead-form-section", children: [
            /* @__PURE__ */ jsx("legend", { children: section.legend }),
            section.intro ? /* @__PURE__ */ jsx("p", { className: "field-hint", children: section.intro }) : null,
            /* @__PURE__ */ jsx("div", { className: "form-grid", children: fields })
          ] }, index);
        }),
        /* @__PURE__ */ jsxs("div", { className: "form-actions", children: [
          /* @__PURE__ */ jsx("button", { type: "submit", className: "button", disabled: busy, children: busy ? "Sending…" : definition.submitLabel }),
          footnote ? /* @__PURE__ */ jsx("p", { className: "field-hint lead-form-footnote", children: footnote }) : null
        ] })
      ]
    }
  );
}
function focusField(event) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target instanceof HTMLFieldSetElement ? target.querySelector("input") : target;
  (control ?? target).focus();
  target.scrollIntoView({ block: "center" });
}
function subscribeToNothing$1() {
  return () => void 0;
}
function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
function Field({
  field,
  idPrefix,
  error,
  value
}) {
  const id = `${idPrefix}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : void 0;
  const errorId = error ? `${id}-error` : void 0;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || void 0;
  const text2 = Array.isArray(value) ? "" : value ?? "";
  if (field.kind === "hidden") return /* @__PURE__ */ jsx("input", { type: "hidden", name: field.name, value: text2 });
  const label = /* @__PURE__ */ jsxs(Fragment, { children: [
    field.label,
    field.required ? /* @__PURE__ */ jsxs("span", { className: "field-required", "aria-hidden": "true", children: [
      " ",
      "*"
    ] }) : null
  ] });
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : void 0,
    "aria-describedby": describedBy,
    autoComplete: field.autoComplete
  };
  const hint = field.hint ? /* @__PURE__ */ jsx("p", { className: "field-hint", id: hintId, children: field.hint }) : null;
  const message = error ? /* @__PURE__ */ jsx("p", { className: "field-error", id: errorId, children: error }) : null;
  const className = `field${field.full || field.kind === "checkboxes" ? " field--full" : ""}`;
  if (field.kind === "checkboxes") {
    const chosen = Array.isArray(value) ? value : [];
    return /* @__PURE__ */ jsxs(
      "fieldset",
      {
        className: "field field--full lead-form-choices",
        id,
        tabIndex: -1,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : void 0,
        children: [
          /* @__PURE__ */ jsx("legend", { className: "field-label", children: label }),
          hint,
          /* @__PURE__ */ jsx("div", { className: "lead-form-choice-grid", children: (field.options ?? []).map((option) => /* @__PURE__ */ jsxs("label", { className: "choice", children: [
            /* @__PURE__ */ jsx(
              "input",
              {
                type: "checkbox",
                name: field.name,
                value: option.value,
                defaultChecked: chosen.includes(option.value)
              }
            ),
            /* @__PURE__ */ jsx("span", { children: option.label })
          ] }, option.value)) }),
          message
        ]
      }
    );
  }
  let control;
  if (field.kind === "select") {
    control = /* @__PURE__ */ jsxs("select", { ...common, defaultValue: text2, children: [
      /* @__PURE__ */ jsx("option", { value: "", children: field.prompt ?? "Choose…" }),
      (field.options ?? []).map((option) => /* @__PURE__ */ jsx("option", { value: option.value, children: option.label }, option.value))
    ] });
  } else if (field.kind === "textarea") {
    control = /* @__PURE__ */ jsx("textarea", { ...common, rows: 4, defaultValue: text2, maxLength: 2e3 });
  } else {
    const type = field.kind === "number" ? "text" : field.kind === "tel" ? "tel" : field.kind;
    control = /* @__PURE__ */ jsx(
      "input",
      {
        ...common,
        type,
        inputMode: field.inputMode ?? (field.kind === "number" ? "numeric" : void 0),
        defaultValue: text2,
        "data-digits-only": field.digitsOnly ? "" : void 0,
        maxLength: field.kind === "date" ? void 0 : 254
      }
    );
  }
  return /* @__PURE__ */ jsxs("div", { className, children: [
    /* @__PURE__ */ jsx("label", { htmlFor: id, children: label }),
    hint,
    control,
    message
  ] });
}
const CONSULTATION_PATH = "/consultation";
function ConsultationForm({
  product: product2,
  session,
  result
}) {
  return /* @__PURE__ */ jsxs("div", { className: "lead-form-wrap", children: [
    product2 ? /* @__PURE__ */ jsxs("p", { className: "lead-form-about", children: [
      "About: ",
      /* @__PURE__ */ jsx("strong", { children: product2 })
    ] }) : null,
    /* @__PURE__ */ jsx(
      LeadForm,
      {
        form: "consultation",
        action: CONSULTATION_PATH,
        session,
        sessionUrl: "/forms/consultation/session",
        result,
        hidden: { product: product2 ?? "" },
        footnote: "A colour expert calls you back within one working day, free of charge."
      }
    )
  ] });
}
const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false
};
function ChevronDownIcon({ className }) {
  return /* @__PURE__ */ jsx("svg", { ...base, className, children: /* @__PURE__ */ jsx("path", { d: "M6 9l6 6 6-6" }) });
}
function CloseIcon({ className }) {
  return /* @__PURE__ */ jsx("svg", { ...base, className, children: /* @__PURE__ */ jsx("path", { d: "M6 6l12 12M18 6L6 18" }) });
}
function MenuIcon({ className }) {
  return /* @__PURE__ */ jsx("svg", { ...base, className, children: /* @__PURE__ */ jsx("path", { d: "M4 7h16M4 12h16M4 17h10" }) });
}
function PhoneIcon({ className }) {
  return /* @__PURE__ */ jsx("svg", { ...base, className, children: /* @__PURE__ */ jsx("path", { d: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" }) });
}
function ArrowRightIcon({ className }) {
  return /* @__PURE__ */ jsx("svg", { ...base, className, children: /* @__PURE__ */ jsx("path", { d: "M5 12h14M13 6l6 6-6 6" }) });
}
const site = {
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
};
const TITLE_ID = "consultation-dialog-title";
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
function ConsultationDialog() {
  const dialogRef = useRef(null);
  const triggerRef = useRef(null);
  const [open, setOpen] = useState(false);
  const [product2, setProduct] = useState(void 0);
  const [session, setSession] = useState(0);
  useEffect(() => {
    const onClick = (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const trigger = event.target?.closest(
        "[data-consultation-trigger]"
      );
      if (!trigger) return;
      event.preventDefault();
      triggerRef.current = trigger;
      setProduct(trigger.dataset.product || void 0);
      setSession((n) => n + 1);
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  const { key: locationKey } = useLocation();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
  }, [locationKey]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, session]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      const trigger = triggerRef.current;
      triggerRef.current = null;
      if (trigger?.isConnected) trigger.focus();
    };
    let pressedOnBackdrop = false;
    const onPointerDown = (event) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event) => {
      if (pressedOnBackdrop && event.target === dialog) dialog.close();
      pressedOnBackdrop = false;
    };
    const onKeyDown = (event) => {
      if (event.key !== "Tab") return;
      const focusable = Array.from(dialog.querySelectorAll(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  return /* @__PURE__ */ jsxs("dialog", { ref: dialogRef, className: "consultation-dialog", "aria-labelledby": TITLE_ID, children: [
    /* @__PURE__ */ jsxs("div", { className: "consultation-dialog-header", children: [
      /* @__PURE__ */ jsx(DialogSwatches, {}),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("h2", { id: TITLE_ID, children: "Book a free consultation" }),
        /* @__PURE__ */ jsx("p", { children: "Tell us about your walls. A Kamo colour expert will call you back within one working day to plan shades, finishes and a budget, at no charge." })
      ] }),
      /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: "dialog-close",
          "aria-label": "Close",
          onClick: () => dialogRef.current?.close(),
          children: /* @__PURE__ */ jsx(CloseIcon, {})
        }
      )
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "consultation-dialog-body", children: [
      open ? /* @__PURE__ */ jsx(ConsultationForm, { product: product2 }, session) : null,
      /* @__PURE__ */ jsxs("p", { className: "consultation-dialog-footnote", children: [
        /* @__PURE__ */ jsx(PhoneIcon, { className: "consultation-dialog-phone" }),
        /* @__PURE__ */ jsxs("span", { children: [
          "Prefer to talk now? Call toll-free",
          " ",
          /* @__PURE__ */ jsx("a", { href: `tel:${site.tollFree.replace(/\s/g, "")}`, children: site.tollFree }),
          ", 9:30 am to 6:30 pm, Monday to Saturday."
        ] })
      ] })
    ] })
  ] });
}
function DialogSwatches() {
  return /* @__PURE__ */ jsxs("svg", { className: "consultation-dialog-swatches", viewBox: "0 0 120 90", "aria-hidden": "true", children: [
    /* @__PURE__ */ jsx("circle", { cx: "40", cy: "50", r: "32", fill: "#c8553d" }),
    /* @__PURE__ */ jsx("circle", { cx: "78", cy: "40", r: "30", fill: "#f2a541", opacity: "0.9" }),
    /* @__PURE__ */ jsx("circle", { cx: "92", cy: "74", r: "24", fill: "#2a9d8f", opacity: "0.85" })
  ] });
}
const productRangeLinks = [
  { label: "Dual Paints Series", href: "/dual-paints-series", swatch: "#c8553d" },
  { label: "Interior Emulsions", href: "/interior-range", swatch: "#f2a541" },
  { label: "Exterior Emulsions", href: "/exterior-range", swatch: "#2a9d8f" },
  { label: "Designer Range", href: "/designer-range", swatch: "#8e5572" },
  { label: "Distemper Range", href: "/distemper-range", swatch: "#dfe8da" },
  { label: "Premium Enamels", href: "/premium-enamel-range", swatch: "#1f3a5f" },
  { label: "Wood Finishes", href: "/wood-coating-products", swatch: "#8b5a2b" },
  { label: "Waterproofing Solutions", href: "/water-proofing-solutions", swatch: "#2f5a8f" }
];
const primaryNavigation = [
  { kind: "link", label: "Home", href: "/" },
  { kind: "link", label: "About", href: "/about" },
  { kind: "group", id: "products", label: "Products", links: productRangeLinks, wide: true },
  { kind: "link", label: "Shade Cards", href: "/pickyourcolors" },
  { kind: "catalogue", label: "Catalogue" },
  { kind: "link", label: "Investors", href: "/investor-zone" },
  {
    kind: "group",
    id: "partner",
    label: "Partner with us",
    links: [
      { label: "Become a Dealer", href: "/dealer" },
      { label: "CFA / CSA / Distributor", href: "/distributor" },
      { label: "Applicator / Contractor", href: "/contractor" },
      { label: "Supplier / Vendor", href: "/vendor" }
    ]
  },
  {
    kind: "group",
    id: "resources",
    label: "Blog & News",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "News", href: "/news" },
      { label: "FAQ", href: "/faq" }
    ]
  },
  { kind: "link", label: "Contact", href: "/contact" }
];
const footerColumns = [
  {
    heading: "Products",
    links: [
      ...productRangeLinks.map(({ label, href }) => ({ label, href })),
      { label: "Shade Cards", href: "/pickyourcolors" }
    ]
  },
  {
    heading: "Investors",
    links: [
      { label: "Investor Zone", href: "/investor-zone" },
      { label: "Financial Results", href: "/financial-results" },
      { label: "Shareholding Pattern", href: "/shareholding-pattern" },
      { label: "Stock Exchange Disclosures", href: "/stock-exchange-disclosures" },
      { label: "Investor Help Desk", href: "/investor-help-desk" },
      { label: "Regulation 46 Disclosures", href: site.specialPaths.regulation46 }
    ]
  },
  {
    heading: "Company",
    links: [
      { label: "About Kamo Paints", href: "/about" },
      { label: "Board of Directors", href: "/about#directors" },
      { label: "CSR", href: "/about#csr" },
      { label: "Blog", href: "/blog" },
      { label: "News", href: "/news" },
      { label: "FAQ", href: "/faq" },
      { label: "Contact us", href: "/contact" }
    ]
  },
  {
    heading: "Partner with us",
    links: [
      { label: "Become a Dealer", href: "/dealer" },
      { label: "CFA / CSA / Distributor", href: "/distributor" },
      { label: "Applicator / Contractor", href: "/contractor" },
      { label: "Supplier / Vendor", href: "/vendor" }
    ]
  }
];
const legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" }
];
function BrandLogo({
  variant = "light",
  title = "Kamo Paints"
}) {
  const onDark = variant === "dark";
  const drop = onDark ? "#fbf8f3" : "#1f3a5f";
  const word = onDark ? "#ffffff" : "#1f3a5f";
  const sub = onDark ? "#f2a541" : "#a23e28";
  return /* @__PURE__ */ jsxs(
    "svg",
    {
      viewBox: "0 0 145 42",
      width: "145",
      height: "42",
      role: "img",
      "aria-label": title,
      focusable: "false",
      children: [
        /* @__PURE__ */ jsx("path", { d: "M20 1.5C20 1.5 36 17.5 36 26.5a16 16 0 01-32 0C4 17.5 20 1.5 20 1.5z", fill: drop }),
        /* @__PURE__ */ jsx(
          "path",
          {
            d: "M4.2 24.3c5-3.6 9.6 2.4 15.8-.8s11-2.8 15.8.8A16 16 0 1 1 4.2 24.3z",
            fill: "#c8553d"
          }
        ),
        /* @__PURE__ */ jsx(
          "path",
          {
            d: "M4.6 22.2c5-3.4 9.6 2.1 15.4-.9s10.6-2.6 15.4.9",
            fill: "none",
            stroke: "#f2a541",
            strokeWidth: "1.6",
            strokeLinecap: "round"
          }
        ),
        /* @__PURE__ */ jsx(
          "path",
          {
            d: "M12.5 10.5c-2 2.5-3.5 5-4.2 7.5",
            fill: "none",
            stroke: onDark ? "#1f3a5f" : "#fbf8f3",
            strokeOpacity: "0.55",
            strokeWidth: "2",
            strokeLinecap: "round"
          }
        ),
        /* @__PURE__ */ jsx(
          "text",
          {
            x: "44",
            y: "25",
            fill: word,
            fontFamily: "'Fraunces Variable', Georgia, serif",
            fontSize: "30",
            fontWeight: "650",
            textLength: "99",
            lengthAdjust: "spacingAndGlyphs",
            children: "Kamo"
          }
        ),
        /* @__PURE__ */ jsx(
          "text",
          {
            x: "45.5",
            y: "39",
            fill: sub,
            fontFamily: "'Inter Variable', system-ui, sans-serif",
            fontSize: "9.5",
            fontWeight: "700",
            letterSpacing: "3",
            textLength: "94",
            lengthAdjust: "spacing",
            children: "PAINTS"
          }
        )
      ]
    }
  );
}
function SocialIcon({ network }) {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", fill: "currentColor", children: glyphs[network] });
}
const glyphs = {
  facebook: /* @__PURE__ */ jsx("path", { d: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0014.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21h3z" }),
  twitter: /* @__PURE__ */ jsx("path", { d: "M17.3 3.5h2.9l-6.3 7.2 7.4 9.8h-5.8l-4.5-5.9-5.2 5.9H2.9l6.7-7.7-7.1-9.3h5.9l4.1 5.4 4.8-5.4zm-1 15.3h1.6L7.7 5.1H6l10.3 13.7z" }),
  instagram: /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("path", { d: "M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6z" }),
    /* @__PURE__ */ jsx("circle", { cx: "17", cy: "7", r: "1.1" }),
    /* @__PURE__ */ jsx("path", { d: "M16.5 3h-9A4.5 4.5 0 003 7.5v9A4.5 4.5 0 007.5 21h9a4.5 4.5 0 004.5-4.5v-9A4.5 4.5 0 0016.5 3zm2.8 13.5a2.8 2.8 0 01-2.8 2.8h-9a2.8 2.8 0 01-2.8-2.8v-9a2.8 2.8 0 012.8-2.8h9a2.8 2.8 0 012.8 2.8v9z" })
  ] }),
  linkedin: /* @__PURE__ */ jsx("path", { d: "M6.9 20.5H3.4V9h3.5v11.5zM5.1 7.4a2 2 0 110-4.1 2 2 0 010 4.1zM20.6 20.5h-3.5v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9v5.7H9.6V9h3.3v1.6h.1c.5-.9 1.6-1.9 3.3-1.9 3.5 0 4.2 2.3 4.2 5.3v6.5z" }),
  youtube: /* @__PURE__ */ jsx("path", { d: "M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3-5.2 3z" })
};
function SiteFooter() {
  return /* @__PURE__ */ jsxs("footer", { className: "site-footer", children: [
    /* @__PURE__ */ jsxs("div", { className: "footer-stripe", "aria-hidden": "true", children: [
      /* @__PURE__ */ jsx("span", {}),
      /* @__PURE__ */ jsx("span", {}),
      /* @__PURE__ */ jsx("span", {}),
      /* @__PURE__ */ jsx("span", {}),
      /* @__PURE__ */ jsx("span", {})
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "container footer-main", children: [
      /* @__PURE__ */ jsxs("div", { className: "footer-brand", children: [
        /* @__PURE__ */ jsx("a", { href: "/", className: "footer-logo", "aria-label": "Kamo Paints home", children: /* @__PURE__ */ jsx(BrandLogo, { variant: "dark" }) }),
        /* @__PURE__ */ jsxs("p", { children: [
          site.tagline,
          ". Emulsions, enamels, wood finishes and waterproofing made in India since 2008, sold through more than 4,000 dealers and distributors."
        ] }),
        /* @__PURE__ */ jsxs("a", { className: "footer-tollfree", href: `tel:${site.tollFree.replace(/\s/g, "")}`, children: [
          /* @__PURE__ */ jsx(PhoneIcon, {}),
          /* @__PURE__ */ jsxs("span", { children: [
            /* @__PURE__ */ jsx("small", { children: "Toll-free helpline" }),
            /* @__PURE__ */ jsx("strong", { children: site.tollFree })
          ] })
        ] }),
        /* @__PURE__ */ jsx("ul", { className: "social-links", "aria-label": "Kamo Paints on social media", children: site.social.map((profile) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", { href: profile.href, target: "_blank", rel: "noopener noreferrer", children: [
          /* @__PURE__ */ jsx(SocialIcon, { network: profile.network }),
          /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
            profile.label,
            " (opens in a new tab)"
          ] })
        ] }) }, profile.network)) })
      ] }),
      footerColumns.map((column) => {
        const headingId = `footer-${column.heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
        return /* @__PURE__ */ jsxs("nav", { className: "footer-column", "aria-labelledby": headingId, children: [
          /* @__PURE__ */ jsx("h2", { id: headingId, children: column.heading }),
          /* @__PURE__ */ jsx("ul", { className: "footer-links", children: column.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { href: link.href, children: link.label }) }, link.href)) })
        ] }, column.heading);
      })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "footer-bottom", children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
      /* @__PURE__ */ jsxs("p", { children: [
        "© ",
        site.copyrightYear,
        " ",
        site.legalName,
        ". All rights reserved."
      ] }),
      /* @__PURE__ */ jsx("ul", { className: "footer-legal", "aria-label": "Legal", children: legalLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { href: link.href, children: link.label }) }, link.href)) }),
      /* @__PURE__ */ jsx("p", { className: "footer-credit", children: /* @__PURE__ */ jsxs("a", { href: site.credit.href, target: "_blank", rel: "noopener noreferrer", children: [
        site.credit.text,
        /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " (opens in a new tab)" })
      ] }) })
    ] }) })
  ] });
}
function ConsultationLink({
  product: product2,
  className = "button",
  children
}) {
  const href = product2 ? `/consultation?product=${encodeURIComponent(product2)}` : "/consultation";
  return /* @__PURE__ */ jsx("a", { href, className, "data-consultation-trigger": "", "data-product": product2, children });
}
const NAV_ID = "site-nav";
const DESKTOP_QUERY = "(min-width: 992px)";
function SiteHeader({ catalogueMenu }) {
  const { pathname } = useLocation();
  const enhanced = useHydrated$2();
  const [menuOpen, setMenuOpen] = useState(
    () => typeof window !== "undefined" && window.location.hash === `#${NAV_ID}`
  );
  const [openGroup, setOpenGroup] = useState(null);
  const menuButton = useRef(null);
  const navRef = useRef(null);
  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, []);
  useEffect(() => {
    if (!menuOpen && !openGroup) return;
    const onKeyDown = (event) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (openGroup) {
        document.getElementById(`${openGroup}-toggle`)?.focus();
        setOpenGroup(null);
      } else {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    const onPointerDown = (event) => {
      if (!openGroup) return;
      if (navRef.current && !navRef.current.contains(event.target)) setOpenGroup(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen, openGroup]);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => closeAll();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [closeAll]);
  const onGroupBlur = (event) => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) return;
    if (!event.currentTarget.contains(event.relatedTarget)) setOpenGroup(null);
  };
  const tollFreeHref = `tel:${site.tollFree.replace(/\s/g, "")}`;
  const linkProps = (href) => ({
    href,
    // Choosing an item collapses the menu (it also matters for same-page anchors).
    onClick: closeAll,
    "aria-current": isCurrent(pathname, href) ? "page" : void 0
  });
  const renderGroup = (id, label, links2, wide = false) => {
    const expanded = openGroup === id;
    return /* @__PURE__ */ jsxs("li", { className: "nav-item", onBlur: enhanced ? onGroupBlur : void 0, children: [
      enhanced ? /* @__PURE__ */ jsxs(
        "button",
        {
          type: "button",
          id: `${id}-toggle`,
          className: "nav-group-toggle",
          "aria-expanded": expanded,
          "aria-controls": `${id}-menu`,
          onClick: () => setOpenGroup(expanded ? null : id),
          children: [
            label,
            /* @__PURE__ */ jsx(ChevronDownIcon, {})
          ]
        }
      ) : /* @__PURE__ */ jsxs("span", { className: "nav-group-toggle", id: `${id}-label`, children: [
        label,
        /* @__PURE__ */ jsx(ChevronDownIcon, {})
      ] }),
      /* @__PURE__ */ jsx(
        "ul",
        {
          id: `${id}-menu`,
          className: wide ? "nav-submenu nav-submenu--wide" : "nav-submenu",
          hidden: enhanced && !expanded,
          "aria-labelledby": enhanced ? `${id}-toggle` : `${id}-label`,
          children: links2
        }
      )
    ] }, id);
  };
  const renderSubLink = (link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", { ...linkProps(link.href), children: [
    link.swatch ? /* @__PURE__ */ jsx("span", { className: "nav-swatch", style: { background: link.swatch }, "aria-hidden": "true" }) : null,
    link.label
  ] }) }, link.href);
  return /* @__PURE__ */ jsxs("header", { className: "site-header", children: [
    /* @__PURE__ */ jsxs("div", { className: "container site-header-bar", children: [
      /* @__PURE__ */ jsx("a", { href: "/", className: "site-logo", "aria-label": "Kamo Paints home", children: /* @__PURE__ */ jsx(BrandLogo, {}) }),
      /* @__PURE__ */ jsxs("a", { className: "phone-link site-header-phone", href: tollFreeHref, children: [
        /* @__PURE__ */ jsx(PhoneIcon, {}),
        /* @__PURE__ */ jsxs("span", { children: [
          /* @__PURE__ */ jsx("small", { children: "Toll-free" }),
          site.tollFree
        ] })
      ] }),
      /* @__PURE__ */ jsx(ConsultationLink, { className: "button site-header-cta", children: "Book Free Consultant" }),
      enhanced ? /* @__PURE__ */ jsxs(
        "button",
        {
          ref: menuButton,
          type: "button",
          className: "menu-toggle",
          "aria-expanded": menuOpen,
          "aria-controls": NAV_ID,
          onClick: () => {
            setMenuOpen(!menuOpen);
            setOpenGroup(null);
          },
          children: [
            /* @__PURE__ */ jsx(MenuIcon, { className: "icon-open" }),
            /* @__PURE__ */ jsx(CloseIcon, { className: "icon-close" }),
            "Menu"
          ]
        }
      ) : /* @__PURE__ */ jsxs("a", { className: "menu-toggle", href: `#${NAV_ID}`, children: [
        /* @__PURE__ */ jsx(MenuIcon, { className: "icon-open" }),
        "Menu"
      ] })
    ] }),
    /* @__PURE__ */ jsx(
      "nav",
      {
        id: NAV_ID,
        ref: navRef,
        className: "site-nav",
        "aria-label": "Main",
        "data-open": enhanced ? String(menuOpen) : void 0,
        children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
          /* @__PURE__ */ jsx("ul", { className: "nav-list", children: primaryNavigation.map((entry2) => {
            if (entry2.kind === "link") {
              return /* @__PURE__ */ jsx("li", { className: "nav-item", children: /* @__PURE__ */ jsx("a", { className: "nav-link", ...linkProps(entry2.href), children: entry2.label }) }, entry2.href);
            }
            if (entry2.kind === "group") {
              return renderGroup(
                entry2.id,
                entry2.label,
                entry2.links.map(renderSubLink),
                entry2.wide
              );
            }
            if (catalogueMenu.length === 0) return null;
            return renderGroup(
              "catalogue",
              entry2.label,
              catalogueMenu.map(
                (item) => renderSubLink({ label: item.name, href: `/Product/${item.subCategoryId}` })
              ),
              catalogueMenu.length > 6
            );
          }) }),
          /* @__PURE__ */ jsx("div", { className: "nav-extras", children: /* @__PURE__ */ jsxs("a", { className: "phone-link site-header-phone", href: tollFreeHref, onClick: closeAll, children: [
            /* @__PURE__ */ jsx(PhoneIcon, {}),
            /* @__PURE__ */ jsxs("span", { children: [
              /* @__PURE__ */ jsx("small", { children: "Toll-free" }),
              site.tollFree
            ] })
          ] }) })
        ] })
      }
    )
  ] });
}
const noSubscription = () => () => {
};
function useHydrated$2() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  );
}
function isCurrent(pathname, href) {
  if (href.includes("#")) return false;
  return pathname === href;
}
const images = {
  "about-hero": { "width": 1200, "height": 700, "hash": "08f08a36b6", "widths": [360, 640, 960, 1200] },
  "app-icon": { "width": 512, "height": 512, "hash": "333f2a6ed5", "widths": [360, 512] },
  "award-leaf": { "width": 400, "height": 400, "hash": "f07bcf3eda", "widths": [360, 400] },
  "award-medal": { "width": 400, "height": 400, "hash": "ad8297012e", "widths": [360, 400] },
  "award-shield": { "width": 400, "height": 400, "hash": "3c7525f63b", "widths": [360, 400] },
  "award-star": { "width": 400, "height": 400, "hash": "912e3a9106", "widths": [360, 400] },
  "award-trophy": { "width": 400, "height": 400, "hash": "8716cb38ac", "widths": [360, 400] },
  "blog-damp-walls": { "width": 720, "height": 400, "hash": "ee4cbf66e2", "widths": [360, 640, 720] },
  "blog-festive-colours": { "width": 720, "height": 400, "hash": "ea59712a34", "widths": [360, 640, 720] },
  "blog-finishes": { "width": 720, "height": 400, "hash": "0fdcea6b9c", "widths": [360, 640, 720] },
  "blog-monsoon-exterior": { "width": 720, "height": 400, "hash": "24487634b2", "widths": [360, 640, 720] },
  "blog-paint-estimate": { "width": 720, "height": 400, "hash": "0de9081bf1", "widths": [360, 640, 720] },
  "blog-wood-care": { "width": 720, "height": 400, "hash": "ff92ea47d8", "widths": [360, 640, 720] },
  "brand-coming-soon": { "width": 640, "height": 520, "hash": "049eb00df4", "widths": [360, 640] },
  "brand-error": { "width": 640, "height": 520, "hash": "8467645a79", "widths": [360, 640] },
  "brand-not-found": { "width": 640, "height": 520, "hash": "caf03ea64c", "widths": [360, 640] },
  "catalogue-default-product": { "width": 800, "height": 600, "hash": "b646b6beda", "widths": [360, 640, 800] },
  "catalogue-default": { "width": 1200, "height": 500, "hash": "4fd01718bd", "widths": [360, 640, 960, 1200] },
  "contact-map": { "width": 1200, "height": 800, "hash": "0925782f9c", "widths": [360, 640, 960, 1200] },
  "csr-health-camp": { "width": 800, "height": 500, "hash": "14bbcc2221", "widths": [360, 640, 800] },
  "csr-school-painting": { "width": 800, "height": 500, "hash": "7f40da14cf", "widths": [360, 640, 800] },
  "csr-skills": { "width": 800, "height": 500, "hash": "872e69cc7c", "widths": [360, 640, 800] },
  "csr-solar": { "width": 800, "height": 500, "hash": "ffb843802f", "widths": [360, 640, 800] },
  "csr-tree-planting": { "width": 800, "height": 500, "hash": "5438dfe78e", "widths": [360, 640, 800] },
  "csr-water": { "width": 800, "height": 500, "hash": "c47e1f75f3", "widths": [360, 640, 800] },
  "director-arvind-nair": { "width": 400, "height": 400, "hash": "f0d2233330", "widths": [360, 400] },
  "director-harish-chandra-agarwal": { "width": 400, "height": 400, "hash": "f4314d9487", "widths": [360, 400] },
  "director-meera-iyer": { "width": 400, "height": 400, "hash": "e340afbec3", "widths": [360, 400] },
  "director-rakesh-khanna": { "width": 400, "height": 400, "hash": "f9e63d6aa4", "widths": [360, 400] },
  "director-sunil-kumar-bansal": { "width": 400, "height": 400, "hash": "edcba83b7c", "widths": [360, 400] },
  "director-vikram-agarwal": { "width": 400, "height": 400, "hash": "8228d7043e", "widths": [360, 400] },
  "home-brand-story": { "width": 1200, "height": 900, "hash": "fb55d92d08", "widths": [360, 640, 960, 1200] },
  "home-slide-bedroom": { "width": 1200, "height": 800, "hash": "d472b4addd", "widths": [360, 640, 960, 1200] },
  "home-slide-exterior": { "width": 1200, "height": 800, "hash": "630d9ea639", "widths": [360, 640, 960, 1200] },
  "home-slide-kitchen": { "width": 1200, "height": 800, "hash": "07f19eaef2", "widths": [360, 640, 960, 1200] },
  "home-slide-living-room": { "width": 1200, "height": 800, "hash": "300367179d", "widths": [360, 640, 960, 1200] },
  "home-tile-budget": { "width": 600, "height": 400, "hash": "1143ba2bd4", "widths": [360, 600] },
  "home-tile-colours": { "width": 600, "height": 400, "hash": "ecae3a8932", "widths": [360, 600] },
  "home-tile-experts": { "width": 600, "height": 400, "hash": "95f6ec4bac", "widths": [360, 600] },
  "investor-zone": { "width": 480, "height": 400, "hash": "0ab3051744", "widths": [360, 480] },
  "news-award": { "width": 720, "height": 400, "hash": "fca93af860", "widths": [360, 640, 720] },
  "news-network": { "width": 720, "height": 400, "hash": "1c18b6897b", "widths": [360, 640, 720] },
  "news-plant": { "width": 720, "height": 400, "hash": "7190a5b0d1", "widths": [360, 640, 720] },
  "news-rating": { "width": 720, "height": 400, "hash": "c090a5805d", "widths": [360, 640, 720] },
  "news-saplings": { "width": 720, "height": 400, "hash": "7bd39ac96f", "widths": [360, 640, 720] },
  "news-skilling": { "width": 720, "height": 400, "hash": "118afa17be", "widths": [360, 640, 720] },
  "og-default": { "width": 1200, "height": 630, "hash": "8e23f2ebf0", "widths": [360, 640, 960, 1200] },
  "product-can-designer": { "width": 800, "height": 600, "hash": "adc442f11e", "widths": [360, 640, 800] },
  "product-can-distemper": { "width": 800, "height": 600, "hash": "8cba28d327", "widths": [360, 640, 800] },
  "product-can-enamel": { "width": 800, "height": 600, "hash": "be2a45c283", "widths": [360, 640, 800] },
  "product-can-primer": { "width": 800, "height": 600, "hash": "0f68445a16", "widths": [360, 640, 800] },
  "product-can-waterproofing": { "width": 800, "height": 600, "hash": "47ea2b4753", "widths": [360, 640, 800] },
  "product-can-wood": { "width": 800, "height": 600, "hash": "cc3b4ec5d9", "widths": [360, 640, 800] },
  "product-kamo-hi-sheen": { "width": 1200, "height": 600, "hash": "506e4c5ae8", "widths": [360, 640, 960, 1200] },
  "product-kamo-shield-advance": { "width": 1200, "height": 600, "hash": "3723e39fd6", "widths": [360, 640, 960, 1200] },
  "product-kamo-supreme-advance-shyne": { "width": 1200, "height": 600, "hash": "5c4dbaba00", "widths": [360, 640, 960, 1200] },
  "product-kamodual-gold-emulsion": { "width": 1200, "height": 600, "hash": "8e695cc36c", "widths": [360, 640, 960, 1200] },
  "product-kamodual-luxury-emulsion": { "width": 1200, "height": 600, "hash": "c3fe8ef170", "widths": [360, 640, 960, 1200] },
  "product-kamodual-premium-emulsion": { "width": 1200, "height": 600, "hash": "bc4525af94", "widths": [360, 640, 960, 1200] },
  "product-kamorich": { "width": 1200, "height": 600, "hash": "601f0cccae", "widths": [360, 640, 960, 1200] },
  "product-kamoshield": { "width": 1200, "height": 600, "hash": "9f743ce9c3", "widths": [360, 640, 960, 1200] },
  "product-kamoshine-advance": { "width": 1200, "height": 600, "hash": "7f2fbbe233", "widths": [360, 640, 960, 1200] },
  "product-kamosilky-advance": { "width": 1200, "height": 600, "hash": "8ed31933d2", "widths": [360, 640, 960, 1200] },
  "product-kamosilky": { "width": 1200, "height": 600, "hash": "d54bdf8444", "widths": [360, 640, 960, 1200] },
  "product-sheen-n-shine-stain-free": { "width": 1200, "height": 600, "hash": "1364bd6d88", "widths": [360, 640, 960, 1200] },
  "product-velvety": { "width": 1200, "height": 600, "hash": "b941ee7760", "widths": [360, 640, 960, 1200] },
  "product-weather-classic-advance": { "width": 1200, "height": 600, "hash": "d1fe7533ca", "widths": [360, 640, 960, 1200] },
  "product-weather-classic-max": { "width": 1200, "height": 600, "hash": "805f7a0aca", "widths": [360, 640, 960, 1200] },
  "product-weather-classic": { "width": 1200, "height": 600, "hash": "ad740db792", "widths": [360, 640, 960, 1200] },
  "product-weather-supreme": { "width": 1200, "height": 600, "hash": "497620c642", "widths": [360, 640, 960, 1200] },
  "range-designer-range": { "width": 1200, "height": 500, "hash": "7d5b9d98b6", "widths": [360, 640, 960, 1200] },
  "range-distemper-range": { "width": 1200, "height": 500, "hash": "7f8b2700e4", "widths": [360, 640, 960, 1200] },
  "range-dual-paints-series": { "width": 1200, "height": 500, "hash": "dc79ff1ebe", "widths": [360, 640, 960, 1200] },
  "range-exterior-range": { "width": 1200, "height": 500, "hash": "1e45ae605a", "widths": [360, 640, 960, 1200] },
  "range-interior-range": { "width": 1200, "height": 500, "hash": "cf84d4c842", "widths": [360, 640, 960, 1200] },
  "range-premium-enamel-range": { "width": 1200, "height": 500, "hash": "8f07e4e210", "widths": [360, 640, 960, 1200] },
  "range-water-proofing-solutions": { "width": 1200, "height": 500, "hash": "8bc930ee3a", "widths": [360, 640, 960, 1200] },
  "range-wood-coating-products": { "width": 1200, "height": 500, "hash": "8790449cab", "widths": [360, 640, 960, 1200] },
  "shade-visualiser": { "width": 800, "height": 500, "hash": "215253edfc", "widths": [360, 640, 800] }
};
function ResponsiveImage({
  name,
  alt,
  sizes,
  priority = false,
  className
}) {
  const entry2 = images[name];
  if (!entry2) throw new Error(`Unknown artwork "${name}": add art/${name}.svg`);
  const src = (w, format) => `/img/generated/${name}.${entry2.hash}-${w}.${format}`;
  const srcSet = (format) => entry2.widths.map((w) => `${src(w, format)} ${w}w`).join(", ");
  const fallbackWidth = entry2.widths.find((w) => w >= 640) ?? entry2.width;
  return /* @__PURE__ */ jsxs("picture", { className, children: [
    /* @__PURE__ */ jsx("source", { type: "image/avif", srcSet: srcSet("avif"), sizes }),
    /* @__PURE__ */ jsx("source", { type: "image/webp", srcSet: srcSet("webp"), sizes }),
    /* @__PURE__ */ jsx(
      "img",
      {
        src: src(fallbackWidth, "webp"),
        alt,
        width: entry2.width,
        height: entry2.height,
        loading: priority ? "eager" : "lazy",
        decoding: priority ? "sync" : "async",
        fetchPriority: priority ? "high" : "auto"
      }
    )
  ] });
}
function hasArtwork(name) {
  return name in images;
}
const onwardLinks = [
  { label: "Interior emulsions", href: "/interior-range" },
  { label: "Exterior emulsions", href: "/exterior-range" },
  { label: "Shade cards", href: "/pickyourcolors" },
  { label: "Investor zone", href: "/investor-zone" },
  { label: "Contact us", href: "/contact" }
];
function PageMessage({
  art,
  eyebrow,
  title,
  titleId,
  children,
  actions,
  links: links2 = false
}) {
  return /* @__PURE__ */ jsxs("section", { className: "container page-message", "aria-labelledby": titleId, children: [
    /* @__PURE__ */ jsx("div", { className: "page-message-art", children: /* @__PURE__ */ jsx(
      ResponsiveImage,
      {
        name: art,
        alt: "",
        sizes: "(min-width: 1200px) 420px, (min-width: 768px) 40vw, 90vw"
      }
    ) }),
    /* @__PURE__ */ jsxs("div", { className: "page-message-body", children: [
      eyebrow ? /* @__PURE__ */ jsx("p", { className: "eyebrow", children: eyebrow }) : null,
      /* @__PURE__ */ jsx("h1", { id: titleId, children: title }),
      children,
      /* @__PURE__ */ jsx("div", { className: "button-row", children: actions ?? /* @__PURE__ */ jsxs("a", { className: "button", href: "/", children: [
        "Back to Home",
        /* @__PURE__ */ jsx(ArrowRightIcon, {})
      ] }) }),
      links2 ? /* @__PURE__ */ jsx("nav", { className: "page-message-links", "aria-label": "Popular pages", children: onwardLinks.map((link) => /* @__PURE__ */ jsx("a", { href: link.href, children: link.label }, link.href)) }) : null
    ] })
  ] });
}
function NotFoundMessage({ titleId = "not-found-title" }) {
  return /* @__PURE__ */ jsx(
    PageMessage,
    {
      art: "brand-not-found",
      titleId,
      links: true,
      title: /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx("span", { className: "not-found-code", children: "404" }),
        " Oops! Page Not Found"
      ] }),
      children: /* @__PURE__ */ jsx("p", { className: "lead", children: "This page doesn't exist or was removed! We suggest you back to home." })
    }
  );
}
class ErpError extends Error {
  constructor(message, kind) {
    super(message);
    this.kind = kind;
  }
  kind;
}
function erpConfigFromEnv() {
  const env = getEnv();
  return env.ERP_BASE_URL && env.ERP_TOKEN ? { baseUrl: env.ERP_BASE_URL, token: env.ERP_TOKEN } : void 0;
}
async function erpPostJson(config, path2, body) {
  const url = new URL(path2, config.baseUrl.endsWith("/") ? config.baseUrl : `${config.baseUrl}/`);
  let response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        Authorization: config.token,
        Accept: "application/json",
        "Content-Type": "application/json"
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 8e3)
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ErpError(
      timedOut ? `ERP did not answer ${path2} in time` : `ERP unreachable for ${path2}`,
      timedOut ? "timeout" : "network"
    );
  }
  if (!response.ok) throw new ErpError(`ERP answered ${response.status} for ${path2}`, "http");
  try {
    return await response.json();
  } catch {
    throw new ErpError(`ERP sent a response to ${path2} that is not JSON`, "malformed");
  }
}
const GET_RECORDS_PATH = "/api/Dynamic/GetRecords";
const catalogueTabs = {
  /** Sub-categories: banner, title, description (the header menu and /Product/{id}). */
  subCategories: 1481,
  /** Sub-sub-categories: the products of a sub-category. */
  products: 1482,
  /** Items: a product's pictures and download links. */
  items: 1478
};
function getRecordsBody(tabErpID, filter) {
  return {
    pgSize: 1e3,
    index: 1,
    toEmailID: "",
    tabErpID,
    useAtlusSearch: true,
    filters: filter === "" ? "" : String(filter),
    viewFormat: "columnname"
  };
}
const erpId = z.coerce.number().int().positive();
const erpSeq = z.preprocess(
  (v) => v === null || v === void 0 || v === "" ? 0 : v,
  z.coerce.number().finite()
);
const erpText = z.preprocess((v) => v === null || v === void 0 ? "" : v, z.coerce.string());
const subCategoryRecord = z.object({
  SubCategoryID: erpId,
  SubCategory: z.string().trim().min(1),
  Banner: erpText.optional(),
  Description: erpText.optional(),
  SeqNo: erpSeq.optional(),
  // The spec marks the sub-category sequence column "SeqNo*"; accept both spellings.
  "SeqNo*": erpSeq.optional()
}).transform((r) => ({
  subCategoryId: r.SubCategoryID,
  name: r.SubCategory,
  banner: r.Banner ?? "",
  descriptionHtml: r.Description ?? "",
  seqNo: r.SeqNo ?? r["SeqNo*"] ?? 0
}));
const productRecord = z.object({
  SubSubCategoryID: erpId,
  SubSubCategory: z.string().trim().min(1),
  SubCategoryID: erpId.optional().catch(void 0),
  Pic: erpText.optional(),
  Description: erpText.optional(),
  SeqNo: erpSeq.optional()
}).transform((r) => ({
  productId: r.SubSubCategoryID,
  subCategoryId: r.SubCategoryID,
  name: r.SubSubCategory,
  picture: r.Pic ?? "",
  descriptionHtml: r.Description ?? "",
  seqNo: r.SeqNo ?? 0
}));
const itemRecord = z.object({
  SubSubCategoryID: erpId.optional().catch(void 0),
  ItemPic: erpText.optional(),
  SeqNo: erpSeq.optional(),
  ProductDetails: erpText.optional(),
  TechnicalDetails: erpText.optional()
}).transform((r) => ({
  productId: r.SubSubCategoryID,
  picture: r.ItemPic ?? "",
  seqNo: r.SeqNo ?? 0,
  productDetailsUrl: (r.ProductDetails ?? "").trim(),
  technicalDetailsUrl: (r.TechnicalDetails ?? "").trim()
}));
const envelope = z.object({ records: z.array(z.unknown()) });
async function getRecords(config, tabErpID, filter, schema) {
  const json = await erpPostJson(config, GET_RECORDS_PATH, getRecordsBody(tabErpID, filter));
  const candidate = json && typeof json === "object" && "response" in json ? json.response : json;
  const parsed = envelope.safeParse(candidate);
  if (!parsed.success) {
    throw new ErpError(`GetRecords ${tabErpID} answered without a records list`, "malformed");
  }
  const records = [];
  let rejected = 0;
  for (const raw of parsed.data.records) {
    const record = schema.safeParse(raw);
    if (record.success) records.push(record.data);
    else rejected++;
  }
  if (parsed.data.records.length > 0 && records.length === 0) {
    throw new ErpError(`GetRecords ${tabErpID} answered with unreadable records`, "malformed");
  }
  if (rejected > 0) {
    console.warn(`[erp] GetRecords ${tabErpID}: skipped ${rejected} unreadable record(s)`);
  }
  return records.sort((a, b) => a.seqNo - b.seqNo);
}
function fetchErpSubCategories(config) {
  return getRecords(config, catalogueTabs.subCategories, "", subCategoryRecord);
}
async function fetchErpSubCategory(config, subCategoryId) {
  const records = await getRecords(
    config,
    catalogueTabs.subCategories,
    subCategoryId,
    subCategoryRecord
  );
  return records.find((r) => r.subCategoryId === subCategoryId);
}
async function fetchErpProductsOf(config, subCategoryId) {
  const records = await getRecords(config, catalogueTabs.products, subCategoryId, productRecord);
  return records.filter((r) => r.subCategoryId === void 0 || r.subCategoryId === subCategoryId);
}
async function fetchErpProduct(config, productId) {
  const records = await getRecords(config, catalogueTabs.products, productId, productRecord);
  return records.find((r) => r.productId === productId);
}
async function fetchErpItemsOf(config, productId) {
  const records = await getRecords(config, catalogueTabs.items, productId, itemRecord);
  return records.filter((r) => r.productId === void 0 || r.productId === productId);
}
function singleton(name, create) {
  const store = globalThis;
  store.__kamoSingletons ??= /* @__PURE__ */ new Map();
  if (!store.__kamoSingletons.has(name)) store.__kamoSingletons.set(name, create());
  return store.__kamoSingletons.get(name);
}
function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on(
      "error",
      (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`)
    );
    const db3 = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    return {
      db: db3,
      dialect: "postgres",
      description: `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`,
      close: () => db3.destroy()
    };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "site.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db2 = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db: db2, dialect: "sqlite", description: `SQLite ${file}`, close: () => db2.destroy() };
}
function getDatabase() {
  return singleton("database", () => {
    const env = getEnv();
    return openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  });
}
function db() {
  return getDatabase().db;
}
const options = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "span",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "hr"
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"]
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Headings inside a description must not compete with the page's own h1.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : { ...attribs, target: "", rel: "" }
      };
    }
  },
  disallowedTagsMode: "discard"
};
function sanitizeRichText(html) {
  if (!html) return "";
  return sanitizeHtml(html, options).replace(/\s(target|rel)=""/g, "").trim();
}
class TtlCache {
  constructor(ttlMs, maxEntries = 200) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }
  ttlMs;
  maxEntries;
  values = /* @__PURE__ */ new Map();
  pending = /* @__PURE__ */ new Map();
  async get(key, load) {
    const hit = this.values.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = load().then((value) => {
      this.values.set(key, { value, expiresAt: Date.now() + this.ttlMs });
      if (this.values.size > this.maxEntries)
        this.values.delete(this.values.keys().next().value);
      return value;
    }).finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
  clear() {
    this.values.clear();
  }
}
class CatalogueUnavailableError extends Error {
}
const DEFAULT_BANNER = "catalogue-default";
const DEFAULT_PICTURE = "catalogue-default-product";
const MAX_ID = 2147483647;
function parseCatalogueId(raw) {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
function resolvePicture(value, fallback) {
  const v = (value ?? "").trim();
  if (v in images) return { kind: "art", name: v };
  if (/^\/(?!\/)[\w./-]+$/.test(v)) return { kind: "path", src: v };
  const erpOrigin = erpConfigFromEnv()?.baseUrl;
  if (erpOrigin && /^https?:\/\//i.test(v) && URL.canParse(v) && new URL(v).origin === new URL(erpOrigin).origin) {
    return { kind: "path", src: new URL(v).href };
  }
  return { kind: "art", name: fallback };
}
function safeLink(value) {
  const v = (value ?? "").trim();
  if (!v) return void 0;
  if (/^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v)) return v;
  return void 0;
}
async function dbMenu(database) {
  const rows = await database.selectFrom("catalogue_sub_categories").select(["id", "name"]).orderBy("seq_no").orderBy("id").execute();
  return rows.map((r) => ({ subCategoryId: r.id, name: r.name }));
}
async function dbSubCategory(database, id) {
  const row = await database.selectFrom("catalogue_sub_categories").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const products2 = await database.selectFrom("catalogue_products").select(["id", "name", "picture", "description_html"]).where("sub_category_id", "=", id).orderBy("seq_no").orderBy("id").execute();
  return {
    id: row.id,
    name: row.name,
    banner: resolvePicture(row.banner, DEFAULT_BANNER),
    descriptionHtml: sanitizeRichText(row.description_html),
    products: products2.map((p) => ({
      id: p.id,
      name: p.name,
      picture: resolvePicture(p.picture, DEFAULT_PICTURE),
      descriptionHtml: sanitizeRichText(p.description_html)
    }))
  };
}
async function dbProduct(database, id) {
  const row = await database.selectFrom("catalogue_products as p").innerJoin("catalogue_sub_categories as s", "s.id", "p.sub_category_id").select(["p.id", "p.name", "p.description_html", "s.id as subId", "s.name as subName"]).where("p.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const items = await database.selectFrom("catalogue_items").selectAll().where("product_id", "=", id).orderBy("seq_no").orderBy("id").execute();
  return buildProductView(
    { id: row.id, name: row.name, descriptionHtml: row.description_html },
    { subCategoryId: row.subId, name: row.subName },
    items.map((i) => ({
      picture: i.picture,
      caption: i.caption,
      productDetailsUrl: i.product_details_url,
      technicalDetailsUrl: i.technical_details_url
    }))
  );
}
function buildProductView(product2, subCategory, items) {
  const productDetailsUrl = items.map((i) => safeLink(i.productDetailsUrl)).find(Boolean);
  const technicalDetailsUrl = items.map((i) => safeLink(i.technicalDetailsUrl)).find(Boolean);
  return {
    id: product2.id,
    name: product2.name,
    descriptionHtml: sanitizeRichText(product2.descriptionHtml),
    subCategory,
    pictures: items.filter((i) => (i.picture ?? "").trim() !== "").map((i, index) => ({
      picture: resolvePicture(i.picture, DEFAULT_PICTURE),
      alt: i.caption?.trim() || `${product2.name}, picture ${index + 1}`
    })),
    productDetailsUrl,
    technicalDetailsUrl
  };
}
const ERP_CACHE_MS = 6e4;
const menuCache = new TtlCache(ERP_CACHE_MS, 5);
const subCategoryCache = new TtlCache(ERP_CACHE_MS);
const productCache = new TtlCache(ERP_CACHE_MS);
async function fromErp(what, load) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ErpError) {
      console.error(`[catalogue] ERP ${error.kind} while reading ${what}: ${error.message}`);
      throw new CatalogueUnavailableError(`The catalogue could not be read (${error.kind})`);
    }
    throw error;
  }
}
function erpMenu(config) {
  return menuCache.get(
    config.baseUrl,
    () => fromErp(
      "the menu",
      async () => (await fetchErpSubCategories(config)).map((s) => ({
        subCategoryId: s.subCategoryId,
        name: s.name
      }))
    )
  );
}
function erpSubCategory(config, id) {
  return subCategoryCache.get(
    `${config.baseUrl}|${id}`,
    () => fromErp(`sub-category ${id}`, async () => {
      const record = await fetchErpSubCategory(config, id);
      if (!record) return null;
      const products2 = await fetchErpProductsOf(config, id);
      return {
        id,
        name: record.name,
        banner: resolvePicture(record.banner, DEFAULT_BANNER),
        descriptionHtml: sanitizeRichText(record.descriptionHtml),
        products: products2.map((p) => ({
          id: p.productId,
          name: p.name,
          picture: resolvePicture(p.picture, DEFAULT_PICTURE),
          descriptionHtml: sanitizeRichText(p.descriptionHtml)
        }))
      };
    })
  );
}
function erpProduct(config, id) {
  return productCache.get(
    `${config.baseUrl}|${id}`,
    () => fromErp(`product ${id}`, async () => {
      const record = await fetchErpProduct(config, id);
      if (!record) return null;
      const items = await fetchErpItemsOf(config, id);
      const menu = record.subCategoryId ? await erpMenu(config).catch(() => []) : [];
      return buildProductView(
        { id, name: record.name, descriptionHtml: record.descriptionHtml },
        menu.find((m) => m.subCategoryId === record.subCategoryId),
        items
      );
    })
  );
}
function fromDatabase(what, load) {
  return load().catch((error) => {
    console.error(`[catalogue] database error while reading ${what}:`, error);
    throw new CatalogueUnavailableError("The catalogue could not be read (database)");
  });
}
const CATALOGUE_TIMEOUT_MS = 4e3;
function pick$1(options2) {
  const configured = options2.erp === void 0 ? erpConfigFromEnv() : options2.erp ?? void 0;
  const erp = configured && {
    ...configured,
    timeoutMs: configured.timeoutMs ?? CATALOGUE_TIMEOUT_MS
  };
  return { erp, database: options2.database ?? db };
}
async function listCatalogueMenu(options2 = {}) {
  const { erp, database } = pick$1(options2);
  return erp ? erpMenu(erp) : fromDatabase("the menu", () => dbMenu(database()));
}
async function getCatalogueSubCategory(id, options2 = {}) {
  const { erp, database } = pick$1(options2);
  return erp ? erpSubCategory(erp, id) : fromDatabase(`sub-category ${id}`, () => dbSubCategory(database(), id));
}
async function getCatalogueProduct(id, options2 = {}) {
  const { erp, database } = pick$1(options2);
  return erp ? erpProduct(erp, id) : fromDatabase(`product ${id}`, () => dbProduct(database(), id));
}
async function listCatalogueSitemapPaths(options2 = {}) {
  try {
    const { erp, database } = pick$1(options2);
    if (erp) {
      const menu = await erpMenu(erp);
      const pages = await Promise.all(menu.map((m) => erpSubCategory(erp, m.subCategoryId)));
      return [
        ...menu.map((m) => `/Product/${m.subCategoryId}`),
        ...pages.flatMap((p) => p?.products.map((c) => `/Product/Details/${c.id}`) ?? [])
      ];
    }
    const d = database();
    const subs = await d.selectFrom("catalogue_sub_categories").select("id").orderBy("seq_no").execute();
    const products2 = await d.selectFrom("catalogue_products").select("id").orderBy("sub_category_id").orderBy("seq_no").execute();
    return [
      ...subs.map((s) => `/Product/${s.id}`),
      ...products2.map((p) => `/Product/Details/${p.id}`)
    ];
  } catch (error) {
    console.error("[catalogue] sitemap entries unavailable:", error);
    return [];
  }
}
async function loader$v() {
  const catalogueMenu = await listCatalogueMenu().catch((error) => {
    console.error("[catalogue] menu unavailable:", error);
    return [];
  });
  return {
    siteUrl: getEnv().SITE_URL,
    catalogueMenu
  };
}
const meta$s = ({
  error
}) => {
  if (!error) return [];
  const notFound2 = isRouteErrorResponse(error) && error.status === 404;
  return [{
    title: `${notFound2 ? "Page not found" : "Something went wrong"} | ${site.brandName}`
  }, {
    name: "robots",
    content: "noindex"
  }];
};
const links$3 = () => [
  // The two latin font files every page uses; fetched early so text swaps in before LCP.
  {
    rel: "preload",
    href: interFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous"
  },
  {
    rel: "preload",
    href: frauncesFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous"
  },
  {
    rel: "icon",
    href: "/favicon.svg",
    type: "image/svg+xml"
  },
  {
    rel: "icon",
    href: "/favicon.ico",
    sizes: "32x32"
  },
  {
    rel: "apple-touch-icon",
    href: "/apple-touch-icon.png"
  },
  {
    rel: "manifest",
    href: "/manifest.webmanifest"
  }
];
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
      }), /* @__PURE__ */ jsx(SiteFooter, {}), /* @__PURE__ */ jsx(ConsultationDialog, {}), /* @__PURE__ */ jsx(ScrollRestoration, {}), /* @__PURE__ */ jsx(Scripts, {})]
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
  if (notFound2) return /* @__PURE__ */ jsx(NotFoundMessage, {
    titleId: "error-title"
  });
  return /* @__PURE__ */ jsx(PageMessage, {
    art: "brand-error",
    eyebrow: "Something spilled",
    title: "Something went wrong",
    titleId: "error-title",
    links: true,
    children: /* @__PURE__ */ jsxs("p", {
      children: ["We could not show this page just now. Please try again in a moment; if it keeps happening, call us toll-free on ", /* @__PURE__ */ jsx("a", {
        href: `tel:${site.tollFree.replace(/\s/g, "")}`,
        children: site.tollFree
      }), " ", "and we will help."]
    })
  });
});
const route0 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary,
  Layout,
  default: root,
  links: links$3,
  loader: loader$v,
  meta: meta$s
}, Symbol.toStringTag, { value: "Module" }));
function CallToActionLink({
  cta,
  className = "button"
}) {
  if (cta.kind === "consultation") {
    return /* @__PURE__ */ jsx(ConsultationLink, { product: cta.product, className, children: cta.label });
  }
  return /* @__PURE__ */ jsx("a", { href: cta.href, className, children: cta.label });
}
const telHref = (number) => `tel:${number.replace(/[^\d+]/g, "")}`;
function OfficeCard({ office, headingLevel = 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return /* @__PURE__ */ jsxs("article", { className: "office-card", children: [
    /* @__PURE__ */ jsx("p", { className: "office-card__role", children: office.role }),
    /* @__PURE__ */ jsx(Heading, { className: "office-card__company", children: office.company }),
    /* @__PURE__ */ jsx("address", { className: "office-card__address", children: office.addressLines.map((line) => /* @__PURE__ */ jsx("span", { children: line }, line)) }),
    /* @__PURE__ */ jsxs("dl", { className: "office-card__details", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { children: "Phone" }),
        /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", { href: telHref(office.phone), children: office.phone }) })
      ] }),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { children: "Email" }),
        /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", { href: `mailto:${office.email}`, children: office.email }) })
      ] }),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { children: "CIN" }),
        /* @__PURE__ */ jsx("dd", { children: office.cin })
      ] })
    ] })
  ] });
}
function QuickContactForm({
  session,
  result
}) {
  return /* @__PURE__ */ jsx(
    LeadForm,
    {
      form: "quick-contact",
      action: "/forms/quick-contact",
      session,
      result,
      footnote: "We reply within one working day. We never share your number."
    }
  );
}
const SWIPE_THRESHOLD_PX = 40;
const AUTO_ADVANCE_MS = 5e3;
function wrapIndex(index, count) {
  if (count <= 0) return 0;
  return (index % count + count) % count;
}
function swipeDirection(deltaX, threshold = SWIPE_THRESHOLD_PX) {
  if (Math.abs(deltaX) < threshold) return 0;
  return deltaX < 0 ? 1 : -1;
}
function initialCarouselState(count, playing = true) {
  return { index: 0, count, playing: playing && count > 1 };
}
function carouselReducer(state2, action2) {
  switch (action2.type) {
    case "next":
      return { ...state2, index: wrapIndex(state2.index + 1, state2.count) };
    case "previous":
      return { ...state2, index: wrapIndex(state2.index - 1, state2.count) };
    case "goTo":
      return { ...state2, index: wrapIndex(action2.index, state2.count) };
    case "swipe": {
      const direction = swipeDirection(action2.deltaX);
      return direction === 0 ? state2 : { ...state2, index: wrapIndex(state2.index + direction, state2.count) };
    }
    case "tick":
      return state2.playing ? { ...state2, index: wrapIndex(state2.index + 1, state2.count) } : state2;
    case "togglePlaying":
      return { ...state2, playing: !state2.playing && state2.count > 1 };
    case "stop":
      return state2.playing ? { ...state2, playing: false } : state2;
  }
}
function liveRegionMode(rotating) {
  return rotating ? "off" : "polite";
}
function Carousel({
  label,
  items,
  slideName,
  renderSlide,
  className = "",
  intervalMs = AUTO_ADVANCE_MS
}) {
  const [state2, dispatch] = useReducer(
    carouselReducer,
    items.length,
    (count2) => initialCarouselState(count2)
  );
  const enhanced = useHydrated$1();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef(null);
  const suppressClick = useRef(false);
  const rotating = enhanced && state2.playing && !hovered && !focused;
  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reducedMotion.matches) dispatch({ type: "stop" });
    const onChange = (event) => {
      if (event.matches) dispatch({ type: "stop" });
    };
    reducedMotion.addEventListener("change", onChange);
    return () => reducedMotion.removeEventListener("change", onChange);
  }, []);
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, state2.index, intervalMs]);
  const count = items.length;
  return /* @__PURE__ */ jsxs(
    "section",
    {
      className: `carousel ${enhanced ? "carousel--enhanced" : ""} ${className}`,
      "aria-roledescription": "carousel",
      "aria-label": label,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
      children: [
        /* @__PURE__ */ jsxs("div", { className: "carousel__controls", hidden: !enhanced, children: [
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "carousel__button carousel__button--play",
              onClick: () => dispatch({ type: "togglePlaying" }),
              "aria-label": state2.playing ? "Stop automatic slide show" : "Start automatic slide show",
              children: state2.playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {})
            }
          ),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "carousel__button",
              onClick: () => dispatch({ type: "previous" }),
              "aria-label": "Previous slide",
              children: /* @__PURE__ */ jsx(ChevronIcon, { direction: "left" })
            }
          ),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "carousel__button",
              onClick: () => dispatch({ type: "next" }),
              "aria-label": "Next slide",
              children: /* @__PURE__ */ jsx(ChevronIcon, { direction: "right" })
            }
          )
        ] }),
        /* @__PURE__ */ jsx(
          "div",
          {
            className: "carousel__viewport",
            "aria-live": liveRegionMode(rotating),
            onPointerDown: (event) => {
              if (!event.isPrimary) return;
              pointerStart.current = { x: event.clientX, y: event.clientY };
            },
            onPointerUp: (event) => {
              const start = pointerStart.current;
              pointerStart.current = null;
              if (!start) return;
              const deltaX = event.clientX - start.x;
              const deltaY = event.clientY - start.y;
              if (Math.abs(deltaX) <= Math.abs(deltaY) || swipeDirection(deltaX) === 0) return;
              suppressClick.current = true;
              dispatch({ type: "swipe", deltaX });
            },
            onPointerCancel: () => {
              pointerStart.current = null;
            },
            onClickCapture: (event) => {
              if (!suppressClick.current) return;
              suppressClick.current = false;
              event.preventDefault();
              event.stopPropagation();
            },
            children: /* @__PURE__ */ jsx(
              "div",
              {
                className: "carousel__track",
                style: { transform: `translateX(${-100 * state2.index}%)` },
                children: items.map((item, index) => /* @__PURE__ */ jsx(
                  "div",
                  {
                    className: "carousel__slide",
                    role: "group",
                    "aria-roledescription": "slide",
                    "aria-label": `${index + 1} of ${count}`,
                    inert: index !== state2.index,
                    "data-active": index === state2.index ? "true" : void 0,
                    children: renderSlide(item, index)
                  },
                  index
                ))
              }
            )
          }
        ),
        /* @__PURE__ */ jsx("div", { className: "carousel__pickers", hidden: !enhanced, children: items.map((item, index) => /* @__PURE__ */ jsx(
          "button",
          {
            type: "button",
            className: "carousel__picker",
            "aria-label": `Show slide ${index + 1}: ${slideName(item)}`,
            "aria-current": index === state2.index ? "true" : void 0,
            onClick: () => dispatch({ type: "goTo", index })
          },
          index
        )) })
      ]
    }
  );
}
const subscribeToNothing = () => () => {
};
function useHydrated$1() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  );
}
function ChevronIcon({ direction }) {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", width: "20", height: "20", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx(
    "path",
    {
      d: direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "2.5",
      strokeLinecap: "round",
      strokeLinejoin: "round"
    }
  ) });
}
function PauseIcon() {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", width: "20", height: "20", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z", fill: "currentColor" }) });
}
function PlayIcon() {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", width: "20", height: "20", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M8 5l11 7-11 7z", fill: "currentColor" }) });
}
function HeroCarousel({ slides }) {
  return /* @__PURE__ */ jsx(
    Carousel,
    {
      label: "Featured ranges",
      className: "hero-carousel",
      items: slides,
      slideName: (slide) => slide.headline,
      renderSlide: (slide, index) => /* @__PURE__ */ jsxs("div", { className: "hero-slide", children: [
        /* @__PURE__ */ jsx(
          ResponsiveImage,
          {
            className: "hero-slide__media",
            name: slide.artwork,
            alt: slide.alt,
            sizes: "(min-width: 992px) 58vw, 100vw",
            priority: index === 0
          }
        ),
        /* @__PURE__ */ jsxs("div", { className: "hero-slide__text", children: [
          /* @__PURE__ */ jsx("p", { className: "eyebrow hero-slide__eyebrow", children: slide.eyebrow }),
          /* @__PURE__ */ jsx("h2", { className: "hero-slide__headline", children: slide.headline }),
          /* @__PURE__ */ jsx("p", { className: "hero-slide__body", children: slide.body }),
          /* @__PURE__ */ jsx(CallToActionLink, { cta: slide.cta, className: "button hero-slide__cta" })
        ] })
      ] })
    }
  );
}
function ReviewCarousel({ reviews }) {
  return /* @__PURE__ */ jsx(
    Carousel,
    {
      label: "Customer reviews",
      className: "review-carousel",
      items: reviews,
      slideName: (review) => `${review.name}, ${review.place}`,
      renderSlide: (review) => /* @__PURE__ */ jsxs("figure", { className: "review", children: [
        /* @__PURE__ */ jsx("svg", { className: "review__mark", viewBox: "0 0 48 36", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M0 36V22C0 9 7 1 20 0v7c-7 2-10 6-10 13h10v16zm28 0V22c0-13 7-21 20-22v7c-7 2-10 6-10 13h10v16z" }) }),
        /* @__PURE__ */ jsx("blockquote", { className: "review__quote", children: /* @__PURE__ */ jsx("p", { children: review.quote }) }),
        /* @__PURE__ */ jsxs("figcaption", { className: "review__author", children: [
          /* @__PURE__ */ jsx("span", { className: "review__name", children: review.name }),
          /* @__PURE__ */ jsxs("span", { className: "review__meta", children: [
            review.role,
            ", ",
            review.place
          ] })
        ] })
      ] })
    }
  );
}
const company = {
  established: 2008,
  intro: {
    eyebrow: "Since 2008",
    heading: "Paint made for Indian homes, weather and budgets",
    paragraphs: [
      "Kamo Paints began in 2008 as a small distemper plant in Bahadurgarh, Haryana. Today we make interior and exterior emulsions, enamels, wood finishes and waterproofing products in more than fifty units, and sell them through over 4,000 dealers and distributors across India.",
      "Every tin is tinted at the dealer's counter to the shade you chose, tested for coverage and washability in our own laboratory, and backed by people who will come to your home to help you choose."
    ]
  },
  heroSlides: [
    {
      artwork: "home-slide-living-room",
      alt: "A sunlit living room with a terracotta feature wall, a teal sofa and a saffron armchair.",
      eyebrow: "Interior emulsions",
      headline: "Colours that stay true, wash after wash",
      body: "Rich, low-odour emulsions for living rooms and bedrooms, in shades tinted fresh at your dealer.",
      cta: { kind: "link", label: "Explore interior emulsions", href: "/interior-range" }
    },
    {
      artwork: "home-slide-exterior",
      alt: "A two-storey house with a cream and indigo facade under a clear sky, with a palm tree by the gate.",
      eyebrow: "Exterior emulsions",
      headline: "Walls that shrug off the monsoon",
      body: "Weather-proof exterior coats with up to 12 years of warranty against peeling and fading.",
      cta: { kind: "link", label: "See exterior emulsions", href: "/exterior-range" }
    },
    {
      artwork: "home-slide-bedroom",
      alt: "A calm bedroom painted in sage green with a blush headboard wall and a round window.",
      eyebrow: "Shade cards",
      headline: "Find the shade that feels like home",
      body: "Browse our shade cards and colour combination guides, or try colours on a photo of your own room.",
      cta: { kind: "link", label: "Pick your colours", href: "/pickyourcolors" }
    },
    {
      artwork: "home-slide-kitchen",
      alt: "A bright kitchen with saffron cabinets, a teal backsplash and wooden shelves.",
      eyebrow: "Free consultation",
      headline: "Our colour experts come to you",
      body: "Book a free visit: we measure, suggest shades and finishes, and give you a clear estimate.",
      cta: {
        kind: "consultation",
        label: "Book a free consultation",
        product: "Home colour consultation"
      }
    }
  ],
  featureTiles: [
    {
      artwork: "home-tile-colours",
      title: "Explore our colour range",
      body: "Shade cards for every range, combination guides for interiors and exteriors, and a visualiser.",
      cta: { kind: "link", label: "Browse shade cards", href: "/pickyourcolors" }
    },
    {
      artwork: "home-tile-experts",
      title: "Meet our experts",
      body: "A trained colour consultant visits your home, looks at light and surfaces, and helps you decide.",
      cta: { kind: "consultation", label: "Book a free visit", product: "Meet our experts" }
    },
    {
      artwork: "home-tile-budget",
      title: "Paint budget calculator",
      body: "Tell us the rooms and surfaces; we'll work out how much paint you need and what it will cost.",
      cta: {
        kind: "consultation",
        label: "Get a paint estimate",
        product: "Paint budget estimate"
      }
    }
  ],
  ranges: [
    {
      name: "Dual Paints Series",
      summary: "One emulsion for interior and exterior walls.",
      href: "/dual-paints-series"
    },
    {
      name: "Interior Emulsion Range",
      summary: "Matt to high-sheen finishes for every room.",
      href: "/interior-range"
    },
    {
      name: "Exterior Emulsion Range",
      summary: "Weather-proof coats with up to 12 years' warranty.",
      href: "/exterior-range"
    },
    {
      name: "Designer Range",
      summary: "Metallic, glitter and textured feature walls.",
      href: "/designer-range"
    },
    {
      name: "Distemper Range",
      summary: "Affordable, breathable colour in 500 shades.",
      href: "/distemper-range"
    },
    {
      name: "Premium Enamel Range",
      summary: "Hard-wearing gloss for wood and metal.",
      href: "/premium-enamel-range"
    },
    {
      name: "Wood Finishes",
      summary: "Melamine, PU, sealers and lacquers.",
      href: "/wood-coating-products"
    },
    {
      name: "Waterproofing Products",
      summary: "Roofs, terraces, bathrooms and basements.",
      href: "/water-proofing-solutions"
    },
    {
      name: "Other Products",
      summary: "Cement paint, primers and more in our catalogue.",
      href: "/pickyourcolors"
    }
  ],
  brandStory: {
    eyebrow: "Our story",
    heading: "From one distemper plant to a national paint brand",
    artwork: "home-brand-story",
    paragraphs: [
      "Our founder, Harish Chandra Agarwal, spent twenty years selling pigments to small paint makers before starting his own. He saw families save for months to paint their homes before a wedding or Diwali, only to watch the colour fade in one monsoon. Kamo Paints was started to fix that: honest paint, priced fairly, that lasts.",
      "We began with a single distemper, sold through forty dealers in Haryana. Emulsions followed in 2011, exteriors in 2013 and enamels and wood finishes soon after. Today the same promise runs through every range: colours that stay true, tested in our laboratory and backed by a dealer who knows your street."
    ]
  },
  facts: [
    { value: "2008", label: "Established" },
    { value: "4,000+", label: "Dealers and distributors" },
    { value: "50+", label: "Manufacturing and depot units" },
    { value: "₹1,000 cr", label: "Revenue target by FY26" },
    { value: "5 saplings", label: "Planted by every dealer, every year" }
  ],
  offices: [
    {
      company: "Kamo Paints Limited",
      role: "Registered and corporate office",
      addressLines: [
        "Kamo House, Plot 27, Sector 16",
        "Bahadurgarh Industrial Estate",
        "Jhajjar, Haryana 124507"
      ],
      cin: "L24222HR2008PLC071934",
      phone: "+91 1276 245 300",
      email: "care@kamopaints.example"
    },
    {
      company: "Kamo Colours Private Limited",
      role: "Registered office (subsidiary)",
      addressLines: [
        "Unit 412, Fourth Floor, Okhla Business Centre",
        "Okhla Industrial Area Phase III",
        "New Delhi 110020"
      ],
      cin: "U24299DL2015PTC284516",
      phone: "+91 11 4160 7720",
      email: "colours@kamopaints.example"
    }
  ],
  contact: {
    tollFree: site.tollFree,
    phones: [
      { label: "Corporate office", number: "+91 1276 245 300" },
      { label: "Dealer and distributor enquiries", number: "+91 98110 42870" },
      { label: "Investor relations", number: "+91 1276 245 318" }
    ],
    email: "care@kamopaints.example",
    hours: "Monday to Saturday, 9:30 am to 6:30 pm IST"
  },
  reviews: [
    {
      quote: "We painted our whole flat before my daughter's wedding. The consultant helped us pick a warm peach for the living room, and two monsoons later it still looks freshly done.",
      name: "Sunita Sharma",
      place: "Rohtak, Haryana",
      role: "Home owner"
    },
    {
      quote: "I have used Kamo exteriors on more than thirty houses. The coverage is honest, the shades match the card and my customers call back only to order more.",
      name: "Mohammed Irfan",
      place: "Meerut, Uttar Pradesh",
      role: "Painting contractor"
    },
    {
      quote: "The tinting machine at my counter changed my business. I can mix any shade in five minutes and I never have to keep dead stock of slow colours.",
      name: "Gurpreet Singh",
      place: "Ludhiana, Punjab",
      role: "Dealer since 2014"
    },
    {
      quote: "My kids' room wall gets crayon every week. It wipes clean with a damp cloth and the colour has not faded at all. Worth every rupee.",
      name: "Ananya Rao",
      place: "Jaipur, Rajasthan",
      role: "Home owner"
    },
    {
      quote: "We waterproofed our terrace before the rains with their floor coat. For the first time in ten years the bedroom ceiling below stayed dry all season.",
      name: "Ramesh Patil",
      place: "Nashik, Maharashtra",
      role: "Home owner"
    }
  ],
  about: {
    heading: "About Kamo Paints",
    lead: "A listed Indian paint and coatings company, founded in 2008 in Haryana, making honest paint for homes across the country.",
    messages: [
      {
        id: "chairman-msg",
        heading: "Chairman's message",
        author: "harish-chandra-agarwal",
        paragraphs: [
          "When I started Kamo Paints in 2008, I promised our first forty dealers that we would never sell a tin we would not put on our own walls. Fifteen years and more than 4,000 dealers and distributors later, that promise is still the first thing we teach every new colleague.",
          "This year we crossed fifty manufacturing and depot units, opened our new emulsion plant and added tinting machines at hundreds more dealer counters. We are on course for our goal of about ₹1,000 crore in revenue by FY26, and we intend to reach it the way we reached every milestone so far: by earning the trust of home owners, painters and dealers one wall at a time.",
          "Growth also brings responsibility. Every Kamo dealer plants at least five saplings a year, our plants are moving to solar power, and our newest formulations are lead-free and low in VOCs. I thank our shareholders, our partners and our people for their faith in us."
        ]
      },
      {
        id: "md-msg",
        heading: "Managing Director's message",
        author: "vikram-agarwal",
        paragraphs: [
          "Our business is simple to describe and hard to do well: make consistent paint at a fair price and get it to the right counter, in the right shade, on the day the painter needs it. Everything we invest in, from plants to software, serves that goal.",
          "In the past year we shortened dealer delivery times to under 48 hours in most districts, trained thousands more applicators at our academy, and launched new exterior coats with longer warranties. We also began sharing shade data with dealers so that popular colours are always in stock.",
          "The year ahead will be about quality at scale. As we add capacity, our laboratory will test every batch for coverage, washability and colour accuracy before it leaves the plant. That is what our customers pay for, and it is what we will keep delivering."
        ]
      }
    ],
    philosophy: {
      heading: "Our philosophy",
      lead: "Five values guide how we make paint, sell it and treat the people who use it.",
      values: [
        {
          name: "Honesty",
          body: "We state coverage, drying times and warranties as they are, and we print the same facts on the tin, the shade card and the website."
        },
        {
          name: "Transparency",
          body: "Dealers see their prices, schemes and credit terms in one place, and shareholders get clear, timely disclosures about how we are doing."
        },
        {
          name: "Commitment",
          body: "When we promise a delivery date, a site visit or a warranty repaint, we keep it, and we tell you early if something changes."
        },
        {
          name: "Quality Assurance",
          body: "Every batch is checked in our laboratory for shade accuracy, viscosity, coverage and washability before it is allowed to leave the plant."
        },
        {
          name: "Customer Satisfaction",
          body: "We measure ourselves by whether a home owner would choose Kamo again, and we follow up after every consultation and complaint until it is closed."
        }
      ]
    },
    businessModel: {
      id: "business-model",
      eyebrow: "How we work",
      heading: "Business model",
      paragraphs: [
        "Kamo Paints makes decorative paints and coatings in its own plants and sells them through a network of dealers and distributors, supported by carrying and forwarding agents who hold stock close to each market. Dealers tint most emulsions to order at the counter, so they can offer every shade while stocking only base paints."
      ],
      points: [
        {
          title: "Manufacture",
          body: "Over fifty manufacturing and depot units make and store emulsions, enamels, distempers, wood finishes and waterproofing."
        },
        {
          title: "Distribute",
          body: "CFA and CSA agents and distributors move stock to more than 4,000 dealers and distributors within 48 hours in most districts."
        },
        {
          title: "Tint and sell",
          body: "Computerised tinting at the dealer's counter delivers any shade from our cards, fresh, in the quantity the customer needs."
        },
        {
          title: "Apply and support",
          body: "Trained applicators, free colour consultations and warranty support make sure the paint performs on the wall."
        }
      ]
    },
    awareness: {
      id: "awareness",
      eyebrow: "Reaching homes",
      heading: "Brand awareness",
      paragraphs: [
        "We build our brand where people decide what to paint: at the dealer's counter, on the painter's site and in the neighbourhood. Shop boards, shade-card stands and demonstration walls make Kamo visible in thousands of markets, while regional television, radio and social media carry our message of colours that stay true.",
        "Painter meets, contractor loyalty programmes and our applicator academy turn the people who recommend paint into Kamo advocates, and our free consultation service lets home owners see the difference before they buy."
      ]
    },
    successStory: {
      id: "success-story",
      eyebrow: "Milestones",
      heading: "Success story",
      paragraphs: [
        "From a single distemper plant and forty dealers in 2008, Kamo Paints has grown into a listed company with more than fifty units and over 4,000 dealers and distributors. Each step added a range our customers asked for and a region we could serve well."
      ],
      points: [
        { title: "2008", body: "First distemper plant opens in Bahadurgarh with forty dealers." },
        { title: "2011", body: "Interior emulsions launched; first in-store tinting machines." },
        { title: "2013", body: "Exterior emulsions and the Weather range go on sale." },
        { title: "2015", body: "Kamo Colours Private Limited set up for colourants and tinting." },
        { title: "2018", body: "Shares listed; dealer network passes 2,000." },
        { title: "2023", body: "Fifty units and over 4,000 dealers and distributors." }
      ]
    },
    visionMission: {
      heading: "Vision and mission",
      vision: "To be the paint brand India's families trust most for colours that stay true, sold by partners who prosper with us, made in a way our children would be proud of.",
      mission: [
        "Make paints that deliver the coverage, finish and life we promise on every tin.",
        "Reach every district with dealers who can tint any shade on the day it is needed.",
        "Train and support painters so that every wall is finished well.",
        "Grow revenue to about ₹1,000 crore by FY26 while keeping our balance sheet prudent.",
        "Plant at least five saplings a year through every dealer and cut the carbon in every litre we make."
      ]
    },
    directorsLead: "Our board of six brings together the founders, a non-executive director and three independent directors with backgrounds in science, banking and distribution.",
    committeesLead: "The board has four committees, constituted under the Companies Act, 2013 and the SEBI Listing Regulations. Each has a chairman and members drawn from the board.",
    committees: [
      {
        name: "Audit Committee",
        purpose: "Oversees financial reporting, internal controls, internal and statutory audit, and related-party transactions.",
        chairman: "arvind-nair",
        members: ["meera-iyer", "rakesh-khanna", "vikram-agarwal"]
      },
      {
        name: "Risk Management Committee",
        purpose: "Identifies and reviews risks to operations, raw-material supply, finance, cyber security and sustainability.",
        chairman: "vikram-agarwal",
        members: ["sunil-kumar-bansal", "arvind-nair"]
      },
      {
        name: "Stakeholders Relationship Committee",
        purpose: "Resolves shareholders' grievances on transfers, dividends and annual reports, and reviews investor service standards.",
        chairman: "sunil-kumar-bansal",
        members: ["vikram-agarwal", "meera-iyer"]
      },
      {
        name: "Nomination and Remuneration Committee",
        purpose: "Recommends appointments to the board and senior management, and the policy on their remuneration and evaluation.",
        chairman: "meera-iyer",
        members: ["arvind-nair", "rakesh-khanna"]
      }
    ],
    csr: {
      lead: "Through the Kamo Foundation we spend on projects close to our plants and dealers: greener towns, brighter schools, clean water and basic health care. Every Kamo dealer plants at least five saplings a year, and our painters give their weekends to repaint government schools.",
      projects: [
        {
          artwork: "csr-tree-planting",
          title: "Five saplings per dealer",
          caption: "Dealers and their families planting neem and peepal saplings along a village road."
        },
        {
          artwork: "csr-school-painting",
          title: "Paint a School",
          caption: "Volunteer painters brightening the walls of a government primary school."
        },
        {
          artwork: "csr-water",
          title: "Clean water",
          caption: "A community water purification unit installed near our Bahadurgarh plant."
        },
        {
          artwork: "csr-health-camp",
          title: "Health camps",
          caption: "Free eye and health check-ups for painters and their families."
        },
        {
          artwork: "csr-skills",
          title: "Applicator academy",
          caption: "Young painters learning surface preparation and spray application."
        },
        {
          artwork: "csr-solar",
          title: "Solar plants",
          caption: "Rooftop solar panels that power a growing share of our manufacturing."
        }
      ]
    },
    awardsLead: "Recognition from our industry and our partners for quality, growth and responsibility.",
    awards: [
      {
        artwork: "award-trophy",
        title: "Emerging Decorative Paint Brand of the Year",
        presenter: "Indian Coatings Forum",
        year: 2019
      },
      {
        artwork: "award-medal",
        title: "Excellence in Dealer Network Growth",
        presenter: "North India Business Excellence Awards",
        year: 2021
      },
      {
        artwork: "award-leaf",
        title: "Green Manufacturing Award",
        presenter: "Haryana Industries Council",
        year: 2022
      },
      {
        artwork: "award-star",
        title: "Best Exterior Emulsion (Consumer Choice)",
        presenter: "HomeMakers Readers' Survey",
        year: 2022
      },
      {
        artwork: "award-shield",
        title: "Corporate Governance Recognition",
        presenter: "Institute of Listed Companies",
        year: 2023
      }
    ]
  }
};
function nowIso() {
  return (/* @__PURE__ */ new Date()).toISOString();
}
const SECRET_KEY = "form-session-secret";
const secretHolder = singleton("form-session-secret", () => ({
  secret: void 0,
  loading: void 0
}));
async function loadFormSessionSecret(db2 = getDatabase().db) {
  if (secretHolder.secret) return secretHolder.secret;
  secretHolder.loading ??= (async () => {
    const fromEnv = getEnv().FORM_SESSION_SECRET;
    if (fromEnv) return Buffer.from(fromEnv, "utf8");
    const existing = await readSecret(db2);
    if (existing) return existing;
    await db2.insertInto("app_meta").values({ key: SECRET_KEY, value: randomBytes(32).toString("base64"), updated_at: nowIso() }).onConflict((oc) => oc.column("key").doNothing()).execute();
    const stored = await readSecret(db2);
    if (!stored) throw new Error("form session secret could not be stored");
    return stored;
  })();
  try {
    secretHolder.secret = await secretHolder.loading;
    return secretHolder.secret;
  } catch (error) {
    secretHolder.loading = void 0;
    throw error;
  }
}
async function readSecret(db2) {
  const row = await db2.selectFrom("app_meta").select("value").where("key", "=", SECRET_KEY).executeTakeFirst();
  return row ? Buffer.from(row.value, "base64") : void 0;
}
function sign(secret, form, key, issuedAt) {
  return createHmac("sha256", secret).update(`${form}|${key}|${issuedAt}`).digest("base64url");
}
function createFormSession(form, now = Date.now()) {
  const key = randomUUID();
  const secret = secretHolder.secret;
  if (!secret) {
    loadFormSessionSecret().catch(
      (error) => console.error("[leads] form session secret unavailable:", error)
    );
    return { form, key, issuedAt: now, signature: "" };
  }
  return { form, key, issuedAt: now, signature: sign(secret, form, key, now) };
}
const KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
async function checkFormSession(form, token, now = Date.now()) {
  if (typeof token !== "string" || token === "") return { key: randomUUID(), problem: "missing" };
  const [key = "", issued = "", signature = ""] = token.split(".");
  if (!KEY_PATTERN.test(key) || !/^\d{1,15}$/.test(issued))
    return { key: randomUUID(), problem: "malformed" };
  if (signature === "") return { key, problem: "unsigned" };
  const issuedAt = Number(issued);
  const secret = await loadFormSessionSecret();
  const expected = Buffer.from(sign(secret, form, key, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { key, problem: "bad-signature" };
  if (issuedAt > now + 6e4) return { key, problem: "from-the-future" };
  return { key, issuedAt };
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
const meta$r = (args) => seo(args, {
  title: "Kamo Paints | Interior & Exterior Paints, Enamels and Waterproofing",
  description: "Kamo Paints makes interior and exterior emulsions, enamels, wood finishes and waterproofing for Indian homes. Since 2008, with over 4,000 dealers and distributors. Book a free colour consultation.",
  keywords: "Kamo Paints, paint company India, interior emulsion, exterior emulsion, wall paint, enamel paint, wood finish, waterproofing, colour consultation"
});
function loader$u() {
  return {
    quickContact: createFormSession("quick-contact")
  };
}
const home = UNSAFE_withComponentProps(function Home({
  loaderData
}) {
  const {
    intro,
    brandStory
  } = company;
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsxs("section", {
      className: "home-hero",
      "aria-labelledby": "home-title",
      children: [/* @__PURE__ */ jsxs("h1", {
        id: "home-title",
        className: "visually-hidden",
        children: ["Kamo Paints: paints and coatings for Indian homes since ", company.established]
      }), /* @__PURE__ */ jsx("div", {
        className: "container",
        children: /* @__PURE__ */ jsx(HeroCarousel, {
          slides: company.heroSlides
        })
      })]
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section home-intro",
      "aria-labelledby": "intro-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsxs("div", {
          className: "home-intro__text",
          children: [/* @__PURE__ */ jsx("p", {
            className: "eyebrow",
            children: intro.eyebrow
          }), /* @__PURE__ */ jsx("h2", {
            id: "intro-title",
            className: "company-heading",
            children: intro.heading
          }), intro.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", {
            children: paragraph
          }, paragraph.slice(0, 24)))]
        }), /* @__PURE__ */ jsx("ul", {
          className: "feature-tiles",
          "aria-label": "How we can help",
          children: company.featureTiles.map((tile) => /* @__PURE__ */ jsxs("li", {
            className: "feature-tile",
            children: [/* @__PURE__ */ jsx(ResponsiveImage, {
              className: "feature-tile__art",
              name: tile.artwork,
              alt: "",
              sizes: "(min-width: 768px) 33vw, 100vw"
            }), /* @__PURE__ */ jsxs("div", {
              className: "feature-tile__body",
              children: [/* @__PURE__ */ jsx("h3", {
                children: tile.title
              }), /* @__PURE__ */ jsx("p", {
                children: tile.body
              }), /* @__PURE__ */ jsx(CallToActionLink, {
                cta: tile.cta,
                className: "text-link"
              })]
            })]
          }, tile.title))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section range-section",
      "aria-labelledby": "ranges-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "Our products"
        }), /* @__PURE__ */ jsx("h2", {
          id: "ranges-title",
          className: "company-heading",
          children: "A finish for every surface"
        }), /* @__PURE__ */ jsx("ul", {
          className: "range-list",
          children: company.ranges.map((range2, index) => /* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsxs("a", {
              className: "range-card",
              href: range2.href,
              "data-swatch": index % 6,
              children: [/* @__PURE__ */ jsx("span", {
                className: "range-card__swatch",
                "aria-hidden": "true"
              }), /* @__PURE__ */ jsx("span", {
                className: "range-card__name",
                children: range2.name
              }), /* @__PURE__ */ jsx("span", {
                className: "range-card__summary",
                children: range2.summary
              })]
            })
          }, range2.href + range2.name))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section brand-story",
      "aria-labelledby": "story-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container brand-story__grid",
        children: [/* @__PURE__ */ jsx(ResponsiveImage, {
          className: "brand-story__art",
          name: brandStory.artwork,
          alt: "",
          sizes: "(min-width: 992px) 45vw, 100vw"
        }), /* @__PURE__ */ jsxs("div", {
          children: [/* @__PURE__ */ jsx("p", {
            className: "eyebrow",
            children: brandStory.eyebrow
          }), /* @__PURE__ */ jsx("h2", {
            id: "story-title",
            className: "company-heading",
            children: brandStory.heading
          }), brandStory.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", {
            children: paragraph
          }, paragraph.slice(0, 24))), /* @__PURE__ */ jsx("a", {
            className: "button button--secondary",
            href: "/about",
            children: "Read about us"
          })]
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "facts-band",
      "aria-labelledby": "facts-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "facts-title",
          className: "visually-hidden",
          children: "Kamo Paints in numbers"
        }), /* @__PURE__ */ jsx("dl", {
          className: "facts-band__list",
          children: company.facts.map((fact) => /* @__PURE__ */ jsxs("div", {
            className: "facts-band__item",
            children: [/* @__PURE__ */ jsx("dt", {
              children: fact.label
            }), /* @__PURE__ */ jsx("dd", {
              children: fact.value
            })]
          }, fact.label))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section offices-section",
      "aria-labelledby": "offices-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "Group companies"
        }), /* @__PURE__ */ jsx("h2", {
          id: "offices-title",
          className: "company-heading",
          children: "Registered offices"
        }), /* @__PURE__ */ jsx("div", {
          className: "office-grid",
          children: company.offices.map((office) => /* @__PURE__ */ jsx(OfficeCard, {
            office
          }, office.company))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section reviews-section",
      "aria-labelledby": "reviews-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "Reviews"
        }), /* @__PURE__ */ jsx("h2", {
          id: "reviews-title",
          className: "company-heading",
          children: "What our customers say"
        }), /* @__PURE__ */ jsx(ReviewCarousel, {
          reviews: company.reviews
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section quick-contact",
      "aria-labelledby": "quick-contact-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container quick-contact__grid",
        children: [/* @__PURE__ */ jsxs("div", {
          children: [/* @__PURE__ */ jsx("p", {
            className: "eyebrow",
            children: "Quick contact"
          }), /* @__PURE__ */ jsx("h2", {
            id: "quick-contact-title",
            className: "company-heading",
            children: "Tell us about your project"
          }), /* @__PURE__ */ jsxs("p", {
            children: ["Leave your details and a colour expert will call you back, usually within one working day. Or call us toll-free on", " ", /* @__PURE__ */ jsx("a", {
              href: `tel:${company.contact.tollFree.replace(/\s/g, "")}`,
              children: company.contact.tollFree
            }), "."]
          })]
        }), /* @__PURE__ */ jsx("div", {
          className: "quick-contact__form",
          children: /* @__PURE__ */ jsx(QuickContactForm, {
            session: loaderData.quickContact
          })
        })]
      })
    })]
  });
});
const route1 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: home,
  loader: loader$u,
  meta: meta$r
}, Symbol.toStringTag, { value: "Module" }));
const board = [
  {
    slug: "harish-chandra-agarwal",
    honorific: "Mr.",
    name: "Harish Chandra Agarwal",
    designation: "Chairman",
    category: "Executive",
    din: "02145873",
    summary: "Founded Kamo Paints in 2008 after two decades in pigment trading; guides the group's strategy.",
    portrait: "director-harish-chandra-agarwal",
    biography: [
      "Harish Chandra Agarwal founded Kamo Paints in 2008 with a single distemper plant in Bahadurgarh and a conviction that good paint need not be a luxury. Before that he spent twenty-two years in the pigment and chemicals trade in Delhi's Tilak Bazar, supplying colourants to small paint makers across Haryana, Punjab and western Uttar Pradesh.",
      "Under his leadership the company grew from one plant and forty dealers into a network of more than 4,000 dealers and distributors, and listed its shares in 2018. He still visits a dealer counter every week, a habit he credits for the company's early focus on washable, low-odour finishes for small homes.",
      "He holds a Bachelor of Commerce from Shri Ram College of Commerce, Delhi University. He chairs the board, leads the group's long-range planning and is a trustee of the Kamo Foundation, which runs the company's tree-planting and school-painting programmes."
    ]
  },
  {
    slug: "vikram-agarwal",
    honorific: "Mr.",
    name: "Vikram Agarwal",
    designation: "Managing Director",
    category: "Executive",
    din: "05518264",
    summary: "Leads operations, manufacturing and the dealer network; architect of the company's retail tinting programme.",
    portrait: "director-vikram-agarwal",
    biography: [
      "Vikram Agarwal is the Managing Director of Kamo Paints Limited and is responsible for manufacturing, supply chain, sales and the dealer network. He joined the company in 2011 as head of its first emulsion plant and became Managing Director in 2019.",
      "He built the company's in-store tinting programme, which now places computerised tinting machines at more than 1,200 dealer counters, and led the expansion from six to over fifty manufacturing and depot units. He also set up the applicator training academy, which has certified more than 9,000 painters.",
      "A chemical engineer from the Institute of Chemical Technology, Mumbai, Vikram later completed an MBA at the Indian Institute of Management, Lucknow. He serves on the company's Risk Management, Audit and Stakeholders Relationship committees."
    ]
  },
  {
    slug: "sunil-kumar-bansal",
    honorific: "Mr.",
    name: "Sunil Kumar Bansal",
    designation: "Non-Executive Director",
    category: "Non-Executive",
    din: "03390417",
    summary: "Chartered accountant with thirty years in manufacturing finance; chairs the Stakeholders Relationship Committee.",
    portrait: "director-sunil-kumar-bansal",
    biography: [
      "Sunil Kumar Bansal is a Non-Executive Director of Kamo Paints Limited. A chartered accountant by training, he has spent more than thirty years in finance roles at manufacturing companies in the building-materials sector, including fifteen years as chief financial officer of a tiles and sanitaryware maker.",
      "He joined the board in 2016 and guided the company through its initial public offering in 2018. He chairs the Stakeholders Relationship Committee and brings a sharp eye to working capital, dealer credit and the economics of new plants.",
      "He is a Fellow of the Institute of Chartered Accountants of India and a graduate of Hindu College, Delhi University."
    ]
  },
  {
    slug: "meera-iyer",
    honorific: "Dr.",
    name: "Meera Iyer",
    designation: "Independent Director",
    category: "Independent",
    din: "07742156",
    summary: "Polymer scientist and former R&D head; chairs the Nomination and Remuneration Committee.",
    portrait: "director-meera-iyer",
    biography: [
      "Dr. Meera Iyer is an Independent Director of Kamo Paints Limited. A polymer scientist, she led research and development for a large speciality chemicals company for over a decade, where her team developed low-VOC binders for water-based coatings.",
      "She joined the board in 2020. She chairs the Nomination and Remuneration Committee, sits on the Audit and Stakeholders Relationship committees, and advises management on product safety, environmental standards and the company's move to lead-free, low-odour formulations.",
      "Meera holds a PhD in polymer chemistry from the Indian Institute of Science, Bengaluru. She mentors women scientists through a national fellowship programme and has written widely on sustainable coatings."
    ]
  },
  {
    slug: "arvind-nair",
    honorific: "Mr.",
    name: "Arvind Nair",
    designation: "Independent Director",
    category: "Independent",
    din: "06215930",
    summary: "Former banker and audit committee veteran; chairs the Audit Committee.",
    portrait: "director-arvind-nair",
    biography: [
      "Arvind Nair is an Independent Director of Kamo Paints Limited and chairs its Audit Committee. He spent twenty-eight years with a public-sector bank, retiring as a general manager in charge of mid-corporate credit for the northern region.",
      "Since retiring he has served on the audit committees of several listed manufacturing companies. On the Kamo board he oversees financial reporting, internal audit and related-party transactions, and is a member of the Risk Management and Nomination and Remuneration committees.",
      "He holds a master's degree in economics from the University of Kerala and is a Certified Associate of the Indian Institute of Bankers."
    ]
  },
  {
    slug: "rakesh-khanna",
    honorific: "Mr.",
    name: "Rakesh Khanna",
    designation: "Independent Director",
    category: "Independent",
    din: "08034672",
    summary: "Retail and distribution specialist who built dealer networks for two consumer brands.",
    portrait: "director-rakesh-khanna",
    biography: [
      "Rakesh Khanna is an Independent Director of Kamo Paints Limited. He has thirty years of experience in sales and distribution for consumer durables and building products, and built the dealer networks of two national brands across northern and central India.",
      "He joined the board in 2021 and brings a practical view of how dealers, distributors and contractors work. He is a member of the Audit Committee and the Nomination and Remuneration Committee."
    ]
  }
];
function findPerson(slug) {
  return board.find((person) => person.slug === slug);
}
function personBySlug(slug) {
  const person = findPerson(slug);
  if (!person) throw new Error(`No board member with slug "${slug}"`);
  return person;
}
function CommitteeCard({ committee }) {
  const chairman = personBySlug(committee.chairman);
  return /* @__PURE__ */ jsxs("article", { className: "committee-card", children: [
    /* @__PURE__ */ jsx("h3", { className: "committee-card__name", children: committee.name }),
    /* @__PURE__ */ jsx("p", { className: "committee-card__purpose", children: committee.purpose }),
    /* @__PURE__ */ jsxs("dl", { className: "committee-card__people", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { children: "Chairman" }),
        /* @__PURE__ */ jsxs("dd", { children: [
          /* @__PURE__ */ jsx("a", { href: `/${chairman.slug}`, children: chairman.name }),
          /* @__PURE__ */ jsx("span", { className: "committee-card__role", children: chairman.designation })
        ] })
      ] }),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { children: "Members" }),
        committee.members.map((slug) => {
          const member = personBySlug(slug);
          return /* @__PURE__ */ jsxs("dd", { children: [
            /* @__PURE__ */ jsx("a", { href: `/${member.slug}`, children: member.name }),
            /* @__PURE__ */ jsx("span", { className: "committee-card__role", children: member.designation })
          ] }, slug);
        })
      ] })
    ] })
  ] });
}
function DirectorCard({ person }) {
  return /* @__PURE__ */ jsxs("article", { className: "director-card", children: [
    /* @__PURE__ */ jsx(
      ResponsiveImage,
      {
        className: "portrait",
        name: person.portrait,
        alt: "",
        sizes: "(min-width: 992px) 180px, 140px"
      }
    ),
    /* @__PURE__ */ jsx("h3", { className: "director-card__name", children: /* @__PURE__ */ jsx("a", { href: `/${person.slug}`, className: "director-card__link", children: person.name }) }),
    /* @__PURE__ */ jsx("p", { className: "director-card__designation", children: person.designation }),
    /* @__PURE__ */ jsx("p", { className: "director-card__summary", children: person.summary }),
    /* @__PURE__ */ jsx("span", { className: "director-card__more", "aria-hidden": "true", children: "View profile →" })
  ] });
}
function LeaderMessage({ message }) {
  const author = personBySlug(message.author);
  return /* @__PURE__ */ jsx(
    "section",
    {
      id: message.id,
      className: "about-section leader-message",
      "aria-labelledby": `${message.id}-title`,
      children: /* @__PURE__ */ jsxs("div", { className: "container leader-message__grid", children: [
        /* @__PURE__ */ jsxs("div", { className: "leader-message__body", children: [
          /* @__PURE__ */ jsx("h2", { id: `${message.id}-title`, className: "company-heading", children: message.heading }),
          message.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 24)))
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "leader-message__author", children: [
          /* @__PURE__ */ jsx(
            ResponsiveImage,
            {
              className: "portrait portrait--large",
              name: author.portrait,
              alt: "",
              sizes: "(min-width: 768px) 220px, 160px"
            }
          ),
          /* @__PURE__ */ jsx("p", { className: "leader-message__name", children: /* @__PURE__ */ jsx("a", { href: `/${author.slug}`, children: author.name }) }),
          /* @__PURE__ */ jsx("p", { className: "leader-message__designation", children: author.designation })
        ] })
      ] })
    }
  );
}
function PageIntro({
  eyebrow,
  title,
  lead,
  children
}) {
  return /* @__PURE__ */ jsx("header", { className: "page-intro", children: /* @__PURE__ */ jsxs("div", { className: "container page-intro__inner", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-intro__text", children: [
      /* @__PURE__ */ jsx("p", { className: "eyebrow", children: eyebrow }),
      /* @__PURE__ */ jsx("h1", { className: "page-intro__title", children: title }),
      lead ? /* @__PURE__ */ jsx("p", { className: "page-intro__lead", children: lead }) : null
    ] }),
    children
  ] }) });
}
function ProseSectionBlock({
  section,
  variant = "steps",
  tinted = false
}) {
  const titleId = `${section.id}-title`;
  return /* @__PURE__ */ jsx(
    "section",
    {
      id: section.id,
      className: `about-section${tinted ? " about-section--tinted" : ""}`,
      "aria-labelledby": titleId,
      children: /* @__PURE__ */ jsxs("div", { className: "container prose-section", children: [
        /* @__PURE__ */ jsxs("div", { className: "prose-section__text", children: [
          /* @__PURE__ */ jsx("p", { className: "eyebrow", children: section.eyebrow }),
          /* @__PURE__ */ jsx("h2", { id: titleId, className: "company-heading", children: section.heading }),
          section.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 24)))
        ] }),
        section.points ? /* @__PURE__ */ jsx("ol", { className: variant === "timeline" ? "timeline" : "steps", children: section.points.map((point) => /* @__PURE__ */ jsxs("li", { children: [
          /* @__PURE__ */ jsx("h3", { children: point.title }),
          /* @__PURE__ */ jsx("p", { children: point.body })
        ] }, point.title)) }) : null
      ] })
    }
  );
}
function TableOfContents({
  entries,
  label = "On this page"
}) {
  return /* @__PURE__ */ jsxs("nav", { className: "toc", "aria-labelledby": "toc-title", children: [
    /* @__PURE__ */ jsx("h2", { id: "toc-title", className: "toc__title", children: label }),
    /* @__PURE__ */ jsx("ol", { className: "toc__list", children: entries.map((entry2) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { href: `#${entry2.id}`, children: entry2.label }) }, entry2.id)) })
  ] });
}
function sharedPageHeaders(seconds = 300) {
  return { "Cache-Control": "no-cache", "X-Page-Cache": String(seconds) };
}
const meta$q = (args) => seo(args, {
  title: "About Us: Our Story, Board and Values",
  description: "Kamo Paints Limited: messages from our chairman and managing director, our philosophy, business model, board of directors, committees, CSR and awards.",
  keywords: "Kamo Paints about us, Kamo Paints Limited, board of directors, board committees, paint company CSR, paint company awards, vision and mission"
});
const headers$i = () => sharedPageHeaders();
const about = company.about;
const [chairmanMessage, mdMessage] = about.messages;
const sections = [{
  id: "chairman-msg",
  label: "Chairman's message"
}, {
  id: "md-msg",
  label: "Managing Director's message"
}, {
  id: "philosophy",
  label: about.philosophy.heading
}, {
  id: "business-model",
  label: about.businessModel.heading
}, {
  id: "awareness",
  label: about.awareness.heading
}, {
  id: "success-story",
  label: about.successStory.heading
}, {
  id: "vission-mission",
  label: about.visionMission.heading
}, {
  id: "directors",
  label: "Board of directors"
}, {
  id: "committies",
  label: "Board committees"
}, {
  id: "csr",
  label: "Corporate social responsibility"
}, {
  id: "awards",
  label: "Awards"
}];
const about_default = UNSAFE_withComponentProps(function About() {
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(PageIntro, {
      eyebrow: `Since ${company.established}`,
      title: about.heading,
      lead: about.lead,
      children: /* @__PURE__ */ jsx(ResponsiveImage, {
        className: "page-intro__art",
        name: "about-hero",
        alt: "A Kamo Paints plant with a delivery truck leaving for dealers.",
        sizes: "(min-width: 992px) 45vw, 100vw",
        priority: true
      })
    }), /* @__PURE__ */ jsx("div", {
      className: "container about-toc",
      children: /* @__PURE__ */ jsx(TableOfContents, {
        entries: sections
      })
    }), chairmanMessage ? /* @__PURE__ */ jsx(LeaderMessage, {
      message: chairmanMessage
    }) : null, mdMessage ? /* @__PURE__ */ jsx(LeaderMessage, {
      message: mdMessage
    }) : null, /* @__PURE__ */ jsx("section", {
      id: "philosophy",
      className: "about-section about-section--tinted",
      "aria-labelledby": "philosophy-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "What we stand for"
        }), /* @__PURE__ */ jsx("h2", {
          id: "philosophy-title",
          className: "company-heading",
          children: about.philosophy.heading
        }), /* @__PURE__ */ jsx("p", {
          className: "section-lead",
          children: about.philosophy.lead
        }), /* @__PURE__ */ jsx("ol", {
          className: "value-grid",
          children: about.philosophy.values.map((value) => /* @__PURE__ */ jsxs("li", {
            className: "value-card",
            children: [/* @__PURE__ */ jsx("h3", {
              children: value.name
            }), /* @__PURE__ */ jsx("p", {
              children: value.body
            })]
          }, value.name))
        })]
      })
    }), /* @__PURE__ */ jsx(ProseSectionBlock, {
      section: about.businessModel,
      variant: "steps"
    }), /* @__PURE__ */ jsx(ProseSectionBlock, {
      section: about.awareness,
      tinted: true
    }), /* @__PURE__ */ jsx(ProseSectionBlock, {
      section: about.successStory,
      variant: "timeline"
    }), /* @__PURE__ */ jsx("section", {
      id: "vission-mission",
      className: "about-section vision-mission",
      "aria-labelledby": "vm-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "vm-title",
          className: "company-heading",
          children: about.visionMission.heading
        }), /* @__PURE__ */ jsxs("div", {
          className: "vision-mission__grid",
          children: [/* @__PURE__ */ jsxs("div", {
            className: "vision-mission__card vision-mission__card--vision",
            children: [/* @__PURE__ */ jsx("h3", {
              children: "Our vision"
            }), /* @__PURE__ */ jsx("p", {
              children: about.visionMission.vision
            })]
          }), /* @__PURE__ */ jsxs("div", {
            className: "vision-mission__card",
            children: [/* @__PURE__ */ jsx("h3", {
              children: "Our mission"
            }), /* @__PURE__ */ jsx("ul", {
              children: about.visionMission.mission.map((item) => /* @__PURE__ */ jsx("li", {
                children: item
              }, item))
            })]
          })]
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      id: "directors",
      className: "about-section about-section--tinted",
      "aria-labelledby": "directors-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "Leadership"
        }), /* @__PURE__ */ jsx("h2", {
          id: "directors-title",
          className: "company-heading",
          children: "Board of directors"
        }), /* @__PURE__ */ jsx("p", {
          className: "section-lead",
          children: about.directorsLead
        }), /* @__PURE__ */ jsx("ul", {
          className: "director-grid",
          children: board.map((person) => /* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsx(DirectorCard, {
              person
            })
          }, person.slug))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      id: "committies",
      className: "about-section",
      "aria-labelledby": "committees-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "Governance"
        }), /* @__PURE__ */ jsx("h2", {
          id: "committees-title",
          className: "company-heading",
          children: "Board committees"
        }), /* @__PURE__ */ jsx("p", {
          className: "section-lead",
          children: about.committeesLead
        }), /* @__PURE__ */ jsx("div", {
          className: "committee-grid",
          children: about.committees.map((committee) => /* @__PURE__ */ jsx(CommitteeCard, {
            committee
          }, committee.name))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      id: "csr",
      className: "about-section about-section--tinted",
      "aria-labelledby": "csr-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "Giving back"
        }), /* @__PURE__ */ jsx("h2", {
          id: "csr-title",
          className: "company-heading",
          children: "Corporate social responsibility"
        }), /* @__PURE__ */ jsx("p", {
          className: "section-lead",
          children: about.csr.lead
        }), /* @__PURE__ */ jsx("ul", {
          className: "csr-gallery",
          children: about.csr.projects.map((project) => /* @__PURE__ */ jsxs("li", {
            className: "csr-gallery__item",
            children: [/* @__PURE__ */ jsx(ResponsiveImage, {
              className: "csr-gallery__image",
              name: project.artwork,
              alt: project.caption,
              sizes: "(min-width: 768px) 33vw, 100vw"
            }), /* @__PURE__ */ jsx("p", {
              className: "csr-gallery__caption",
              children: project.title
            })]
          }, project.title))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      id: "awards",
      className: "about-section",
      "aria-labelledby": "awards-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: "Recognition"
        }), /* @__PURE__ */ jsx("h2", {
          id: "awards-title",
          className: "company-heading",
          children: "Awards"
        }), /* @__PURE__ */ jsx("p", {
          className: "section-lead",
          children: about.awardsLead
        }), /* @__PURE__ */ jsx("ul", {
          className: "award-grid",
          children: about.awards.map((award) => /* @__PURE__ */ jsxs("li", {
            className: "award-card",
            children: [/* @__PURE__ */ jsx(ResponsiveImage, {
              className: "award-card__art",
              name: award.artwork,
              alt: "",
              sizes: "(min-width: 992px) 200px, 45vw"
            }), /* @__PURE__ */ jsx("h3", {
              className: "award-card__title",
              children: award.title
            }), /* @__PURE__ */ jsxs("p", {
              className: "award-card__meta",
              children: [award.presenter, ", ", award.year]
            })]
          }, award.title))
        })]
      })
    })]
  });
});
const route2 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: about_default,
  headers: headers$i,
  meta: meta$q
}, Symbol.toStringTag, { value: "Module" }));
function LetsTalkForm({
  session,
  result
}) {
  return /* @__PURE__ */ jsx(
    LeadForm,
    {
      form: "lets-talk",
      action: "/forms/lets-talk",
      session,
      result,
      footnote: "We reply within one working day. We never share your number."
    }
  );
}
const meta$p = (args) => seo(args, {
  title: "Contact Us",
  description: `Call Kamo Paints toll-free on ${company.contact.tollFree}, write to us, or visit our registered offices in Haryana and New Delhi. Send us a message and our team will get back to you.`,
  keywords: "contact Kamo Paints, Kamo Paints toll-free number, Kamo Paints address, paint company customer care, dealer enquiry"
});
function loader$t() {
  return {
    letsTalk: createFormSession("lets-talk")
  };
}
const contact = UNSAFE_withComponentProps(function Contact({
  loaderData
}) {
  const {
    contact: contact2
  } = company;
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(PageIntro, {
      eyebrow: "Contact us",
      title: "We'd love to hear from you",
      lead: `Questions about a shade, a product or a partnership? Call us, write to us or drop by. ${contact2.hours}.`
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section contact-channels",
      "aria-labelledby": "channels-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container contact-channels__grid",
        children: [/* @__PURE__ */ jsxs("div", {
          className: "contact-channels__list",
          children: [/* @__PURE__ */ jsx("h2", {
            id: "channels-title",
            className: "company-heading",
            children: "Call or write"
          }), /* @__PURE__ */ jsxs("dl", {
            className: "contact-list",
            children: [/* @__PURE__ */ jsxs("div", {
              className: "contact-list__item contact-list__item--highlight",
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Toll-free"
              }), /* @__PURE__ */ jsx("dd", {
                children: /* @__PURE__ */ jsx("a", {
                  href: telHref(contact2.tollFree),
                  children: contact2.tollFree
                })
              })]
            }), contact2.phones.map((phone) => /* @__PURE__ */ jsxs("div", {
              className: "contact-list__item",
              children: [/* @__PURE__ */ jsx("dt", {
                children: phone.label
              }), /* @__PURE__ */ jsx("dd", {
                children: /* @__PURE__ */ jsx("a", {
                  href: telHref(phone.number),
                  children: phone.number
                })
              })]
            }, phone.label)), /* @__PURE__ */ jsxs("div", {
              className: "contact-list__item",
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Email"
              }), /* @__PURE__ */ jsx("dd", {
                children: /* @__PURE__ */ jsx("a", {
                  href: `mailto:${contact2.email}`,
                  children: contact2.email
                })
              })]
            }), /* @__PURE__ */ jsxs("div", {
              className: "contact-list__item",
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Hours"
              }), /* @__PURE__ */ jsx("dd", {
                children: contact2.hours
              })]
            })]
          })]
        }), /* @__PURE__ */ jsx(ResponsiveImage, {
          className: "contact-map",
          name: "contact-map",
          alt: "Illustrated map marking our two offices.",
          sizes: "(min-width: 992px) 55vw, 100vw",
          priority: true
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section offices-section",
      "aria-labelledby": "contact-offices-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "contact-offices-title",
          className: "company-heading",
          children: "Our offices"
        }), /* @__PURE__ */ jsx("div", {
          className: "office-grid",
          children: company.offices.map((office) => /* @__PURE__ */ jsx(OfficeCard, {
            office
          }, office.company))
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "company-section lets-talk",
      "aria-labelledby": "lets-talk-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container lets-talk__grid",
        children: [/* @__PURE__ */ jsxs("div", {
          children: [/* @__PURE__ */ jsx("p", {
            className: "eyebrow",
            children: "Let's talk"
          }), /* @__PURE__ */ jsx("h2", {
            id: "lets-talk-title",
            className: "company-heading",
            children: "Send us a message"
          }), /* @__PURE__ */ jsx("p", {
            children: "Tell us what you need and the right person in our team will get back to you within one working day."
          })]
        }), /* @__PURE__ */ jsx("div", {
          className: "lets-talk__form",
          children: /* @__PURE__ */ jsx(LetsTalkForm, {
            session: loaderData.letsTalk
          })
        })]
      })
    })]
  });
});
const route3 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: contact,
  loader: loader$t,
  meta: meta$p
}, Symbol.toStringTag, { value: "Module" }));
const meta$o = (args) => seo(args, {
  title: "Thank You",
  description: "Thanks for sharing details our team will connect you soon",
  keywords: "Kamo Paints, thank you, enquiry received",
  noindex: true
});
const headers$h = () => sharedPageHeaders();
const thankyou = UNSAFE_withComponentProps(function ThankYou() {
  return /* @__PURE__ */ jsxs("section", {
    className: "container thank-you",
    "aria-labelledby": "thank-you-title",
    children: [/* @__PURE__ */ jsxs("svg", {
      className: "thank-you__mark",
      viewBox: "0 0 96 96",
      "aria-hidden": "true",
      focusable: "false",
      children: [/* @__PURE__ */ jsx("circle", {
        cx: "48",
        cy: "48",
        r: "48"
      }), /* @__PURE__ */ jsx("path", {
        d: "M28 50l13 13 27-29"
      })]
    }), /* @__PURE__ */ jsx("h1", {
      id: "thank-you-title",
      className: "thank-you__title",
      children: "Thank you"
    }), /* @__PURE__ */ jsx("p", {
      className: "thank-you__message",
      children: "Thanks for sharing details our team will connect you soon"
    }), /* @__PURE__ */ jsxs("p", {
      className: "thank-you__actions",
      children: [/* @__PURE__ */ jsx("a", {
        className: "button",
        href: "/",
        children: "Back to Home"
      }), /* @__PURE__ */ jsx("a", {
        className: "button button--ghost",
        href: "/pickyourcolors",
        children: "Browse shade cards"
      })]
    })]
  });
});
const route4 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: thankyou,
  headers: headers$h,
  meta: meta$o
}, Symbol.toStringTag, { value: "Module" }));
function LeadFormPage({
  content: content2,
  children,
  beforeForm
}) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("header", { className: "lead-page-intro", children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
      /* @__PURE__ */ jsx("p", { className: "eyebrow", children: content2.eyebrow }),
      /* @__PURE__ */ jsx("h1", { children: content2.title }),
      /* @__PURE__ */ jsx("p", { className: "lead-page-lead", children: content2.intro })
    ] }) }),
    /* @__PURE__ */ jsxs("div", { className: "container lead-page-body", children: [
      /* @__PURE__ */ jsxs("div", { className: "lead-page-main", children: [
        beforeForm,
        /* @__PURE__ */ jsx("div", { className: "lead-page-card", children })
      ] }),
      /* @__PURE__ */ jsxs("aside", { className: "lead-page-aside", "aria-label": "About this form", children: [
        /* @__PURE__ */ jsxs("section", { className: "lead-page-panel", children: [
          /* @__PURE__ */ jsx("h2", { children: content2.benefitsTitle }),
          /* @__PURE__ */ jsx("ul", { className: "lead-page-ticks", children: content2.benefits.map((b) => /* @__PURE__ */ jsx("li", { children: b }, b)) })
        ] }),
        /* @__PURE__ */ jsxs("section", { className: "lead-page-panel lead-page-panel--steps", children: [
          /* @__PURE__ */ jsx("h2", { children: "What happens next" }),
          /* @__PURE__ */ jsx("ol", { children: content2.nextSteps.map((s) => /* @__PURE__ */ jsx("li", { children: s }, s)) })
        ] }),
        /* @__PURE__ */ jsxs("p", { className: "lead-page-call", children: [
          "Prefer to talk? Call toll-free",
          " ",
          /* @__PURE__ */ jsx("a", { href: `tel:${site.tollFree.replace(/\s/g, "")}`, children: site.tollFree }),
          ", Monday to Saturday, 9:30 am to 6:30 pm."
        ] })
      ] })
    ] })
  ] });
}
const partnerNextSteps = [
  "Our channel team in your zone reads every application within two working days.",
  "A sales officer calls you to talk through the territory, credit terms and opening stock.",
  "After a short visit to your shop or godown we send the agreement and your dealer code."
];
const leadPages = {
  dealer: {
    eyebrow: "Partner with us",
    title: "Become a Kamo Paints dealer",
    description: "Apply to become a Kamo Paints dealer: tinting machine support, quick replenishment from our depots and a growing range of emulsions, enamels and waterproofing.",
    keywords: "Kamo Paints dealership, paint dealer application, become a paint dealer India",
    intro: "Over 4,000 dealers and distributors sell Kamo Paints across India. Tell us about your firm and our channel team will get in touch.",
    benefitsTitle: "What our dealers get",
    benefits: [
      "A tinting machine and shade fandeck on easy terms",
      "Replenishment from the nearest of our depots, usually within 48 hours",
      "Counter displays, shade cards and painter meets in your area",
      "A simple scheme calendar with quarterly targets you can plan for"
    ],
    nextSteps: partnerNextSteps
  },
  distributor: {
    eyebrow: "Partner with us",
    title: "Apply as a CFA, CSA or distributor",
    description: "Apply to become a Kamo Paints carrying and forwarding agent, super stockist or distributor and serve dealers in your district.",
    keywords: "Kamo Paints distributor, CFA application, CSA, paint distributorship India",
    intro: "Our CFAs, CSAs and distributors keep dealers stocked across their districts. If you already distribute building materials or paints, we would like to hear from you.",
    benefitsTitle: "Why distribute Kamo Paints",
    benefits: [
      "A full range from distemper to premium exterior emulsions",
      "Clear territories, so you are not competing with the next town's distributor",
      "Monthly stock planning with our depot team",
      "Support for secondary schemes and dealer meets"
    ],
    nextSteps: [
      "Our channel head for your state reads every application within two working days.",
      "We call you to understand your godown, fleet and the dealers you already serve.",
      "A visit follows, then the appointment letter and opening order."
    ]
  },
  contractor: {
    eyebrow: "For applicators and contractors",
    title: "Applicator / contractor opening form",
    description: "Register as a Kamo Paints applicator or painting contractor for training, product support and project referrals.",
    keywords: "Kamo Paints applicator registration, painting contractor, painter registration",
    intro: "Register your painting firm with Kamo Paints to get product training, site support from our technical team and project referrals in your city.",
    benefitsTitle: "What registered applicators get",
    benefits: [
      "Hands-on training in texture, waterproofing and wood finishes",
      "A technical officer to visit difficult sites",
      "Referrals from home owners who book a free consultation",
      "Loyalty points on every project done with Kamo products"
    ],
    nextSteps: [
      "The sales officer for your depot checks your details within two working days.",
      "You are invited to the next applicator meet or training session near you.",
      "Your applicator code arrives by SMS once registration is complete."
    ]
  },
  vendor: {
    eyebrow: "Suppliers",
    title: "Supplier registration",
    description: "Register as a supplier of raw materials, packaging or services to Kamo Paints' manufacturing units.",
    keywords: "Kamo Paints supplier registration, vendor registration, paint raw material supplier",
    intro: "We buy resins, pigments, extenders, additives, packaging and engineering services for our plants. Tell us about your company; only the description of your processes is required, but the more you share, the faster purchasing can assess you.",
    benefitsTitle: "What our purchasing team looks for",
    benefits: [
      "Consistent quality with test certificates for every batch",
      "Delivery to our units in north and west India",
      "Quality system registrations such as ISO 9001 or IATF 16949",
      "Clear pricing and payment terms"
    ],
    nextSteps: [
      "Purchasing reviews new suppliers every fortnight.",
      "If your materials fit our needs, we ask for samples and test certificates.",
      "Approved suppliers are added to our vendor list after a plant trial."
    ]
  },
  consultation: {
    eyebrow: "Free consultation",
    title: "Book a free colour consultation",
    description: "Ask a Kamo Paints colour expert to help you choose shades and finishes for your home or office, free of charge.",
    keywords: "Kamo Paints, free consultation, colour expert, painting advice",
    intro: "Tell us what you are painting and a colour expert will call you back, help you pick shades and finishes, and, in most cities, visit your site.",
    benefitsTitle: "How a consultation helps",
    benefits: [
      "Shade combinations that suit your light and furniture",
      "The right finish for damp walls, kitchens and exteriors",
      "A quantity and budget estimate before you buy"
    ],
    nextSteps: [
      "A colour expert calls you within one working day.",
      "If you like, they visit with shade cards and sample pots.",
      "You get a written shade plan and estimate, with no obligation."
    ]
  },
  "quick-contact": {
    eyebrow: "Contact us",
    title: "Quick contact",
    description: "Send Kamo Paints a quick question; our team replies within one working day.",
    keywords: "contact Kamo Paints, paint enquiry",
    intro: "Ask us anything about our paints, shades, dealers near you or an order.",
    benefitsTitle: "We can help with",
    benefits: [
      "Finding a dealer near you",
      "Choosing a product for a surface",
      "Orders, invoices and complaints"
    ],
    nextSteps: ["We reply by phone or email within one working day."]
  },
  "lets-talk": {
    eyebrow: "Contact us",
    title: "Let's talk",
    description: "Write to Kamo Paints; our team replies within one working day.",
    keywords: "contact Kamo Paints, paint enquiry",
    intro: "Write to us and the right person in our team will get back to you.",
    benefitsTitle: "We can help with",
    benefits: [
      "Product and shade questions",
      "Dealer and distributor enquiries",
      "Orders, invoices and complaints"
    ],
    nextSteps: ["We reply by phone or email within one working day."]
  }
};
const leadEvents = singleton("lead-events", () => new EventEmitter());
function submissionKey(form, sessionKey, data2) {
  const digest = createHash("sha256").update(JSON.stringify([form, Object.entries(data2).sort(([a], [b]) => a.localeCompare(b))])).digest("base64url").slice(0, 22);
  return `${sessionKey}:${digest}`;
}
function contactOf(form, data2) {
  const definition = leadForms[form];
  const first = (names) => {
    const name2 = names.find((n) => typeof data2[n] === "string" && data2[n] !== "");
    return { field: name2, value: name2 ? String(data2[name2]) : "" };
  };
  const name = first(definition.contact.name);
  const mobile = first(definition.contact.mobile);
  const email2 = definition.contact.email ? first([definition.contact.email]) : first([]);
  return { name, email: email2, mobile };
}
async function storeLead(db2, lead, now = /* @__PURE__ */ new Date()) {
  const key = submissionKey(lead.form, lead.sessionKey, lead.data);
  const at = now.toISOString();
  const contact2 = contactOf(lead.form, lead.data);
  const spam = lead.spamReason !== void 0;
  const stored = await db2.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto("leads").values({
      form: lead.form,
      submission_key: key,
      name: contact2.name.value,
      email: contact2.email.value,
      mobile: contact2.mobile.value,
      fields_json: JSON.stringify(lead.data),
      spam: spam ? 1 : 0,
      spam_reason: lead.spamReason ?? null,
      client_ip: lead.clientIp.slice(0, 64),
      user_agent: lead.userAgent.slice(0, 300),
      created_at: at
    }).onConflict((oc) => oc.column("submission_key").doNothing()).returning("id").executeTakeFirst();
    if (!inserted) {
      const existing = await trx.selectFrom("leads").select(["id", "spam"]).where("submission_key", "=", key).executeTakeFirstOrThrow();
      return { leadId: existing.id, duplicate: true, spam: existing.spam === 1 };
    }
    await trx.insertInto("lead_deliveries").values({
      lead_id: inserted.id,
      // Spam is kept but not forwarded until someone re-queues it.
      status: spam ? "held" : "pending",
      attempts: 0,
      next_attempt_at: at,
      idempotency_key: randomUUID(),
      updated_at: at
    }).execute();
    return { leadId: inserted.id, duplicate: false, spam };
  });
  if (!stored.duplicate && !stored.spam) leadEvents.emit("stored", stored.leadId);
  return stored;
}
const CLIENT_IP_HEADER = "x-kamo-client-ip";
class SlidingWindowLimiter {
  constructor(limit, windowMs, maxClients = 1e4) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxClients = maxClients;
  }
  limit;
  windowMs;
  maxClients;
  hits = /* @__PURE__ */ new Map();
  /** Counts a hit for key; false when key is over the limit (the hit is then not counted). */
  take(key, now = Date.now()) {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1e3))
      };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    while (this.hits.size > this.maxClients) {
      const oldest = this.hits.keys().next().value;
      if (oldest === void 0) break;
      this.hits.delete(oldest);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
const THANK_YOU_PATH = "/thankyou";
const limiter = () => singleton(
  "lead-rate-limiter",
  () => new SlidingWindowLimiter(getEnv().LEADS_RATE_LIMIT_PER_HOUR, 60 * 60 * 1e3)
);
async function handleLeadSubmission(request, form) {
  const clientIp = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  let formData;
  try {
    formData = await request.formData();
  } catch {
    return data(
      {
        status: "invalid",
        errors: { _form: "We could not read that form. Please fill it in again." },
        values: {}
      },
      { status: 400 }
    );
  }
  const values = valuesFromFormData(form, formData);
  const limit = limiter().take(clientIp);
  if (!limit.allowed) {
    return data(
      {
        status: "rate-limited",
        values,
        message: `We have received a lot of forms from your connection in the last hour. Please try again in about ${Math.ceil(limit.retryAfterSeconds / 60)} minutes, or call us toll-free on ${site.tollFree}.`
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } }
    );
  }
  const validation = validateLead(form, values);
  if (!validation.success) {
    return data(
      { status: "invalid", errors: validation.errors, values },
      { status: 400 }
    );
  }
  try {
    const session = await checkFormSession(form, formData.get(FORM_SESSION_FIELD));
    const stored = await storeLead(getDatabase().db, {
      form,
      sessionKey: session.key,
      data: validation.data,
      spamReason: spamReason(formData.get(HONEYPOT_FIELD), session),
      clientIp,
      userAgent: request.headers.get("user-agent") ?? ""
    });
    if (stored.spam) console.warn(`[leads] lead ${stored.leadId} (${form}) stored as spam`);
  } catch (error) {
    console.error(`[leads] could not store a ${form} lead:`, error);
    return unavailable(values);
  }
  return redirect(THANK_YOU_PATH);
}
function unavailable(values) {
  return data(
    {
      status: "unavailable",
      values,
      message: `We could not save your details just now, so nothing has been sent. Everything you typed is still here: please try again in a minute, or call us toll-free on ${site.tollFree}.`
    },
    { status: 503, headers: { "Retry-After": "60" } }
  );
}
function spamReason(honeypot, session, now = Date.now()) {
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot field filled";
  if (session.problem && session.problem !== "unsigned") return `form session ${session.problem}`;
  if (session.issuedAt !== void 0) {
    const seconds = (now - session.issuedAt) / 1e3;
    if (seconds < getEnv().LEADS_MIN_FILL_SECONDS)
      return `filled in ${seconds.toFixed(1)} s (faster than a person can)`;
  }
  return void 0;
}
const content$4 = leadPages.consultation;
const meta$n = (args) => seo(args, {
  title: content$4.title,
  description: content$4.description,
  keywords: content$4.keywords
});
function loader$s({
  request
}) {
  const product2 = cleanText(new URL(request.url).searchParams.get("product") ?? "").slice(0, SHORT_TEXT_MAX);
  return {
    session: createFormSession("consultation"),
    product: product2 || void 0
  };
}
function action$6({
  request
}) {
  return handleLeadSubmission(request, "consultation");
}
const consultation = UNSAFE_withComponentProps(function Consultation({
  loaderData
}) {
  const result = useActionData();
  const product2 = loaderData.product ?? (typeof result?.values.product === "string" ? result.values.product : void 0);
  return /* @__PURE__ */ jsx(LeadFormPage, {
    content: content$4,
    children: /* @__PURE__ */ jsx(ConsultationForm, {
      product: product2,
      session: loaderData.session,
      result
    })
  });
});
const route5 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$6,
  default: consultation,
  loader: loader$s,
  meta: meta$n
}, Symbol.toStringTag, { value: "Module" }));
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC"
});
function LegalDocumentView({
  document: document2,
  eyebrow,
  withContents = true
}) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(PageIntro, { eyebrow, title: document2.title, lead: document2.summary }),
    /* @__PURE__ */ jsxs("div", { className: "container legal", children: [
      withContents ? /* @__PURE__ */ jsx("aside", { className: "legal__aside", children: /* @__PURE__ */ jsx(
        TableOfContents,
        {
          label: "Contents",
          entries: document2.sections.map((section) => ({
            id: section.id,
            label: section.heading
          }))
        }
      ) }) : null,
      /* @__PURE__ */ jsxs("div", { className: "legal__body", children: [
        /* @__PURE__ */ jsxs("p", { className: "legal__updated", children: [
          "Last updated:",
          " ",
          /* @__PURE__ */ jsx("time", { dateTime: document2.lastUpdated, children: dateFormat.format(new Date(document2.lastUpdated)) })
        ] }),
        document2.sections.map((section, index) => /* @__PURE__ */ jsxs("section", { id: section.id, "aria-labelledby": `${section.id}-title`, children: [
          /* @__PURE__ */ jsxs("h2", { id: `${section.id}-title`, children: [
            /* @__PURE__ */ jsxs("span", { className: "legal__number", children: [
              index + 1,
              "."
            ] }),
            " ",
            section.heading
          ] }),
          section.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 24))),
          section.list ? /* @__PURE__ */ jsx("ul", { children: section.list.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item)) }) : null
        ] }, section.id))
      ] })
    ] })
  ] });
}
const privacyPolicy$1 = {
  title: "Privacy policy",
  lastUpdated: "2023-04-01",
  summary: 'Kamo Paints Limited ("Kamo Paints", "we", "us") respects your privacy. This policy explains what information we collect when you use this website or contact us, why we collect it, who we share it with, and the choices you have. It applies to kamopaints websites, our forms and our customer care channels.',
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "We collect only what we need to answer you and to run this website. Most of it you give us yourself, when you book a consultation, send an enquiry or apply to become a dealer, distributor, applicator or vendor."
      ],
      list: [
        "Contact details: your name, mobile number, email address, city and PIN code.",
        "Enquiry details: the product or service you ask about and any message you write.",
        "Business details for partner applications: firm name, firm type, GSTIN, PAN, address, existing brands handled and bank references.",
        "Technical details collected automatically: IP address, browser type, device, pages visited and the time of your visit."
      ]
    },
    {
      id: "how-we-use-information",
      heading: "How we use your information",
      paragraphs: [
        "We use your information for the purpose you gave it to us and for closely related purposes you would reasonably expect."
      ],
      list: [
        "To call you back, arrange a colour consultation or site visit, and send you an estimate.",
        "To assess and process applications from prospective dealers, distributors, applicators and vendors.",
        "To answer questions from shareholders and investors.",
        "To improve our products, website and service, using aggregated statistics that do not identify you.",
        "To send you offers and news about our products, only if you have agreed to receive them.",
        "To meet our legal obligations and protect against fraud and misuse of the website."
      ]
    },
    {
      id: "sharing",
      heading: "Sharing your information",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with people who need it to serve you, and they must protect it as we do."
      ],
      list: [
        "Our group company, Kamo Colours Private Limited, for tinting and colour services.",
        "Authorised dealers, distributors and applicators near you, so that they can deliver paint or carry out the work you asked for.",
        "Service providers who host our website, run our customer relationship software or send messages on our behalf, under written contracts.",
        "Our registrar and share transfer agent, for shareholder services.",
        "Government authorities, courts or regulators where the law requires it."
      ]
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Cookies are small files a website stores in your browser. We use only the cookies this website needs to work, such as those that protect forms from misuse, and, if enabled, anonymous analytics cookies that tell us which pages are useful.",
        "We do not use advertising cookies or let third parties track you across other websites from our pages. You can block or delete cookies in your browser settings; the website will still work, although some forms may ask you to try again."
      ]
    },
    {
      id: "children",
      heading: "Children's privacy",
      paragraphs: [
        "This website is meant for adults planning to paint, partner with us or invest in us. It is not directed at children under the age of 13, and we do not knowingly collect personal information from anyone under 13. If you believe a child under 13 has given us information, please write to us and we will delete it."
      ]
    },
    {
      id: "security-and-retention",
      heading: "Security and retention",
      paragraphs: [
        "We protect your information with encryption in transit, access controls and regular security reviews. Only staff and partners who need your details to serve you can see them.",
        "We keep enquiries for up to three years after our last contact with you, partner applications for as long as the partnership lasts plus the period the law requires, and shareholder records as securities law requires. After that we delete or anonymise them."
      ]
    },
    {
      id: "your-rights",
      heading: "Your rights and requests",
      paragraphs: [
        "You may ask us to show you the personal information we hold about you, correct it, delete it, or stop sending you marketing messages. You may also withdraw any consent you have given us; this does not affect anything we did before you withdrew it.",
        "Send your request to our grievance officer using the details below. We will confirm receipt and answer every request within 60 days. We may ask you to confirm your identity before acting on it."
      ]
    },
    {
      id: "grievance-officer",
      heading: "Grievance officer",
      paragraphs: [
        "In line with the Information Technology Act, 2000 and the rules made under it, questions or complaints about this policy or your information may be sent to our Grievance Officer, Kamo Paints Limited, Kamo House, Plot 27, Sector 16, Bahadurgarh Industrial Estate, Jhajjar, Haryana 124507, or by email to privacy@kamopaints.example."
      ]
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The date at the top of this page shows when it was last revised. Significant changes will also be announced on our home page for at least 30 days."
      ]
    }
  ]
};
const termsAndConditions$1 = {
  title: "Terms and conditions",
  lastUpdated: "2023-04-01",
  summary: "By using this website you agree to these terms. Please read them together with our privacy policy.",
  sections: [
    {
      id: "use-of-website",
      heading: "Use of this website",
      paragraphs: [
        "The content of this website is for general information about Kamo Paints Limited, its group company and its products. It may change without notice. Shades shown on screen are indicative; please check a physical shade card or fandeck before tinting."
      ]
    },
    {
      id: "intellectual-property",
      heading: "Trademarks and content",
      paragraphs: [
        "The Kamo Paints name, logo, product names, text and artwork on this website belong to Kamo Paints Limited. You may view and print pages for your own use, but you may not copy, modify or republish them for commercial purposes without our written permission."
      ]
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "We take care to keep this website accurate, but we do not guarantee that it is complete or free of errors. Product warranties are governed only by the warranty card supplied with the product. To the extent the law allows, we are not liable for any loss arising from the use of this website or of links to other websites."
      ]
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India, and the courts at Jhajjar, Haryana have exclusive jurisdiction over any dispute arising from them."
      ]
    }
  ]
};
const meta$m = (args) => seo(args, {
  title: "Privacy Policy",
  description: "How Kamo Paints collects, uses, shares and protects your personal information, our use of cookies, and how to make a request about your data.",
  keywords: "Kamo Paints privacy policy, personal information, cookies, data protection, grievance officer"
});
const headers$g = () => sharedPageHeaders();
const privacyPolicy = UNSAFE_withComponentProps(function PrivacyPolicy() {
  return /* @__PURE__ */ jsx(LegalDocumentView, {
    document: privacyPolicy$1,
    eyebrow: "Legal"
  });
});
const route6 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: privacyPolicy,
  headers: headers$g,
  meta: meta$m
}, Symbol.toStringTag, { value: "Module" }));
const meta$l = (args) => seo(args, {
  title: "Terms and Conditions",
  description: "The terms of use of the Kamo Paints website: content, trademarks, limitation of liability and governing law.",
  keywords: "Kamo Paints terms and conditions, terms of use, website terms"
});
const headers$f = () => sharedPageHeaders();
const termsAndConditions = UNSAFE_withComponentProps(function TermsAndConditions() {
  return /* @__PURE__ */ jsx(LegalDocumentView, {
    document: termsAndConditions$1,
    eyebrow: "Legal",
    withContents: false
  });
});
const route7 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: termsAndConditions,
  headers: headers$f,
  meta: meta$l
}, Symbol.toStringTag, { value: "Module" }));
function loader$r({
  request
}) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const person = findPerson(slug);
  if (!person) throw data(null, {
    status: 404
  });
  return {
    person
  };
}
const meta$k = (args) => {
  const person = args.loaderData?.person;
  if (!person) {
    return seo(args, {
      title: "Board of directors",
      description: "Profiles of the board of directors of Kamo Paints Limited.",
      keywords: "Kamo Paints, board of directors",
      noindex: true
    });
  }
  return seo(args, {
    title: `${person.name}, ${person.designation}`,
    description: `${person.name} is ${person.designation} of Kamo Paints Limited. ${person.summary}`,
    keywords: `${person.name}, ${person.designation}, Kamo Paints board of directors, Kamo Paints Limited`
  });
};
const headers$e = () => sharedPageHeaders();
const director = UNSAFE_withComponentProps(function DirectorProfile({
  loaderData
}) {
  const {
    person
  } = loaderData;
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return /* @__PURE__ */ jsx("article", {
    className: "director-profile",
    "aria-labelledby": "director-name",
    children: /* @__PURE__ */ jsxs("div", {
      className: "container",
      children: [/* @__PURE__ */ jsx("nav", {
        "aria-label": "Breadcrumb",
        className: "breadcrumb",
        children: /* @__PURE__ */ jsxs("ol", {
          children: [/* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsx("a", {
              href: "/about",
              children: "About us"
            })
          }), /* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsx("a", {
              href: "/about#directors",
              children: "Board of directors"
            })
          }), /* @__PURE__ */ jsx("li", {
            "aria-current": "page",
            children: person.name
          })]
        })
      }), /* @__PURE__ */ jsxs("div", {
        className: "director-profile__grid",
        children: [/* @__PURE__ */ jsxs("div", {
          className: "director-profile__aside",
          children: [/* @__PURE__ */ jsx(ResponsiveImage, {
            className: "portrait portrait--profile",
            name: person.portrait,
            alt: `Portrait of ${person.name}`,
            sizes: "(min-width: 768px) 320px, 240px",
            priority: true
          }), /* @__PURE__ */ jsxs("dl", {
            className: "director-profile__facts",
            children: [/* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Category"
              }), /* @__PURE__ */ jsxs("dd", {
                children: [person.category, " Director"]
              })]
            }), /* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                children: "DIN"
              }), /* @__PURE__ */ jsx("dd", {
                children: person.din
              })]
            })]
          })]
        }), /* @__PURE__ */ jsxs("div", {
          className: "director-profile__body",
          children: [/* @__PURE__ */ jsx("p", {
            className: "eyebrow",
            children: "Board of directors"
          }), /* @__PURE__ */ jsxs("h1", {
            id: "director-name",
            className: "director-profile__name",
            children: [person.honorific, " ", person.name]
          }), /* @__PURE__ */ jsx("p", {
            className: "director-profile__designation",
            children: person.designation
          }), /* @__PURE__ */ jsx("div", {
            className: "director-profile__bio",
            children: person.biography.map((paragraph) => /* @__PURE__ */ jsx("p", {
              children: paragraph
            }, paragraph.slice(0, 24)))
          }), /* @__PURE__ */ jsx("a", {
            className: "button button--secondary",
            href: "/about#directors",
            children: "← Back to the board of directors"
          })]
        })]
      })]
    })
  });
});
const route13 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: director,
  headers: headers$e,
  loader: loader$r,
  meta: meta$k
}, Symbol.toStringTag, { value: "Module" }));
function HelpBand({ product: product2 }) {
  return /* @__PURE__ */ jsx("section", { className: "pr-cta", "aria-labelledby": "help-band-title", children: /* @__PURE__ */ jsxs("div", { className: "container pr-cta__inner", children: [
    /* @__PURE__ */ jsxs("div", { children: [
      /* @__PURE__ */ jsx("h2", { id: "help-band-title", children: "Not sure which one suits your walls?" }),
      /* @__PURE__ */ jsx("p", { children: "Our colour consultants visit your home, check the surface and suggest the right product, shades and quantity. The visit is free, and there is no obligation to buy." })
    ] }),
    /* @__PURE__ */ jsxs("p", { className: "pr-cta__actions", children: [
      /* @__PURE__ */ jsx(ConsultationLink, { product: product2, className: "button", children: "Book free consultation" }),
      /* @__PURE__ */ jsx("a", { className: "button button--ghost", href: "/pickyourcolors", children: "Browse shade cards" })
    ] })
  ] }) });
}
function RangeProductCard({
  card,
  headingLevel = 2
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return /* @__PURE__ */ jsxs("article", { className: "pr-card", children: [
    /* @__PURE__ */ jsxs("div", { className: "pr-card__media", children: [
      /* @__PURE__ */ jsx(
        ResponsiveImage,
        {
          name: card.image,
          alt: "",
          sizes: "(min-width: 1200px) 370px, (min-width: 768px) 45vw, 92vw"
        }
      ),
      card.highlight ? /* @__PURE__ */ jsx("p", { className: "pr-card__badge", children: card.highlight }) : null
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "pr-card__body", children: [
      /* @__PURE__ */ jsx(Heading, { className: "pr-card__title", children: card.name }),
      card.subtitle ? /* @__PURE__ */ jsx("p", { className: "pr-card__subtitle", children: card.subtitle }) : null,
      /* @__PURE__ */ jsx("p", { className: "pr-card__text", children: card.description }),
      /* @__PURE__ */ jsx("p", { className: "pr-card__action", children: card.productSlug ? /* @__PURE__ */ jsxs("a", { className: "button", href: `/${card.productSlug}`, children: [
        "More Info",
        /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
          " about ",
          card.name
        ] })
      ] }) : /* @__PURE__ */ jsxs(ConsultationLink, { product: card.name, className: "button button--secondary", children: [
        "Enquire",
        /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
          " about ",
          card.name
        ] })
      ] }) })
    ] })
  ] });
}
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
const dualPrep = [
  "Let new plaster cure for at least 28 days; remove dust, grease, algae and loose paint.",
  "Fill cracks with a suitable filler (putty indoors, crack filler outdoors) and sand smooth.",
  "Apply one coat of Kamo Interior Wall Primer indoors or Kamo Exterior Primer outdoors."
];
const dualSurfaces = [
  "Interior plaster",
  "Exterior cement plaster",
  "Concrete",
  "Previously painted walls"
];
const dualProducts = [
  {
    slug: "kamodual-luxury-emulsion",
    name: "Kamodual Luxury Emulsion",
    subtitle: "Interior and exterior, luxury finish",
    family: "dual",
    tagline: "One luxury paint for the whole house, inside and out.",
    description: [
      "Kamodual Luxury Emulsion is formulated to perform on both interior and exterior walls, so builders and home owners can use one product and one shade across a project.",
      "Indoors it gives a rich, washable sheen; outdoors it resists rain, algae and fading."
    ],
    accent: "#1f3a5f",
    features: [
      {
        icon: "sheen",
        title: "Luxury sheen",
        text: "A rich finish on interior and exterior walls."
      },
      { icon: "rain", title: "Weather proof", text: "Resists rain and damp on exterior walls." },
      { icon: "washable", title: "Washable", text: "Interior walls wipe clean." },
      { icon: "anti-algal", title: "Anti-algal", text: "Protects exterior walls from algae." },
      { icon: "uv", title: "UV resistant", text: "Colours stay bright in the sun." }
    ],
    coverage: { min: 11, max: 13, unit: "litre", coats: 2 },
    finish: "Sheen",
    surfaces: dualSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic dual-purpose emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 35% by volume with clean water",
      application: ["Brush", "Roller", "Airless spray"],
      vocGramsPerLitre: 40,
      volumeSolidsPercent: 40,
      shelfLifeMonths: 36,
      surfacePreparation: dualPrep
    },
    shadeCard: "kamodual-luxury",
    seo: {
      title: "Kamodual Luxury Emulsion for interior and exterior",
      description: "Kamodual Luxury Emulsion: one luxury sheen paint for interior and exterior walls. Washable indoors, weather proof outdoors. Coverage and pack sizes.",
      keywords: "Kamodual Luxury, dual emulsion, interior exterior paint, Kamo Paints"
    }
  },
  {
    slug: "kamodual-premium-emulsion",
    name: "Kamodual Premium Emulsion",
    subtitle: "Interior and exterior, premium finish",
    family: "dual",
    tagline: "Premium protection, inside and out, from one tin.",
    description: [
      "Kamodual Premium Emulsion gives a smooth low-sheen finish on interior and exterior walls with dependable protection against damp and algae.",
      "It simplifies stock for dealers and site management for contractors, without compromising on finish."
    ],
    accent: "#2a9d8f",
    features: [
      { icon: "smooth", title: "Smooth finish", text: "A low-sheen finish inside and out." },
      { icon: "rain", title: "Damp resistant", text: "Keeps exterior walls dry." },
      {
        icon: "anti-fungal",
        title: "Anti-fungal",
        text: "Protects interior walls in humid weather."
      },
      { icon: "coverage", title: "Good coverage", text: "Economical on large projects." }
    ],
    coverage: { min: 10, max: 12, unit: "litre", coats: 2 },
    finish: "Low sheen",
    surfaces: dualSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic dual-purpose emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 40% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 45,
      volumeSolidsPercent: 36,
      shelfLifeMonths: 36,
      surfacePreparation: dualPrep
    },
    shadeCard: "kamodual-premium",
    seo: {
      title: "Kamodual Premium Emulsion for interior and exterior",
      description: "Kamodual Premium Emulsion: a low-sheen paint for interior and exterior walls with damp and fungus protection. Coverage, surfaces and pack sizes.",
      keywords: "Kamodual Premium, dual emulsion, interior exterior paint, Kamo Paints"
    }
  },
  {
    slug: "kamodual-gold-emulsion",
    name: "Kamodual Gold Emulsion",
    subtitle: "Interior and exterior, everyday value",
    family: "dual",
    tagline: "Everyday value for interior and exterior walls.",
    description: [
      "Kamodual Gold Emulsion is the value choice in the Kamodual series: a matt finish that works indoors and out, ideal for rental properties, boundary walls and quick refreshes.",
      "It is easy to apply and dries fast, so painters can finish a house in fewer days."
    ],
    accent: "#f2a541",
    features: [
      { icon: "coverage", title: "Economical", text: "Value for money on large areas." },
      { icon: "rain", title: "Weather resistant", text: "Suitable for exterior walls." },
      { icon: "smooth", title: "Matt finish", text: "A neat, even finish indoors and out." },
      { icon: "low-voc", title: "Low odour", text: "Comfortable to use indoors." }
    ],
    coverage: { min: 9, max: 11, unit: "litre", coats: 2 },
    finish: "Matt",
    surfaces: dualSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic dual-purpose emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 45% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 50,
      volumeSolidsPercent: 32,
      shelfLifeMonths: 24,
      surfacePreparation: dualPrep
    },
    shadeCard: "kamodual-gold",
    seo: {
      title: "Kamodual Gold Emulsion for interior and exterior",
      description: "Kamodual Gold Emulsion: an economical matt paint for interior and exterior walls. Fast drying and easy to apply. Coverage and pack sizes.",
      keywords: "Kamodual Gold, dual emulsion, economy paint, Kamo Paints"
    }
  }
];
const exteriorPrep = [
  "Let new plaster cure for at least 28 days; wash off dust, algae and loose paint with a stiff brush and water.",
  "Treat algae and fungus with a biocidal wash; repair cracks with an exterior crack filler.",
  "Apply one coat of Kamo Exterior Primer and let it dry for 6 to 8 hours."
];
const exteriorSurfaces = [
  "Exterior cement plaster",
  "Concrete",
  "Brick masonry",
  "Previously painted exterior walls"
];
const exteriorProducts = [
  {
    slug: "weather-supreme",
    name: "Weather Supreme",
    subtitle: "Premium exterior emulsion",
    family: "exterior",
    tagline: "Seven years of protection against rain, sun and dust.",
    description: [
      "Weather Supreme is a silicone-enhanced acrylic exterior emulsion built for the extremes of the Indian climate: 45 °C summers, lashing monsoons and dusty winds.",
      "Its water-repellent film keeps walls dry while letting trapped moisture escape, and its UV-stable pigments keep colours bright. That is why it carries a 7-year performance warranty."
    ],
    accent: "#1f3a5f",
    warrantyYears: 7,
    features: [
      {
        icon: "rain",
        title: "Water repellent",
        text: "Rain beads up and rolls off the silicone-enhanced film."
      },
      {
        icon: "uv",
        title: "UV resistant",
        text: "Colours stay bright through years of strong sun."
      },
      {
        icon: "anti-algal",
        title: "Anti-algal",
        text: "Prevents green and black growth after the monsoon."
      },
      {
        icon: "dust",
        title: "Dust resistant",
        text: "A smooth, hard film that dust does not cling to."
      },
      { icon: "crack", title: "Crack bridging", text: "Flexes over hairline cracks up to 0.5 mm." },
      {
        icon: "heat",
        title: "Heat reflective",
        text: "Lighter shades reflect heat and keep rooms cooler."
      },
      {
        icon: "durability",
        title: "7-year warranty",
        text: "Performance warranty when applied as specified."
      }
    ],
    coverage: { min: 10, max: 12, unit: "litre", coats: 2 },
    finish: "Low sheen",
    surfaces: exteriorSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Silicone-acrylic exterior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 30% by volume with clean water",
      application: ["Brush", "Roller", "Airless spray"],
      vocGramsPerLitre: 40,
      volumeSolidsPercent: 42,
      shelfLifeMonths: 36,
      surfacePreparation: exteriorPrep
    },
    shadeCard: "weather-supreme",
    seo: {
      title: "Weather Supreme exterior emulsion, 7-year warranty",
      description: "Weather Supreme: a silicone-acrylic exterior emulsion with a 7-year warranty. Water repellent, UV and algae resistant. Coverage, pack sizes and data sheet.",
      keywords: "Weather Supreme, exterior emulsion, 7 year warranty, waterproof exterior paint, Kamo Paints"
    }
  },
  {
    slug: "weather-classic",
    name: "Weather Classic",
    subtitle: "Exterior emulsion",
    family: "exterior",
    tagline: "Reliable five-year protection for every home.",
    description: [
      "Weather Classic is a 100% acrylic exterior emulsion that gives homes a smooth finish and dependable protection against rain and sun.",
      "It carries a 5-year performance warranty and is the exterior paint our dealers recommend most often for independent houses."
    ],
    accent: "#c8553d",
    warrantyYears: 5,
    features: [
      { icon: "rain", title: "Weather proof", text: "A tough film that keeps monsoon rain out." },
      { icon: "anti-algal", title: "Anti-algal", text: "Resists green growth on shaded walls." },
      { icon: "uv", title: "Fade resistant", text: "UV-stable pigments keep colours fresh." },
      {
        icon: "durability",
        title: "5-year warranty",
        text: "Performance warranty when applied as specified."
      },
      { icon: "smooth", title: "Smooth finish", text: "An even, elegant look for facades." }
    ],
    coverage: { min: 9, max: 11, unit: "litre", coats: 2 },
    finish: "Smooth matt",
    surfaces: exteriorSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "100% acrylic exterior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 35% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 45,
      volumeSolidsPercent: 38,
      shelfLifeMonths: 36,
      surfacePreparation: exteriorPrep
    },
    seo: {
      title: "Weather Classic exterior emulsion, 5-year warranty",
      description: "Weather Classic: a 100% acrylic exterior emulsion with a 5-year warranty, anti-algal and fade resistant. Coverage, finish and pack sizes.",
      keywords: "Weather Classic, exterior emulsion, 5 year warranty, Kamo Paints"
    }
  },
  {
    slug: "weather-classic-advance",
    name: "Weather Classic Advance",
    subtitle: "Exterior emulsion with dirt resistance",
    family: "exterior",
    tagline: "Weather Classic, with a cleaner-looking surface.",
    description: [
      "Weather Classic Advance adds a dirt-resistant topcoat technology to our proven Weather Classic formula, so facades in towns and cities stay cleaner between washes.",
      "It is well suited to apartment blocks and commercial buildings where repainting is costly and disruptive."
    ],
    accent: "#2a9d8f",
    features: [
      {
        icon: "dust",
        title: "Dirt resistant",
        text: "Less dust pick-up, so facades stay cleaner."
      },
      { icon: "rain", title: "Weather proof", text: "Keeps rain out and lets the wall breathe." },
      { icon: "anti-algal", title: "Anti-algal", text: "Resists algae in shaded, damp areas." },
      { icon: "uv", title: "UV resistant", text: "Colours stay true in strong sunlight." }
    ],
    coverage: { min: 9, max: 11, unit: "litre", coats: 2 },
    finish: "Smooth matt",
    surfaces: exteriorSurfaces,
    packSizes: ["4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic exterior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 35% by volume with clean water",
      application: ["Brush", "Roller", "Airless spray"],
      vocGramsPerLitre: 45,
      volumeSolidsPercent: 39,
      shelfLifeMonths: 36,
      surfacePreparation: exteriorPrep
    },
    seo: {
      title: "Weather Classic Advance dirt-resistant exterior emulsion",
      description: "Weather Classic Advance: a dirt-resistant acrylic exterior emulsion that keeps facades cleaner. Anti-algal and UV resistant. Coverage and pack sizes.",
      keywords: "Weather Classic Advance, dirt resistant exterior paint, Kamo Paints"
    }
  },
  {
    slug: "weather-classic-max",
    name: "Weather Classic Max",
    subtitle: "High-build exterior emulsion",
    family: "exterior",
    tagline: "A thicker film for walls that face the worst weather.",
    description: [
      "Weather Classic Max builds a thicker, more elastic film in two coats, giving extra protection to walls that take driving rain or sea air.",
      "Its high volume solids mean better crack bridging and a finish that looks rich even on rough plaster."
    ],
    accent: "#a23e28",
    features: [
      {
        icon: "rain",
        title: "Driving rain",
        text: "A high-build film for walls facing the monsoon."
      },
      { icon: "crack", title: "Crack bridging", text: "Elastic film flexes over fine cracks." },
      { icon: "anti-algal", title: "Anti-algal", text: "Protects against algae and fungus." },
      { icon: "dust", title: "Dust resistant", text: "A hard surface that stays cleaner." },
      { icon: "uv", title: "UV resistant", text: "Shades stay bright season after season." }
    ],
    coverage: { min: 8, max: 10, unit: "litre", coats: 2 },
    finish: "Matt",
    surfaces: exteriorSurfaces,
    packSizes: ["4 L", "10 L", "20 L"],
    technical: {
      productType: "High-build acrylic exterior emulsion",
      dryToTouch: "45 minutes",
      recoatAfter: "6 hours",
      thinning: "Up to 25% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 40,
      volumeSolidsPercent: 45,
      shelfLifeMonths: 36,
      surfacePreparation: exteriorPrep
    },
    shadeCard: "weather-classic-max",
    seo: {
      title: "Weather Classic Max high-build exterior emulsion",
      description: "Weather Classic Max: a high-build exterior emulsion for walls facing driving rain and sea air, with crack bridging and anti-algal protection.",
      keywords: "Weather Classic Max, high build exterior paint, crack bridging, Kamo Paints"
    }
  },
  {
    slug: "kamo-supreme-advance-shyne",
    name: "Weather Supreme Advance Shyne",
    subtitle: "Ultra-premium sheen exterior emulsion",
    family: "exterior",
    tagline: "Our longest warranty: twelve years of shine and protection.",
    description: [
      "Weather Supreme Advance Shyne is our finest exterior emulsion. A cross-linking acrylic binder with silicone and PU modification gives a glossy, self-cleaning surface that rain washes clean.",
      "It resists fading, cracking, algae and dirt for longer than any other Kamo exterior paint, which is why it carries a 12-year performance warranty."
    ],
    accent: "#13263f",
    warrantyYears: 12,
    features: [
      {
        icon: "sheen",
        title: "Lasting shine",
        text: "A sheen finish that keeps its gloss for years."
      },
      { icon: "rain", title: "Self cleaning", text: "Rain washes dust off the smooth surface." },
      { icon: "uv", title: "Fade resistant", text: "Exterior-grade pigments resist strong sun." },
      { icon: "crack", title: "Crack bridging", text: "Elastic film covers hairline cracks." },
      { icon: "anti-algal", title: "Anti-algal", text: "Long-lasting protection against algae." },
      { icon: "heat", title: "Heat reflective", text: "Keeps interiors cooler in summer." },
      { icon: "dust", title: "Dirt resistant", text: "Dust does not cling to the hard film." },
      {
        icon: "durability",
        title: "12-year warranty",
        text: "Performance warranty when applied as specified."
      }
    ],
    coverage: { min: 10, max: 12, unit: "litre", coats: 2 },
    finish: "Sheen",
    surfaces: exteriorSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Silicone-PU modified acrylic exterior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 25% by volume with clean water",
      application: ["Brush", "Roller", "Airless spray"],
      vocGramsPerLitre: 35,
      volumeSolidsPercent: 46,
      shelfLifeMonths: 36,
      surfacePreparation: exteriorPrep
    },
    seo: {
      title: "Weather Supreme Advance Shyne, 12-year warranty",
      description: "Weather Supreme Advance Shyne: our ultra-premium sheen exterior emulsion with a 12-year warranty. Self cleaning, fade and crack resistant.",
      keywords: "Weather Supreme Advance Shyne, 12 year warranty exterior paint, sheen exterior emulsion, Kamo Paints"
    }
  },
  {
    slug: "kamoshield",
    name: "Kamoshield",
    subtitle: "Exterior emulsion",
    family: "exterior",
    tagline: "Dependable exterior protection with a 3-year warranty.",
    description: [
      "Kamoshield is an acrylic exterior emulsion that gives new and repainted homes a clean finish and sound protection against rain and algae.",
      "It offers the best value in our exterior range and carries a 3-year performance warranty."
    ],
    accent: "#5d8a4e",
    warrantyYears: 3,
    features: [
      { icon: "rain", title: "Rain protection", text: "A water-resistant film for the monsoon." },
      { icon: "anti-algal", title: "Anti-algal", text: "Resists green growth on damp walls." },
      { icon: "coverage", title: "Good coverage", text: "Economical on large facades." },
      {
        icon: "durability",
        title: "3-year warranty",
        text: "Performance warranty when applied as specified."
      }
    ],
    coverage: { min: 8, max: 10, unit: "litre", coats: 2 },
    finish: "Matt",
    surfaces: exteriorSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic exterior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 40% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 50,
      volumeSolidsPercent: 34,
      shelfLifeMonths: 24,
      surfacePreparation: exteriorPrep
    },
    shadeCard: "kamoshield",
    seo: {
      title: "Kamoshield exterior emulsion, 3-year warranty",
      description: "Kamoshield: an economical acrylic exterior emulsion with a 3-year warranty, rain and algae protection. Coverage, finish and pack sizes.",
      keywords: "Kamoshield, exterior emulsion, 3 year warranty, Kamo Paints"
    }
  },
  {
    slug: "kamo-shield-advance",
    name: "Kamoshield Advance",
    subtitle: "Exterior emulsion with improved durability",
    family: "exterior",
    tagline: "Kamoshield value with better colour retention.",
    description: [
      "Kamoshield Advance improves on Kamoshield with a tougher binder and UV-stable pigments, so colours hold up better in strong sun.",
      "It is a popular choice for boundary walls, row houses and small commercial buildings, with a 3-year performance warranty."
    ],
    accent: "#f2a541",
    warrantyYears: 3,
    features: [
      { icon: "uv", title: "Colour retention", text: "UV-stable pigments keep shades fresh." },
      { icon: "rain", title: "Rain protection", text: "Keeps walls dry through the monsoon." },
      { icon: "anti-algal", title: "Anti-algal", text: "Resists algae and fungus." },
      {
        icon: "durability",
        title: "3-year warranty",
        text: "Performance warranty when applied as specified."
      },
      { icon: "smooth", title: "Smooth finish", text: "An even, neat finish on plaster." }
    ],
    coverage: { min: 9, max: 11, unit: "litre", coats: 2 },
    finish: "Smooth matt",
    surfaces: exteriorSurfaces,
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic exterior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 35% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 45,
      volumeSolidsPercent: 36,
      shelfLifeMonths: 36,
      surfacePreparation: exteriorPrep
    },
    seo: {
      title: "Kamoshield Advance exterior emulsion, 3-year warranty",
      description: "Kamoshield Advance: an acrylic exterior emulsion with better colour retention and a 3-year warranty. Rain and algae protection, pack sizes.",
      keywords: "Kamoshield Advance, exterior emulsion, 3 year warranty, Kamo Paints"
    }
  }
];
const interiorPrep = [
  "Let new plaster cure for at least 28 days; scrape off loose paint, chalk and efflorescence.",
  "Fill cracks and dents with Kamo Acrylic Wall Putty, sand smooth and dust off.",
  "Apply one coat of Kamo Interior Wall Primer and let it dry for 4 to 6 hours."
];
const interiorProducts = [
  {
    slug: "Kamo-Hi-Sheen",
    name: "Kamo Hi Sheen",
    subtitle: "Luxury interior emulsion",
    family: "interior",
    tagline: "A rich, soft sheen that stays washable for years.",
    description: [
      "Kamo Hi Sheen is our finest interior emulsion. Its pure acrylic binder lays down a smooth, even film with a gentle sheen that makes colours look deeper and rooms feel brighter.",
      "Splashes of tea, turmeric or crayon wipe away with a damp cloth, so living rooms, children's rooms and dining areas keep their just-painted look long after the festive season."
    ],
    accent: "#2f5a8f",
    features: [
      {
        icon: "sheen",
        title: "Rich sheen",
        text: "A soft, lustrous finish that makes every shade look deeper."
      },
      {
        icon: "washable",
        title: "Highly washable",
        text: "Withstands repeated wiping without losing colour or sheen."
      },
      {
        icon: "stain",
        title: "Stain resistant",
        text: "Everyday marks from tea, oil and crayons come off easily."
      },
      {
        icon: "anti-fungal",
        title: "Anti-fungal",
        text: "Guards bathrooms and kitchens against mould and mildew."
      },
      {
        icon: "low-voc",
        title: "Low VOC",
        text: "Low odour, so rooms can be used again the same day."
      },
      {
        icon: "smooth",
        title: "Silk-smooth",
        text: "Levels out brush and roller marks for a flawless wall."
      }
    ],
    coverage: { min: 12, max: 14, unit: "litre", coats: 2 },
    finish: "Soft sheen",
    surfaces: ["Interior plaster", "Concrete", "Gypsum and POP", "Previously painted walls"],
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Pure acrylic interior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 40% by volume with clean water",
      application: ["Brush", "Roller", "Airless spray"],
      vocGramsPerLitre: 35,
      volumeSolidsPercent: 38,
      shelfLifeMonths: 36,
      surfacePreparation: interiorPrep
    },
    shadeCard: "kamo-hi-sheen",
    seo: {
      title: "Kamo Hi Sheen luxury interior emulsion",
      description: "Kamo Hi Sheen: a washable, stain-resistant luxury interior emulsion with a rich sheen, low VOC and anti-fungal protection. Coverage, finish and pack sizes.",
      keywords: "Kamo Hi Sheen, luxury interior emulsion, washable paint, sheen finish, Kamo Paints"
    }
  },
  {
    slug: "velvety",
    name: "Velvety",
    subtitle: "Premium matt interior emulsion",
    family: "interior",
    tagline: "A velvet-soft matt finish that hides the small flaws of a wall.",
    description: [
      "Velvety gives walls a deep, chalk-free matt look with a surface that feels soft to the touch. Its fine fillers scatter light, so minor undulations in the plaster are far less visible.",
      "It is a favourite for bedrooms, study rooms and prayer rooms, where a calm, glare-free finish matters more than shine."
    ],
    accent: "#8a5a7a",
    features: [
      {
        icon: "smooth",
        title: "Velvet touch",
        text: "A soft matt film that feels as good as it looks."
      },
      { icon: "washable", title: "Washable", text: "Light marks come off with a damp sponge." },
      {
        icon: "colour",
        title: "True colours",
        text: "Glare-free finish shows shades exactly as on the card."
      },
      {
        icon: "anti-fungal",
        title: "Anti-fungal",
        text: "Keeps damp corners free of black spots."
      },
      { icon: "low-voc", title: "Low odour", text: "Paint today, sleep in the room tonight." }
    ],
    coverage: { min: 11, max: 13, unit: "litre", coats: 2 },
    finish: "Velvet matt",
    surfaces: ["Interior plaster", "Gypsum and POP", "Concrete", "Previously painted walls"],
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic copolymer interior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 40% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 40,
      volumeSolidsPercent: 36,
      shelfLifeMonths: 36,
      surfacePreparation: interiorPrep
    },
    shadeCard: "velvety",
    seo: {
      title: "Velvety premium matt interior emulsion",
      description: "Velvety: a premium matt interior emulsion with a velvet-soft finish that hides wall flaws. Washable, anti-fungal, low odour. Coverage and pack sizes.",
      keywords: "Velvety, matt interior emulsion, velvet finish paint, Kamo Paints"
    }
  },
  {
    slug: "kamoshine-advance",
    name: "Kamoshine Advance",
    subtitle: "Mid-sheen interior emulsion",
    family: "interior",
    tagline: "A gentle shine with protection for humid rooms.",
    description: [
      "Kamoshine Advance combines a mid-sheen finish with strong anti-fungal protection, making it ideal for homes in coastal and high-humidity cities.",
      "Its improved binder gives better scrub resistance than regular emulsions, so kitchens and passages stay fresh."
    ],
    accent: "#2a9d8f",
    features: [
      {
        icon: "sheen",
        title: "Mid sheen",
        text: "A pleasant glow that brightens passages and kitchens."
      },
      {
        icon: "anti-fungal",
        title: "Anti-fungal",
        text: "Built for coastal humidity and monsoon damp."
      },
      {
        icon: "washable",
        title: "Scrub resistant",
        text: "Stands up to regular cleaning in busy rooms."
      },
      { icon: "coverage", title: "Good coverage", text: "Hides the old colour well in two coats." }
    ],
    coverage: { min: 11, max: 13, unit: "litre", coats: 2 },
    finish: "Mid sheen",
    surfaces: ["Interior plaster", "Concrete", "Previously painted walls"],
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic interior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 45% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 45,
      volumeSolidsPercent: 34,
      shelfLifeMonths: 36,
      surfacePreparation: interiorPrep
    },
    seo: {
      title: "Kamoshine Advance mid-sheen interior emulsion",
      description: "Kamoshine Advance: a mid-sheen interior emulsion with anti-fungal protection for humid rooms. Scrub resistant, with good coverage. Pack sizes and data sheet.",
      keywords: "Kamoshine Advance, mid sheen emulsion, anti fungal paint, Kamo Paints"
    }
  },
  {
    slug: "kamosilky-advance",
    name: "Kamosilky Advance",
    subtitle: "Silk-finish interior emulsion",
    family: "interior",
    tagline: "The silky look of Kamosilky, upgraded to a washable emulsion.",
    description: [
      "Kamosilky Advance takes the look home owners love in our Kamosilky distemper and gives it the durability of an emulsion: a silky surface that can be wiped clean.",
      "It is a smart choice for first-time emulsion users who want a noticeable step up from distemper without a luxury price."
    ],
    accent: "#c8553d",
    features: [
      { icon: "smooth", title: "Silky finish", text: "A smooth, even film with a faint lustre." },
      { icon: "washable", title: "Wipeable", text: "Light stains come off with a damp cloth." },
      { icon: "coverage", title: "High coverage", text: "Up to 13 sq m per litre per coat." },
      { icon: "low-voc", title: "Low odour", text: "Comfortable to use in lived-in homes." }
    ],
    coverage: { min: 11, max: 13, unit: "litre", coats: 2 },
    finish: "Silk",
    surfaces: ["Interior plaster", "Previously painted walls", "Gypsum and POP"],
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Vinyl-acrylic interior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 50% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 50,
      volumeSolidsPercent: 32,
      shelfLifeMonths: 24,
      surfacePreparation: interiorPrep
    },
    seo: {
      title: "Kamosilky Advance silk interior emulsion",
      description: "Kamosilky Advance: a silk-finish interior emulsion that is wipeable, low odour and economical. Coverage, recommended surfaces and pack sizes.",
      keywords: "Kamosilky Advance, silk emulsion, interior paint, Kamo Paints"
    }
  },
  {
    slug: "sheen-n-shine-stain-free",
    name: "Sheen n Shine Stain Free",
    subtitle: "Stain-repellent interior emulsion",
    family: "interior",
    tagline: "Water-based stains bead up and wipe away.",
    description: [
      "Sheen n Shine Stain Free has a stain-repellent surface: spilt tea, juice and ink bead up instead of soaking in, and wipe away without a trace.",
      "With a bright sheen and anti-bacterial additives, it keeps children's rooms, dining areas and clinics looking clean."
    ],
    accent: "#f2a541",
    features: [
      {
        icon: "stain",
        title: "Stain free",
        text: "Water-based stains bead up and wipe off without scrubbing."
      },
      { icon: "sheen", title: "Bright sheen", text: "A lively finish that reflects daylight." },
      { icon: "washable", title: "Washable", text: "Survives thousands of scrub cycles." },
      {
        icon: "anti-fungal",
        title: "Anti-bacterial",
        text: "Additives that keep the film hygienic."
      },
      { icon: "low-voc", title: "Low VOC", text: "Low odour, suitable for occupied homes." }
    ],
    coverage: { min: 12, max: 14, unit: "litre", coats: 2 },
    finish: "Sheen",
    surfaces: ["Interior plaster", "Concrete", "Gypsum and POP", "Previously painted walls"],
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic stain-repellent interior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 35% by volume with clean water",
      application: ["Brush", "Roller", "Airless spray"],
      vocGramsPerLitre: 30,
      volumeSolidsPercent: 40,
      shelfLifeMonths: 36,
      surfacePreparation: interiorPrep
    },
    shadeCard: "sheen-n-shine",
    seo: {
      title: "Sheen n Shine Stain Free interior emulsion",
      description: "Sheen n Shine Stain Free: a stain-repellent interior emulsion with a bright sheen. Tea, juice and ink wipe away. Coverage, finish and pack sizes.",
      keywords: "Sheen n Shine, stain free paint, washable emulsion, Kamo Paints"
    }
  },
  {
    slug: "kamorich",
    name: "Kamorich",
    subtitle: "Smooth matt interior emulsion",
    family: "interior",
    tagline: "A smooth, even finish at an everyday price.",
    description: [
      "Kamorich gives new homes and rented flats a smooth matt finish with good hiding, at a price that suits large areas.",
      "It goes on easily by brush or roller, dries quickly and gives painters a clean, consistent result room after room."
    ],
    accent: "#5d8a4e",
    features: [
      { icon: "smooth", title: "Smooth matt", text: "An even, flat finish without patchiness." },
      { icon: "coverage", title: "Good hiding", text: "Covers the old colour in two coats." },
      {
        icon: "colour",
        title: "Wide choice",
        text: "Available in a wide range of machine-tinted shades."
      },
      { icon: "low-voc", title: "Low odour", text: "Easy on families during repainting." }
    ],
    coverage: { min: 10, max: 12, unit: "litre", coats: 2 },
    finish: "Matt",
    surfaces: ["Interior plaster", "Previously painted walls", "Concrete"],
    packSizes: ["1 L", "4 L", "10 L", "20 L"],
    technical: {
      productType: "Acrylic interior emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 50% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 50,
      volumeSolidsPercent: 30,
      shelfLifeMonths: 24,
      surfacePreparation: interiorPrep
    },
    seo: {
      title: "Kamorich smooth matt interior emulsion",
      description: "Kamorich: a smooth matt interior emulsion with good hiding at an everyday price. Coverage per litre, recommended surfaces and pack sizes.",
      keywords: "Kamorich, matt emulsion, economy interior paint, Kamo Paints"
    }
  },
  {
    slug: "kamosilky",
    name: "Kamosilky",
    subtitle: "Acrylic distemper in 500 shades",
    family: "distemper",
    tagline: "Silky walls in any of 500 shades, at distemper prices.",
    description: [
      "Kamosilky is an acrylic distemper with a smooth, silky finish and one of the widest shade choices in its class: 500 shades on a single card.",
      "It is easy to apply, dries quickly and gives rooms a fresh look that lasts far longer than ordinary dry distemper."
    ],
    accent: "#b84a6b",
    features: [
      {
        icon: "colour",
        title: "500 shades",
        text: "Choose from 500 shades on the Kamosilky shade card."
      },
      {
        icon: "smooth",
        title: "Silky finish",
        text: "Smoother and richer than ordinary distemper."
      },
      {
        icon: "coverage",
        title: "Economical",
        text: "Large areas at a modest cost per square metre."
      },
      {
        icon: "durability",
        title: "Long lasting",
        text: "Does not chalk or flake like dry distemper."
      }
    ],
    coverage: { min: 8, max: 10, unit: "kg", coats: 2 },
    finish: "Smooth low sheen",
    surfaces: ["Interior plaster", "Previously distempered walls", "Asbestos sheets"],
    packSizes: ["1 kg", "5 kg", "10 kg", "20 kg"],
    technical: {
      productType: "Acrylic distemper",
      dryToTouch: "45 minutes",
      recoatAfter: "6 hours",
      thinning: "60 to 70% by weight with clean water",
      application: ["Brush", "Roller"],
      volumeSolidsPercent: 28,
      shelfLifeMonths: 24,
      surfacePreparation: interiorPrep
    },
    shadeCard: "distemper",
    seo: {
      title: "Kamosilky acrylic distemper, 500 shades",
      description: "Kamosilky: an acrylic distemper with a silky finish in 500 shades. Economical, long lasting and easy to apply. Coverage and pack sizes.",
      keywords: "Kamosilky, acrylic distemper, 500 shades, Kamo Paints"
    }
  }
];
const ranges$1 = [
  {
    slug: "designer-range",
    name: "Designer Range",
    eyebrow: "Special-effect finishes",
    intro: "Textures, metallic lustres and glitter finishes for feature walls, showrooms and restaurants. Our applicators apply designer finishes by hand, so every wall is a little different.",
    image: "range-designer-range",
    cards: [
      {
        name: "Replica Renaissance",
        subtitle: "Designer texture paint",
        description: "Recreates the layered look of old Italian plaster with a trowel-applied texture that catches the light.",
        image: "product-can-designer"
      },
      {
        name: "Metallic Lustre",
        subtitle: "Metallic finish paint",
        description: "Pearl, gold, silver and copper effects for feature walls, pillars and ceilings, applied over a base coat.",
        image: "product-can-designer"
      },
      {
        name: "Glitter Paint",
        subtitle: "Sparkle top coat",
        description: "A clear glaze with fine glitter particles that adds a festive sparkle to children's rooms and party halls.",
        image: "product-can-designer"
      }
    ],
    seo: {
      title: "Designer Range: texture, metallic and glitter finishes",
      description: "Designer paints from Kamo Paints: Replica Renaissance texture, Metallic Lustre and Glitter Paint for feature walls. Book a free consultation.",
      keywords: "designer paint, texture paint, metallic paint, glitter paint, Kamo Paints"
    }
  },
  {
    slug: "exterior-range",
    name: "Exterior Emulsion Range",
    eyebrow: "Protection for facades",
    intro: "Exterior emulsions tested through Indian summers and monsoons, from the everyday value of Kamoshield to the 12-year warranty of Weather Supreme Advance Shyne.",
    image: "range-exterior-range",
    cards: [
      {
        name: "Weather Supreme",
        subtitle: "Premium exterior emulsion",
        description: "Silicone-enhanced protection against rain, UV and dust.",
        image: "product-weather-supreme",
        highlight: "7-year warranty",
        productSlug: "weather-supreme"
      },
      {
        name: "Weather Classic",
        subtitle: "Exterior emulsion",
        description: "A 100% acrylic exterior emulsion for dependable everyday protection.",
        image: "product-weather-classic",
        highlight: "5-year warranty",
        productSlug: "weather-classic"
      },
      {
        name: "Weather Classic Advance",
        subtitle: "Dirt-resistant exterior emulsion",
        description: "Weather Classic with a surface that stays cleaner in cities.",
        image: "product-weather-classic-advance",
        productSlug: "weather-classic-advance"
      },
      {
        name: "Weather Classic Max",
        subtitle: "High-build exterior emulsion",
        description: "A thicker, elastic film for walls facing driving rain and sea air.",
        image: "product-weather-classic-max",
        productSlug: "weather-classic-max"
      },
      {
        name: "Weather Supreme Advance Shyne",
        subtitle: "Ultra-premium sheen exterior emulsion",
        description: "Our longest-lasting exterior paint, with a self-cleaning sheen.",
        image: "product-kamo-supreme-advance-shyne",
        highlight: "12-year warranty",
        productSlug: "kamo-supreme-advance-shyne"
      },
      {
        name: "Kamoshield",
        subtitle: "Exterior emulsion",
        description: "Economical rain and algae protection for homes of every size.",
        image: "product-kamoshield",
        highlight: "3-year warranty",
        productSlug: "kamoshield"
      },
      {
        name: "Kamoshield Advance",
        subtitle: "Exterior emulsion",
        description: "Kamoshield value with better colour retention in strong sun.",
        image: "product-kamo-shield-advance",
        highlight: "3-year warranty",
        productSlug: "kamo-shield-advance"
      }
    ],
    seo: {
      title: "Exterior Emulsion Range with up to 12-year warranty",
      description: "Kamo exterior emulsions: Weather Supreme, Weather Classic, Weather Classic Advance and Max, Advance Shyne and Kamoshield, with warranties up to 12 years.",
      keywords: "exterior emulsion, exterior paint, weather proof paint, Weather Supreme, Kamoshield, Kamo Paints"
    }
  },
  {
    slug: "interior-range",
    name: "Interior Emulsion Range",
    eyebrow: "Finishes for every room",
    intro: "Washable, low-odour interior emulsions, from the rich sheen of Kamo Hi Sheen to the silky value of Kamosilky. Every shade is machine tinted at your dealer.",
    image: "range-interior-range",
    cards: [
      {
        name: "Kamo Hi Sheen",
        subtitle: "Luxury interior emulsion",
        description: "A rich, washable sheen that resists everyday stains.",
        image: "product-kamo-hi-sheen",
        productSlug: "Kamo-Hi-Sheen"
      },
      {
        name: "Velvety",
        subtitle: "Premium matt interior emulsion",
        description: "A velvet-soft matt finish that hides minor flaws.",
        image: "product-velvety",
        productSlug: "velvety"
      },
      {
        name: "Kamoshine Advance",
        subtitle: "Mid-sheen interior emulsion",
        description: "A gentle shine with anti-fungal protection for humid rooms.",
        image: "product-kamoshine-advance",
        productSlug: "kamoshine-advance"
      },
      {
        name: "Sheen n Shine Stain Free",
        subtitle: "Stain-repellent interior emulsion",
        description: "Water-based stains bead up and wipe away.",
        image: "product-sheen-n-shine-stain-free",
        productSlug: "sheen-n-shine-stain-free"
      },
      {
        name: "Kamorich",
        subtitle: "Smooth matt interior emulsion",
        description: "A smooth, even matt finish at an everyday price.",
        image: "product-kamorich",
        productSlug: "kamorich"
      },
      {
        name: "Kamosilky Advance",
        subtitle: "Silk-finish interior emulsion",
        description: "The Kamosilky look with the durability of an emulsion.",
        image: "product-kamosilky-advance",
        productSlug: "kamosilky-advance"
      },
      {
        name: "Kamosilky",
        subtitle: "Acrylic distemper",
        description: "A silky distemper in 500 shades.",
        image: "product-kamosilky",
        highlight: "500 shades",
        productSlug: "kamosilky"
      }
    ],
    seo: {
      title: "Interior Emulsion Range: sheen, matt and silk finishes",
      description: "Kamo interior emulsions: Kamo Hi Sheen, Velvety, Kamoshine Advance, Sheen n Shine Stain Free, Kamorich, Kamosilky Advance and Kamosilky.",
      keywords: "interior emulsion, interior paint, washable paint, Kamo Hi Sheen, Velvety, Kamo Paints"
    }
  },
  {
    slug: "distemper-range",
    name: "Distemper Range",
    eyebrow: "Colour for every budget",
    intro: "Acrylic and synthetic distempers that bring fresh colour to homes at a modest cost. Kamosilky alone comes in 500 shades.",
    image: "range-distemper-range",
    cards: [
      {
        name: "Kamosilky",
        subtitle: "Acrylic distemper",
        description: "A silky, long-lasting acrylic distemper in 500 shades.",
        image: "product-kamosilky",
        highlight: "500 shades",
        productSlug: "kamosilky"
      },
      {
        name: "Kyson",
        subtitle: "Synthetic distemper",
        description: "Good whiteness and easy brushing for bedrooms, corridors and staff quarters, at an economical price.",
        image: "product-can-distemper"
      },
      {
        name: "Bunty",
        subtitle: "Economy distemper",
        description: "A quick, affordable refresh for new plaster, godowns and rented rooms before the festive season.",
        image: "product-can-distemper"
      }
    ],
    seo: {
      title: "Distemper Range: Kamosilky in 500 shades, Kyson and Bunty",
      description: "Kamo distempers: Kamosilky acrylic distemper in 500 shades, Kyson synthetic distemper and Bunty economy distemper for fresh, affordable colour.",
      keywords: "distemper, acrylic distemper, Kamosilky 500 shades, Kyson, Bunty, Kamo Paints"
    }
  },
  {
    slug: "premium-enamel-range",
    name: "Premium Enamel Range",
    eyebrow: "Gloss for metal and wood",
    intro: "Hard-wearing enamels for grills, gates, doors and windows: a glossy film that resists rust, damp and everyday knocks.",
    image: "range-premium-enamel-range",
    cards: [
      {
        name: "Kamolite Super Gloss",
        subtitle: "Premium synthetic enamel",
        description: "Our highest-gloss enamel with rust-inhibiting pigments, for gates, grills and main doors.",
        image: "product-can-enamel"
      },
      {
        name: "Kamolite Satin",
        subtitle: "Satin enamel",
        description: "A soft satin sheen and low odour for interior woodwork, cupboards and window frames.",
        image: "product-can-enamel"
      },
      {
        name: "Babli",
        subtitle: "Synthetic enamel",
        description: "An economical enamel for shutters, grills and railings, with a clean, even gloss.",
        image: "product-can-enamel"
      }
    ],
    seo: {
      title: "Premium Enamel Range: Kamolite and Babli enamels",
      description: "Kamo enamels for metal and wood: Kamolite Super Gloss, Kamolite Satin and Babli synthetic enamel for gates, grills, doors and windows.",
      keywords: "enamel paint, synthetic enamel, gloss enamel, Kamolite, Babli, Kamo Paints"
    }
  },
  {
    slug: "wood-coating-products",
    name: "Wood Finishes",
    eyebrow: "Bring out the grain",
    intro: "Clear and pigmented finishes for teak, sheesham and plywood furniture, doors and panelling, with the sealers and thinners to apply them properly.",
    image: "range-wood-coating-products",
    cards: [
      {
        name: "Melamyne",
        subtitle: "Melamine wood finish",
        description: "A clear finish in gloss and matt that protects furniture and shows off the grain.",
        image: "product-can-wood"
      },
      {
        name: "Kamo PU Finish",
        subtitle: "Polyurethane wood finish",
        description: "A two-pack polyurethane for table tops, doors and floors that see heavy use.",
        image: "product-can-wood"
      },
      {
        name: "NC Sanding Sealer",
        subtitle: "Nitrocellulose sealer",
        description: "Seals open grain and sands easily to a smooth base before the top coat.",
        image: "product-can-wood"
      },
      {
        name: "Clear Lacquer",
        subtitle: "NC clear lacquer",
        description: "A fast-drying clear lacquer for a quick, glossy finish on furniture.",
        image: "product-can-wood"
      },
      {
        name: "Kamo Thinner",
        subtitle: "NC and PU thinner",
        description: "Matched thinners for our wood finishes, for clean spraying and brushing.",
        image: "product-can-wood"
      }
    ],
    seo: {
      title: "Wood Finishes: Melamyne, PU, sealer, lacquer and thinner",
      description: "Kamo wood finishes: Melamyne melamine finish, PU finish, NC sanding sealer, clear lacquer and thinner for furniture, doors and panelling.",
      keywords: "wood finish, melamine, PU finish, sanding sealer, clear lacquer, Kamo Paints"
    }
  },
  {
    slug: "water-proofing-solutions",
    name: "Waterproofing Products",
    eyebrow: "Stop leaks at the source",
    intro: "Waterproofing for terraces, bathrooms, basements and water tanks, from bonding liquids for concrete repair to a tough floor coat.",
    image: "range-water-proofing-solutions",
    cards: [
      {
        name: "Kamocrete SBR",
        subtitle: "Concrete repair liquid",
        description: "A styrene-butadiene bonding liquid that improves adhesion and water resistance of repair mortars.",
        image: "product-can-waterproofing"
      },
      {
        name: "Kamocrete Acrylic",
        subtitle: "Concrete repair liquid",
        description: "An acrylic polymer for patch repairs, plaster bonding and waterproof renders on walls and slabs.",
        image: "product-can-waterproofing"
      },
      {
        name: "Kamoproof",
        subtitle: "Integral waterproofing compound",
        description: "Added to cement mortar and concrete to cut water absorption in roofs, tanks and basements.",
        image: "product-can-waterproofing"
      },
      {
        name: "Kamofloor",
        subtitle: "Floor coat",
        description: "A hard-wearing coating for terraces, balconies and parking floors.",
        image: "product-can-waterproofing"
      }
    ],
    seo: {
      title: "Waterproofing Products: repair liquids, compound, floor coat",
      description: "Kamo waterproofing: concrete repair liquids, an integral waterproofing compound and a floor coat for terraces, bathrooms, basements and tanks.",
      keywords: "waterproofing, concrete repair, integral waterproofing compound, floor coat, Kamo Paints"
    }
  },
  {
    slug: "dual-paints-series",
    name: "Dual Paints Series",
    eyebrow: "One paint, inside and out",
    intro: "The Kamodual series is made for both interior and exterior walls, so a whole house can be painted from one product in one shade.",
    image: "range-dual-paints-series",
    cards: [
      {
        name: "Kamodual Luxury Emulsion",
        subtitle: "Luxury finish",
        description: "A rich sheen for interior and exterior walls.",
        image: "product-kamodual-luxury-emulsion",
        productSlug: "kamodual-luxury-emulsion"
      },
      {
        name: "Kamodual Premium Emulsion",
        subtitle: "Premium finish",
        description: "A smooth low sheen with damp and fungus protection.",
        image: "product-kamodual-premium-emulsion",
        productSlug: "kamodual-premium-emulsion"
      },
      {
        name: "Kamodual Gold Emulsion",
        subtitle: "Everyday value",
        description: "An economical matt finish for interior and exterior walls.",
        image: "product-kamodual-gold-emulsion",
        productSlug: "kamodual-gold-emulsion"
      }
    ],
    seo: {
      title: "Dual Paints Series: Kamodual Luxury, Premium and Gold",
      description: "The Kamodual series: Luxury, Premium and Gold emulsions for both interior and exterior walls. One product and one shade for the whole house.",
      keywords: "dual paint, interior exterior emulsion, Kamodual, Kamo Paints"
    }
  }
];
const featureIcons = [
  "washable",
  "low-voc",
  "anti-fungal",
  "anti-algal",
  "uv",
  "rain",
  "dust",
  "crack",
  "sheen",
  "smooth",
  "stain",
  "coverage",
  "odour",
  "colour",
  "heat",
  "durability"
];
const feature = z.object({
  icon: z.enum(featureIcons),
  title: z.string().min(2).max(40),
  text: z.string().min(10).max(160)
});
const coverage = z.object({
  /** Spreading rate per coat on a smooth, primed surface. */
  min: z.number().positive(),
  max: z.number().positive(),
  unit: z.enum(["litre", "kg"]),
  coats: z.number().int().min(1).max(3)
}).refine((c) => c.max >= c.min, { message: "coverage max must not be below min" });
const technical = z.object({
  productType: z.string().min(3),
  dryToTouch: z.string().min(2),
  recoatAfter: z.string().min(2),
  thinning: z.string().min(2),
  application: z.array(z.string().min(2)).min(1),
  vocGramsPerLitre: z.number().int().nonnegative().optional(),
  volumeSolidsPercent: z.number().min(10).max(80),
  shelfLifeMonths: z.number().int().positive(),
  surfacePreparation: z.array(z.string().min(10)).min(2)
});
const productSlugSchema = z.enum(productSlugs);
const productSchema = z.object({
  slug: productSlugSchema,
  name: z.string().min(2),
  subtitle: z.string().optional(),
  family: z.enum(["interior", "exterior", "dual", "distemper"]),
  /** One line under the name on cards and in the brochure. */
  tagline: z.string().min(10).max(120),
  description: z.array(z.string().min(40)).min(1).max(3),
  /** The product's signature colour (banner artwork and PDF accents). */
  accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  warrantyYears: z.number().int().positive().optional(),
  features: z.array(feature).min(4).max(10),
  coverage,
  finish: z.string().min(3),
  surfaces: z.array(z.string().min(3)).min(2),
  packSizes: z.array(z.string().regex(/^\d+(\.\d+)? (L|kg|ml)$/)).min(1),
  technical,
  /** Shade card for this product on /pickyourcolors, when it has its own. */
  shadeCard: z.string().optional(),
  seo: z.object({
    title: z.string().min(5),
    description: z.string().min(50).max(170),
    keywords: z.string().min(5)
  })
});
const rangeCardSchema = z.object({
  name: z.string().min(2),
  subtitle: z.string().optional(),
  description: z.string().min(30),
  /** Artwork name in art/. */
  image: z.string().regex(/^(product|range)-[a-z0-9-]+$/),
  highlight: z.string().optional(),
  /** The product page the More Info button opens; absent: it opens a product enquiry. */
  productSlug: productSlugSchema.optional()
});
const rangeSchema = z.object({
  slug: z.enum(rangeSlugs),
  name: z.string().min(3),
  eyebrow: z.string().min(3),
  intro: z.string().min(60),
  image: z.string().regex(/^range-[a-z0-9-]+$/),
  cards: z.array(rangeCardSchema).min(3).max(8),
  seo: z.object({
    title: z.string().min(5),
    description: z.string().min(50).max(170),
    keywords: z.string().min(5)
  })
});
const products = z.array(productSchema).parse([...interiorProducts, ...exteriorProducts, ...dualProducts]);
const ranges = z.array(rangeSchema).parse(ranges$1);
for (const slug of productSlugs) {
  if (products.filter((p) => p.slug === slug).length !== 1)
    throw new Error(`content/products: expected exactly one product record for /${slug}`);
}
for (const slug of rangeSlugs) {
  if (ranges.filter((r) => r.slug === slug).length !== 1)
    throw new Error(`content/products: expected exactly one range record for /${slug}`);
}
function findProduct(slug) {
  return products.find((p) => p.slug === slug);
}
function findRange(slug) {
  return ranges.find((r) => r.slug === slug);
}
function productArt(product2) {
  return `product-${product2.slug.toLowerCase()}`;
}
function formatCoverage(product2) {
  const { min, max, unit } = product2.coverage;
  const range2 = min === max ? `${min}` : `${min}–${max}`;
  return `${range2} sq m per ${unit} per coat`;
}
function relatedProducts(product2, count = 3) {
  const same = products.filter((p) => p.family === product2.family && p.slug !== product2.slug);
  const others = products.filter((p) => p.family !== product2.family);
  const start = same.length ? products.indexOf(product2) % same.length : 0;
  return [...same.slice(start), ...same.slice(0, start), ...others].slice(0, count);
}
function rangeOf(product2) {
  return ranges.find(
    (r) => r.slug !== "distemper-range" && r.cards.some((c) => c.productSlug === product2.slug)
  );
}
function brochurePath(product2) {
  return `/downloads/products/${product2.slug}/brochure.pdf`;
}
function technicalDataSheetPath(product2) {
  return `/downloads/products/${product2.slug}/technical-data-sheet.pdf`;
}
function loader$q({
  request
}) {
  const range2 = findRange(new URL(request.url).pathname.slice(1));
  if (!range2) throw data(null, {
    status: 404
  });
  return {
    range: range2
  };
}
const headers$d = () => sharedPageHeaders();
const meta$j = (args) => {
  const range2 = args.loaderData?.range;
  return seo(args, {
    title: range2?.seo.title ?? "Paint ranges",
    description: range2?.seo.description ?? "Kamo Paints product ranges.",
    keywords: range2?.seo.keywords ?? "Kamo Paints"
  });
};
const range = UNSAFE_withComponentProps(function RangePage({
  loaderData
}) {
  const {
    range: range2
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "pr-page",
    children: [/* @__PURE__ */ jsx("section", {
      className: "pr-hero",
      "aria-labelledby": "range-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container pr-hero__inner",
        children: [/* @__PURE__ */ jsxs("div", {
          className: "pr-hero__text",
          children: [/* @__PURE__ */ jsx("nav", {
            "aria-label": "Breadcrumb",
            className: "pr-breadcrumb",
            children: /* @__PURE__ */ jsxs("ol", {
              children: [/* @__PURE__ */ jsx("li", {
                children: /* @__PURE__ */ jsx("a", {
                  href: "/",
                  children: "Home"
                })
              }), /* @__PURE__ */ jsx("li", {
                "aria-current": "page",
                children: range2.name
              })]
            })
          }), /* @__PURE__ */ jsx("p", {
            className: "eyebrow pr-eyebrow",
            children: range2.eyebrow
          }), /* @__PURE__ */ jsx("h1", {
            id: "range-title",
            className: "pr-hero__title",
            children: range2.name
          }), /* @__PURE__ */ jsx("p", {
            className: "pr-hero__lead",
            children: range2.intro
          })]
        }), /* @__PURE__ */ jsx(ResponsiveImage, {
          name: range2.image,
          alt: "",
          sizes: "(min-width: 992px) 560px, 100vw",
          priority: true,
          className: "pr-hero__art"
        })]
      })
    }), /* @__PURE__ */ jsx("section", {
      className: "container pr-section",
      "aria-label": `${range2.name} products`,
      children: /* @__PURE__ */ jsx("div", {
        className: "pr-grid",
        children: range2.cards.map((card) => /* @__PURE__ */ jsx(RangeProductCard, {
          card
        }, card.name))
      })
    }), /* @__PURE__ */ jsx(HelpBand, {})]
  });
});
const route21 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: range,
  headers: headers$d,
  loader: loader$q,
  meta: meta$j
}, Symbol.toStringTag, { value: "Module" }));
const paths = {
  washable: "M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z M9 15a3 3 0 0 0 3 3",
  "low-voc": "M5 19c8 0 14-6 14-14-8 0-14 6-14 14z M5 19l7-7",
  "anti-fungal": "M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z M9 12l2 2 4-4",
  "anti-algal": "M12 21V10 M12 14c-4 0-6-3-6-7 4 0 6 3 6 7z M12 11c3 0 5-2.5 5-6-3 0-5 2.5-5 6z",
  uv: "M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M4.9 19.1L7 17 M17 7l2.1-2.1",
  rain: "M7 15a4 4 0 0 1 .5-8 5.5 5.5 0 0 1 10.5 1.5A3.5 3.5 0 0 1 17.5 15z M8 18l-1 3 M12 18l-1 3 M16 18l-1 3",
  dust: "M3 8h11a3 3 0 1 0-3-3 M3 12h16a3 3 0 1 1-3 3 M3 16h8",
  crack: "M4 4h16v16H4z M10 4l2 5-3 3 3 4-1 4",
  sheen: "M12 3l2 6 6 .5-4.6 3.9L17 20l-5-3.3L7 20l1.6-6.6L4 9.5 10 9z",
  smooth: "M3 15c3-4 6-4 9 0s6 4 9 0 M3 9c3-4 6-4 9 0s6 4 9 0",
  stain: "M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z M4 4l16 16",
  coverage: "M4 7h12v5H4z M16 9.5h3v5h-8v6 M9 20.5h4",
  odour: "M4 9c2-2 4-2 6 0s4 2 6 0 M4 14c2-2 4-2 6 0s4 2 6 0 M18 5l2 2-2 2",
  colour: "M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-2 0-3h3a4 4 0 0 0 4-4c0-5-4-9-9-9z M7.5 11.5h.01 M10 7.5h.01 M15 8h.01",
  heat: "M10 4a2 2 0 1 1 4 0v10a4 4 0 1 1-4 0z M12 10v7",
  durability: "M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z M12 8v5 M12 16h.01"
};
function FeatureIcon({ name }) {
  return /* @__PURE__ */ jsx(
    "svg",
    {
      className: "pr-feature-icon",
      viewBox: "0 0 24 24",
      width: "28",
      height: "28",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "1.7",
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": "true",
      focusable: "false",
      children: /* @__PURE__ */ jsx("path", { d: paths[name] })
    }
  );
}
function WarrantyBadge({ years }) {
  return /* @__PURE__ */ jsxs("p", { className: "pr-warranty", children: [
    /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
      years,
      "-year warranty"
    ] }),
    /* @__PURE__ */ jsx("span", { className: "pr-warranty__years", "aria-hidden": "true", children: years }),
    /* @__PURE__ */ jsx("span", { className: "pr-warranty__label", "aria-hidden": "true", children: "year warranty" })
  ] });
}
function loader$p({
  request
}) {
  const product2 = findProduct(new URL(request.url).pathname.slice(1));
  if (!product2) throw data(null, {
    status: 404
  });
  const range2 = rangeOf(product2);
  return {
    product: product2,
    art: productArt(product2),
    coverage: formatCoverage(product2),
    brochure: brochurePath(product2),
    technicalDataSheet: technicalDataSheetPath(product2),
    shadeCard: product2.shadeCard ? `/downloads/shade-cards/${product2.shadeCard}.pdf` : void 0,
    range: range2 ? {
      slug: range2.slug,
      name: range2.name
    } : void 0,
    related: relatedProducts(product2).map((p) => ({
      name: p.name,
      subtitle: p.subtitle,
      description: p.tagline,
      image: productArt(p),
      highlight: p.warrantyYears ? `${p.warrantyYears}-year warranty` : void 0,
      productSlug: p.slug
    }))
  };
}
const headers$c = () => sharedPageHeaders();
const meta$i = (args) => {
  const product2 = args.loaderData?.product;
  return seo(args, {
    title: product2?.seo.title ?? "Product details",
    description: product2?.seo.description ?? "Kamo Paints product details.",
    keywords: product2?.seo.keywords ?? "Kamo Paints"
  });
};
const product = UNSAFE_withComponentProps(function ProductPage({
  loaderData
}) {
  const {
    product: product2,
    art,
    coverage: coverage2,
    brochure,
    technicalDataSheet,
    shadeCard,
    range: range2,
    related
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "pr-page",
    children: [/* @__PURE__ */ jsxs("section", {
      className: "pr-product-hero",
      "aria-labelledby": "product-title",
      children: [/* @__PURE__ */ jsx(ResponsiveImage, {
        name: art,
        alt: "",
        sizes: "100vw",
        priority: true,
        className: "pr-product-hero__art"
      }), /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("nav", {
          "aria-label": "Breadcrumb",
          className: "pr-breadcrumb",
          children: /* @__PURE__ */ jsxs("ol", {
            children: [/* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsx("a", {
                href: "/",
                children: "Home"
              })
            }), range2 ? /* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsx("a", {
                href: `/${range2.slug}`,
                children: range2.name
              })
            }) : null, /* @__PURE__ */ jsx("li", {
              "aria-current": "page",
              children: product2.name
            })]
          })
        }), /* @__PURE__ */ jsxs("div", {
          className: "pr-product-head",
          children: [/* @__PURE__ */ jsxs("div", {
            children: [product2.subtitle ? /* @__PURE__ */ jsx("p", {
              className: "eyebrow pr-eyebrow",
              children: product2.subtitle
            }) : null, /* @__PURE__ */ jsx("h1", {
              id: "product-title",
              className: "pr-hero__title",
              children: product2.name
            }), /* @__PURE__ */ jsx("p", {
              className: "pr-hero__lead",
              children: product2.tagline
            })]
          }), product2.warrantyYears ? /* @__PURE__ */ jsx(WarrantyBadge, {
            years: product2.warrantyYears
          }) : null]
        })]
      })]
    }), /* @__PURE__ */ jsxs("div", {
      className: "container pr-product-body",
      children: [/* @__PURE__ */ jsxs("div", {
        className: "pr-product-main",
        children: [/* @__PURE__ */ jsxs("section", {
          "aria-labelledby": "about-title",
          children: [/* @__PURE__ */ jsxs("h2", {
            id: "about-title",
            className: "visually-hidden",
            children: ["About ", product2.name]
          }), product2.description.map((paragraph) => /* @__PURE__ */ jsx("p", {
            className: "pr-prose",
            children: paragraph
          }, paragraph.slice(0, 24)))]
        }), /* @__PURE__ */ jsxs("section", {
          "aria-labelledby": "features-title",
          className: "pr-section",
          children: [/* @__PURE__ */ jsxs("h2", {
            id: "features-title",
            children: ["Why choose ", product2.name]
          }), /* @__PURE__ */ jsx("ul", {
            className: "pr-features",
            children: product2.features.map((feature2) => /* @__PURE__ */ jsxs("li", {
              className: "pr-feature",
              children: [/* @__PURE__ */ jsx(FeatureIcon, {
                name: feature2.icon
              }), /* @__PURE__ */ jsxs("div", {
                children: [/* @__PURE__ */ jsx("h3", {
                  children: feature2.title
                }), /* @__PURE__ */ jsx("p", {
                  children: feature2.text
                })]
              })]
            }, feature2.title))
          })]
        })]
      }), /* @__PURE__ */ jsx("aside", {
        className: "pr-product-aside",
        "aria-labelledby": "specs-title",
        children: /* @__PURE__ */ jsxs("div", {
          className: "pr-specs",
          children: [/* @__PURE__ */ jsx("h2", {
            id: "specs-title",
            children: "At a glance"
          }), /* @__PURE__ */ jsxs("dl", {
            children: [/* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Coverage"
              }), /* @__PURE__ */ jsxs("dd", {
                children: [coverage2, ", ", product2.coverage.coats, " coats recommended"]
              })]
            }), /* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Finish"
              }), /* @__PURE__ */ jsx("dd", {
                children: product2.finish
              })]
            }), /* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Recommended surfaces"
              }), /* @__PURE__ */ jsx("dd", {
                children: /* @__PURE__ */ jsx("ul", {
                  children: product2.surfaces.map((s) => /* @__PURE__ */ jsx("li", {
                    children: s
                  }, s))
                })
              })]
            }), /* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Pack sizes"
              }), /* @__PURE__ */ jsx("dd", {
                children: product2.packSizes.join(", ")
              })]
            }), product2.warrantyYears ? /* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                children: "Warranty"
              }), /* @__PURE__ */ jsxs("dd", {
                children: [product2.warrantyYears, " years"]
              })]
            }) : null]
          }), /* @__PURE__ */ jsx("h3", {
            className: "pr-specs__downloads-title",
            children: "Downloads"
          }), /* @__PURE__ */ jsxs("ul", {
            className: "pr-downloads",
            children: [/* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsxs("a", {
                className: "button",
                href: brochure,
                target: "_blank",
                rel: "noopener",
                children: ["Download PDF", /* @__PURE__ */ jsx("span", {
                  className: "visually-hidden",
                  children: " brochure (opens in a new tab)"
                })]
              })
            }), /* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsxs("a", {
                className: "button button--secondary",
                href: technicalDataSheet,
                target: "_blank",
                rel: "noopener",
                children: ["Technical Specifications", /* @__PURE__ */ jsx("span", {
                  className: "visually-hidden",
                  children: " PDF (opens in a new tab)"
                })]
              })
            }), shadeCard ? /* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsxs("a", {
                className: "pr-text-link",
                href: shadeCard,
                target: "_blank",
                rel: "noopener",
                children: [product2.name, " shade card", /* @__PURE__ */ jsx("span", {
                  className: "visually-hidden",
                  children: " PDF (opens in a new tab)"
                })]
              })
            }) : null]
          }), /* @__PURE__ */ jsx("p", {
            className: "pr-specs__consult",
            children: /* @__PURE__ */ jsx(ConsultationLink, {
              product: product2.name,
              className: "button button--ghost pr-consult",
              children: "Book free consultation about this product"
            })
          })]
        })
      })]
    }), /* @__PURE__ */ jsxs("section", {
      className: "container pr-section",
      "aria-labelledby": "related-title",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "related-title",
        children: "You may also like"
      }), /* @__PURE__ */ jsx("div", {
        className: "pr-grid",
        children: related.map((card) => /* @__PURE__ */ jsx(RangeProductCard, {
          card,
          headingLevel: 3
        }, card.productSlug))
      })]
    })]
  });
});
const route38 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: product,
  headers: headers$c,
  loader: loader$p,
  meta: meta$i
}, Symbol.toStringTag, { value: "Module" }));
function ShadeMosaic({ colours, columns = 6 }) {
  const rows = Math.ceil(colours.length / columns);
  const cell = 20;
  return /* @__PURE__ */ jsx(
    "svg",
    {
      className: "pr-mosaic",
      viewBox: `0 0 ${columns * cell} ${rows * cell}`,
      preserveAspectRatio: "none",
      "aria-hidden": "true",
      focusable: "false",
      children: colours.map((hex, i) => /* @__PURE__ */ jsx(
        "rect",
        {
          x: i % columns * cell + 1,
          y: Math.floor(i / columns) * cell + 1,
          width: cell - 2,
          height: cell - 2,
          rx: "2",
          fill: hex
        },
        i
      ))
    }
  );
}
const shadeFamilies = [
  {
    name: "Reds",
    hue: 356,
    spread: 5,
    saturation: 62,
    hueWords: ["Sindoor", "Pomegranate", "Chilli", "Ruby", "Rosewood"]
  },
  {
    name: "Oranges",
    hue: 22,
    spread: 5,
    saturation: 68,
    hueWords: ["Terracotta", "Copper", "Papaya", "Tangerine", "Apricot"]
  },
  {
    name: "Yellows",
    hue: 44,
    spread: 4,
    saturation: 78,
    hueWords: ["Saffron", "Marigold", "Turmeric", "Mango", "Mustard"]
  },
  {
    name: "Greens",
    hue: 100,
    spread: 9,
    saturation: 38,
    hueWords: ["Tulsi", "Neem", "Pista", "Cardamom", "Fern"]
  },
  {
    name: "Teals",
    hue: 172,
    spread: 7,
    saturation: 42,
    hueWords: ["Jade", "Peacock", "Lagoon", "Monsoon", "Mint"]
  },
  {
    name: "Blues",
    hue: 212,
    spread: 6,
    saturation: 48,
    hueWords: ["Indigo", "Kingfisher", "Cobalt", "Denim", "Sky"]
  },
  {
    name: "Violets",
    hue: 272,
    spread: 8,
    saturation: 32,
    hueWords: ["Jamun", "Brinjal", "Iris", "Orchid", "Lavender"]
  },
  {
    name: "Pinks",
    hue: 335,
    spread: 6,
    saturation: 48,
    hueWords: ["Lotus", "Gulabi", "Bougainvillea", "Guava", "Rose"]
  },
  {
    name: "Earths",
    hue: 30,
    spread: 5,
    saturation: 26,
    hueWords: ["Teak", "Sandalwood", "Cinnamon", "Clay", "Khaki"]
  },
  {
    name: "Neutrals",
    hue: 40,
    spread: 34,
    saturation: 8,
    hueWords: ["Ivory", "Linen", "Pebble", "Ash", "Slate"]
  }
];
const depthWords = [
  "Whisper",
  "Mist",
  "Haze",
  "Breeze",
  "Bloom",
  "Glow",
  "Tone",
  "Rich",
  "Deep",
  "Dusk"
];
function hslToHex(h, s, l) {
  const sat = s / 100;
  const light = l / 100;
  const k = (n) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f2 = (n) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f2(0), f2(8), f2(4)].map(
    (x) => Math.round(x * 255).toString(16).padStart(2, "0")
  ).join("")}`;
}
function makeShade(family, hue, depth, used) {
  const f2 = shadeFamilies[family];
  const h = (f2.hue + (hue - 2) * f2.spread + 360) % 360;
  const lightness = 93 - depth * 7.2;
  const saturation = Math.min(90, f2.saturation * (0.55 + depth * 0.09));
  let hex = hslToHex(h, saturation, lightness);
  for (let nudge = 0.4; used.has(hex); nudge += 0.4)
    hex = hslToHex(h, saturation, lightness - nudge);
  used.add(hex);
  return {
    code: `KP-${String(family + 1).padStart(2, "0")}${hue}${depth}`,
    name: `${f2.hueWords[hue]} ${depthWords[depth]}`,
    hex,
    family,
    hue,
    depth
  };
}
const shades = (() => {
  const used = /* @__PURE__ */ new Set();
  return shadeFamilies.flatMap(
    (_, family) => [0, 1, 2, 3, 4].flatMap(
      (hue) => depthWords.map((_word, depth) => makeShade(family, hue, depth, used))
    )
  );
})();
function textColourOn(hex) {
  const channel = (i) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.179 ? "#000000" : "#ffffff";
}
const selection = z.object({
  families: z.array(z.number().int().min(0).max(9)).optional(),
  hues: z.array(z.number().int().min(0).max(4)),
  depths: z.array(z.number().int().min(0).max(9))
});
const cardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  group: z.enum(["general", "exterior", "interior", "dual"]),
  kind: z.enum(["shades", "combinations", "catalogue", "technical"]),
  summary: z.string().min(20),
  selection: selection.optional(),
  product: z.enum(productSlugs).optional()
});
const shadeCardGroups = [
  { id: "general", title: "Shade cards and colour guides" },
  { id: "exterior", title: "Exterior Range" },
  { id: "interior", title: "Interior Range" },
  { id: "dual", title: "Dual Product Range" }
];
const all5 = [0, 1, 2, 3, 4];
const exteriorFamilies = [0, 1, 2, 3, 4, 5, 8, 9];
const shadeCards$1 = z.array(cardSchema).parse([
  {
    id: "interior-emulsion",
    title: "Interior Emulsion",
    group: "general",
    kind: "shades",
    summary: "Shades for all Kamo interior emulsions, from soft pastels to rich accent colours.",
    selection: { hues: [0, 2, 4], depths: [0, 1, 2, 3, 4, 5] }
  },
  {
    id: "exterior-emulsion",
    title: "Exterior Emulsion",
    group: "general",
    kind: "shades",
    summary: "Fade-resistant exterior shades for facades, boundary walls and balconies.",
    selection: { families: exteriorFamilies, hues: [1, 3], depths: [1, 2, 3, 4, 5, 6] }
  },
  {
    id: "dual-emulsion",
    title: "Dual Emulsion",
    group: "general",
    kind: "shades",
    summary: "Shades that work on both interior and exterior walls in the Kamodual series.",
    selection: { hues: [2], depths: [0, 1, 2, 3, 4, 5, 6, 7] }
  },
  {
    id: "enamel",
    title: "Enamel",
    group: "general",
    kind: "shades",
    summary: "Deep, glossy enamel shades for grills, gates, doors and windows.",
    selection: { hues: [0, 3], depths: [5, 6, 7, 8, 9] }
  },
  {
    id: "distemper",
    title: "Distemper (Kamosilky, 500 shades)",
    group: "general",
    kind: "shades",
    summary: "All 500 Kamosilky acrylic distemper shades, family by family.",
    selection: { hues: all5, depths: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    product: "kamosilky"
  },
  {
    id: "cement-paint",
    title: "Cement Paint",
    group: "general",
    kind: "shades",
    summary: "Earthy, light-reflecting shades for cement paint on compound walls and sheds.",
    selection: { families: [1, 2, 8, 9], hues: [1, 2, 3], depths: [0, 1, 2, 3, 4, 5] }
  },
  {
    id: "product-catalogue",
    title: "Product Catalogue",
    group: "general",
    kind: "catalogue",
    summary: "Every Kamo product at a glance: finish, coverage, warranty and pack sizes."
  },
  {
    id: "technical-literature",
    title: "Technical Literature",
    group: "general",
    kind: "technical",
    summary: "Drying times, thinning, volume solids and VOC for every Kamo emulsion."
  },
  {
    id: "exterior-colour-combinations",
    title: "Exterior Colour Combinations",
    group: "general",
    kind: "combinations",
    summary: "Twelve tried-and-tested wall, accent and trim schemes for house exteriors."
  },
  {
    id: "interior-colour-combinations",
    title: "Interior Colour Combinations",
    group: "general",
    kind: "combinations",
    summary: "Twelve room schemes pairing a main wall, a feature wall and a ceiling shade."
  },
  {
    id: "weather-supreme",
    title: "Weather Supreme",
    group: "exterior",
    kind: "shades",
    summary: "The Weather Supreme exterior shade card.",
    selection: { families: exteriorFamilies, hues: all5, depths: [1, 2, 3, 4] },
    product: "weather-supreme"
  },
  {
    id: "weather-classic-max",
    title: "Weather Classic Max",
    group: "exterior",
    kind: "shades",
    summary: "The Weather Classic Max exterior shade card.",
    selection: { families: exteriorFamilies, hues: [0, 2, 4], depths: [1, 2, 3, 4] },
    product: "weather-classic-max"
  },
  {
    id: "kamoshield",
    title: "Kamoshield",
    group: "exterior",
    kind: "shades",
    summary: "The Kamoshield exterior shade card.",
    selection: { families: exteriorFamilies, hues: [1, 3], depths: [1, 3, 5] },
    product: "kamoshield"
  },
  {
    id: "kamo-hi-sheen",
    title: "Kamo Hi Sheen",
    group: "interior",
    kind: "shades",
    summary: "The Kamo Hi Sheen luxury interior shade card.",
    selection: { hues: all5, depths: [0, 1, 2, 4] },
    product: "Kamo-Hi-Sheen"
  },
  {
    id: "velvety",
    title: "Velvety",
    group: "interior",
    kind: "shades",
    summary: "The Velvety premium matt shade card.",
    selection: { hues: [1, 3], depths: [0, 1, 2, 3, 4, 5] },
    product: "velvety"
  },
  {
    id: "sheen-n-shine",
    title: "Sheen n Shine",
    group: "interior",
    kind: "shades",
    summary: "The Sheen n Shine Stain Free shade card.",
    selection: { hues: [0, 2, 4], depths: [1, 3, 5] },
    product: "sheen-n-shine-stain-free"
  },
  {
    id: "kamodual-luxury",
    title: "Kamodual Luxury Emulsion",
    group: "dual",
    kind: "shades",
    summary: "The Kamodual Luxury Emulsion shade card.",
    selection: { hues: all5, depths: [1, 2, 3, 4] },
    product: "kamodual-luxury-emulsion"
  },
  {
    id: "kamodual-premium",
    title: "Kamodual Premium Emulsion",
    group: "dual",
    kind: "shades",
    summary: "The Kamodual Premium Emulsion shade card.",
    selection: { hues: [1, 3], depths: [1, 2, 3, 4, 5] },
    product: "kamodual-premium-emulsion"
  },
  {
    id: "kamodual-gold",
    title: "Kamodual Gold Emulsion",
    group: "dual",
    kind: "shades",
    summary: "The Kamodual Gold Emulsion shade card.",
    selection: { hues: [2], depths: [1, 2, 3, 4, 5, 6] },
    product: "kamodual-gold-emulsion"
  }
]);
function findShadeCard(id) {
  return shadeCards$1.find((c) => c.id === id);
}
function shadesOf(card) {
  const s = card.selection;
  if (!s) return [];
  return shades.filter(
    (shade) => (!s.families || s.families.includes(shade.family)) && s.hues.includes(shade.hue) && s.depths.includes(shade.depth)
  );
}
const pick = (family, hue, depth) => shades.find((s) => s.family === family && s.hue === hue && s.depth === depth);
const exteriorSchemeNames = [
  "Konkan Coast",
  "Rajasthan Sandstone",
  "Monsoon Garden",
  "Nilgiri Morning",
  "Old Delhi Haveli",
  "Kerala Courtyard",
  "Deccan Sunset",
  "Himalayan Cottage",
  "Goan Villa",
  "Mysore Palace",
  "Bengal Terracotta",
  "Pune Bungalow"
];
const interiorSchemeNames = [
  "Quiet Study",
  "Festive Living Room",
  "Calm Bedroom",
  "Sunny Kitchen",
  "Pooja Room",
  "Children's Corner",
  "Reading Nook",
  "Dining with Friends",
  "Guest Room",
  "Home Office",
  "Balcony Garden",
  "Grand Hall"
];
function colourSchemes(card) {
  const exterior = card.id.startsWith("exterior");
  const names = exterior ? exteriorSchemeNames : interiorSchemeNames;
  return names.map((name, i) => {
    const family = exterior ? exteriorFamilies[i % exteriorFamilies.length] : i % 10;
    const accentFamily = (family + 4 + i % 3) % (shadeFamilies.length - 1);
    return {
      name,
      main: pick(family, i % 5, exterior ? 2 : 1),
      accent: pick(accentFamily, (i + 2) % 5, exterior ? 7 : 5),
      trim: pick(9, i % 2 === 0 ? 0 : 1, i % 3)
    };
  });
}
const howToVideos = z.array(z.object({ title: z.string().min(5), summary: z.string().min(20), href: z.url() })).length(3).parse([
  {
    title: "How to prepare a wall before painting",
    summary: "Scraping, filling cracks with putty, sanding and priming, step by step.",
    href: "https://www.youtube.com/watch?v=kamoprep0001"
  },
  {
    title: "How to choose colours with a shade card",
    summary: "Reading the card in daylight, testing patches and matching with the fandeck.",
    href: "https://www.youtube.com/watch?v=kamoshade002"
  },
  {
    title: "How to paint an exterior wall for the monsoon",
    summary: "Cleaning, algae treatment, primer and two coats of weather-proof emulsion.",
    href: "https://www.youtube.com/watch?v=kamoexter003"
  }
]);
const THUMBNAIL_SWATCHES = 36;
function sample(list, count) {
  if (list.length <= count) return list;
  return Array.from({
    length: count
  }, (_, i) => list[Math.floor(i * list.length / count)]);
}
function loader$o() {
  const groups = shadeCardGroups.map((group) => ({
    ...group,
    cards: shadeCards$1.filter((card) => card.group === group.id).map((card) => {
      const list = shadesOf(card);
      const colours = card.kind === "shades" ? sample(list, THUMBNAIL_SWATCHES).map((s) => s.hex) : card.kind === "combinations" ? colourSchemes(card).flatMap((s) => [s.main.hex, s.accent.hex, s.trim.hex]).slice(0, THUMBNAIL_SWATCHES) : (
        // Product colours, repeated to fill the same grid as the shade cards.
        Array.from({
          length: THUMBNAIL_SWATCHES
        }, (_, i) => products[i % products.length].accent)
      );
      const detail = card.kind === "shades" ? `${list.length} shades` : card.kind === "combinations" ? "12 colour schemes" : card.kind === "catalogue" ? `${products.length} products` : "Technical data";
      return {
        id: card.id,
        title: card.title,
        detail,
        href: `/downloads/shade-cards/${card.id}.pdf`,
        colours
      };
    })
  }));
  return {
    groups,
    videos: howToVideos,
    visualiserUrl: site.paintVisualiserUrl
  };
}
const headers$b = () => sharedPageHeaders();
const meta$h = (args) => seo({
  ...args,
  location: {
    ...args.location,
    pathname: "/pickyourcolors"
  }
}, {
  title: "Shade cards and Paint Visualiser",
  description: "Download Kamo Paints shade cards, colour combination guides and product literature as PDFs, and try your colours in the Paint Visualiser.",
  keywords: "shade card, colour card, paint colours, colour combinations, paint visualiser, Kamosilky 500 shades, Kamo Paints"
});
const shadeCards = UNSAFE_withComponentProps(function ShadeCardsPage({
  loaderData
}) {
  const {
    groups,
    videos,
    visualiserUrl
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "pr-page",
    children: [/* @__PURE__ */ jsx("section", {
      className: "pr-hero pr-hero--compact",
      "aria-labelledby": "shades-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow pr-eyebrow",
          children: "Colour range"
        }), /* @__PURE__ */ jsx("h1", {
          id: "shades-title",
          className: "pr-hero__title",
          children: "Pick your colours"
        }), /* @__PURE__ */ jsx("p", {
          className: "pr-hero__lead",
          children: "Every Kamo shade card, colour guide and product catalogue, ready to download. Pick a card, shortlist a few shades, then see them on your own walls in the Paint Visualiser."
        }), /* @__PURE__ */ jsx("p", {
          className: "pr-notice",
          children: "Click a thumbnail to download the shade card. Each one opens as a PDF in a new tab."
        }), /* @__PURE__ */ jsx("p", {
          className: "pr-small-note",
          children: "Shades shown on screen and in print are indicative. Please check the shade fandeck at your dealer before tinting."
        })]
      })
    }), groups.map((group) => /* @__PURE__ */ jsxs("section", {
      className: "container pr-section",
      "aria-labelledby": `group-${group.id}`,
      children: [/* @__PURE__ */ jsx("h2", {
        id: `group-${group.id}`,
        children: group.title
      }), /* @__PURE__ */ jsx("ul", {
        className: "pr-thumbs",
        children: group.cards.map((card) => /* @__PURE__ */ jsx("li", {
          children: /* @__PURE__ */ jsxs("a", {
            className: "pr-thumb",
            href: card.href,
            target: "_blank",
            rel: "noopener",
            children: [/* @__PURE__ */ jsx(ShadeMosaic, {
              colours: card.colours
            }), /* @__PURE__ */ jsx("span", {
              className: "pr-thumb__title",
              children: card.title
            }), /* @__PURE__ */ jsxs("span", {
              className: "pr-thumb__detail",
              children: ["PDF · ", card.detail, /* @__PURE__ */ jsx("span", {
                className: "visually-hidden",
                children: " (opens in a new tab)"
              })]
            })]
          })
        }, card.id))
      })]
    }, group.id)), /* @__PURE__ */ jsxs("section", {
      className: "container pr-section",
      "aria-labelledby": "videos-title",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "videos-title",
        children: "Self-explanatory videos"
      }), /* @__PURE__ */ jsx("ul", {
        className: "pr-videos",
        children: videos.map((video) => /* @__PURE__ */ jsxs("li", {
          className: "pr-video",
          children: [/* @__PURE__ */ jsx("span", {
            className: "pr-video__play",
            "aria-hidden": "true"
          }), /* @__PURE__ */ jsx("h3", {
            children: /* @__PURE__ */ jsxs("a", {
              href: video.href,
              target: "_blank",
              rel: "noopener noreferrer",
              children: [video.title, /* @__PURE__ */ jsx("span", {
                className: "visually-hidden",
                children: " (video, opens in a new tab)"
              })]
            })
          }), /* @__PURE__ */ jsx("p", {
            children: video.summary
          })]
        }, video.href))
      })]
    }), /* @__PURE__ */ jsx("section", {
      className: "pr-cta",
      "aria-labelledby": "visualiser-title",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container pr-cta__inner pr-visualiser",
        children: [/* @__PURE__ */ jsx(ResponsiveImage, {
          name: "shade-visualiser",
          alt: "",
          sizes: "(min-width: 768px) 360px, 90vw",
          className: "pr-visualiser__art"
        }), /* @__PURE__ */ jsxs("div", {
          children: [/* @__PURE__ */ jsx("h2", {
            id: "visualiser-title",
            children: "Paint Visualiser"
          }), /* @__PURE__ */ jsx("p", {
            children: "Upload a photo of your room or facade, or pick one of ours, and try any Kamo shade on the walls before you buy."
          }), /* @__PURE__ */ jsx("p", {
            children: /* @__PURE__ */ jsxs("a", {
              className: "button",
              href: visualiserUrl,
              target: "_blank",
              rel: "noopener noreferrer",
              children: ["Open the Paint Visualiser", /* @__PURE__ */ jsx("span", {
                className: "visually-hidden",
                children: " (opens in a new tab)"
              })]
            })
          })]
        })]
      })
    })]
  });
});
const route40 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: shadeCards,
  headers: headers$b,
  loader: loader$o,
  meta: meta$h
}, Symbol.toStringTag, { value: "Module" }));
function CatalogueUnavailable({ retryHref }) {
  return /* @__PURE__ */ jsxs("section", { className: "container pr-section pr-unavailable", "aria-labelledby": "unavailable-title", children: [
    /* @__PURE__ */ jsx("h1", { id: "unavailable-title", children: "The catalogue is unavailable just now" }),
    /* @__PURE__ */ jsxs("p", { children: [
      "We could not load this part of our catalogue. This is usually over within a minute or two. Please try again shortly, or call us toll-free on ",
      site.tollFree,
      " and we will help you choose."
    ] }),
    /* @__PURE__ */ jsxs("p", { className: "pr-unavailable__actions", children: [
      /* @__PURE__ */ jsx("a", { className: "button", href: retryHref, children: "Try again" }),
      /* @__PURE__ */ jsx("a", { className: "button button--ghost", href: "/pickyourcolors", children: "Browse shade cards instead" })
    ] })
  ] });
}
function CataloguePictureView({
  picture,
  alt,
  sizes,
  priority,
  className
}) {
  if (picture.kind === "art")
    return /* @__PURE__ */ jsx(
      ResponsiveImage,
      {
        name: picture.name,
        alt,
        sizes,
        priority,
        className
      }
    );
  return /* @__PURE__ */ jsx(
    "img",
    {
      className,
      src: picture.src,
      alt,
      loading: priority ? "eager" : "lazy",
      decoding: "async"
    }
  );
}
function RichText({ html, className = "" }) {
  if (!html) return null;
  return /* @__PURE__ */ jsx(
    "div",
    {
      className: `pr-rich-text ${className}`.trim(),
      dangerouslySetInnerHTML: { __html: html }
    }
  );
}
async function loader$n({
  params
}) {
  const id = parseCatalogueId(params.subCategoryId);
  if (id === null) throw data(null, {
    status: 404
  });
  try {
    const subCategory = await getCatalogueSubCategory(id);
    if (!subCategory) throw data(null, {
      status: 404
    });
    return {
      subCategory
    };
  } catch (error) {
    if (!(error instanceof CatalogueUnavailableError)) throw error;
    return data({
      subCategory: null
    }, {
      status: 503,
      headers: {
        "Retry-After": "30"
      }
    });
  }
}
function headers$a({
  loaderHeaders
}) {
  const retry = loaderHeaders.get("Retry-After");
  return retry ? {
    "Cache-Control": "no-store",
    "Retry-After": retry
  } : sharedPageHeaders(60);
}
const meta$g = (args) => {
  const sub = args.loaderData?.subCategory;
  return seo(args, {
    title: sub ? `${sub.name} catalogue` : "Catalogue",
    description: sub ? `${sub.name} from Kamo Paints: ${sub.products.map((p) => p.name).join(", ")}.`.slice(0, 160) : "The Kamo Paints product catalogue.",
    keywords: sub ? `${sub.name}, Kamo Paints catalogue` : "Kamo Paints catalogue"
  });
};
const catalogueSubCategory = UNSAFE_withComponentProps(function CatalogueSubCategoryPage({
  loaderData,
  params
}) {
  const sub = loaderData.subCategory;
  if (!sub) return /* @__PURE__ */ jsx(CatalogueUnavailable, {
    retryHref: `/Product/${params.subCategoryId}`
  });
  return /* @__PURE__ */ jsxs("div", {
    className: "pr-page",
    children: [/* @__PURE__ */ jsxs("section", {
      className: "pr-catalogue-hero",
      "aria-labelledby": "catalogue-title",
      children: [/* @__PURE__ */ jsx(CataloguePictureView, {
        picture: sub.banner,
        alt: "",
        sizes: "100vw",
        priority: true,
        className: "pr-catalogue-hero__art"
      }), /* @__PURE__ */ jsxs("div", {
        className: "container pr-catalogue-hero__text",
        children: [/* @__PURE__ */ jsx("nav", {
          "aria-label": "Breadcrumb",
          className: "pr-breadcrumb",
          children: /* @__PURE__ */ jsxs("ol", {
            children: [/* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsx("a", {
                href: "/",
                children: "Home"
              })
            }), /* @__PURE__ */ jsx("li", {
              children: "Catalogue"
            }), /* @__PURE__ */ jsx("li", {
              "aria-current": "page",
              children: sub.name
            })]
          })
        }), /* @__PURE__ */ jsx("h1", {
          id: "catalogue-title",
          className: "pr-hero__title",
          children: sub.name
        }), /* @__PURE__ */ jsx(RichText, {
          html: sub.descriptionHtml,
          className: "pr-hero__lead"
        })]
      })]
    }), /* @__PURE__ */ jsxs("section", {
      className: "container pr-section",
      "aria-labelledby": "catalogue-products",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "catalogue-products",
        children: "Products"
      }), sub.products.length === 0 ? /* @__PURE__ */ jsx("p", {
        children: "Products for this category are being added. Ask your nearest Kamo dealer, or book a free consultation."
      }) : /* @__PURE__ */ jsx("ol", {
        className: "pr-grid pr-grid--plain",
        children: sub.products.map((product2) => /* @__PURE__ */ jsx("li", {
          children: /* @__PURE__ */ jsxs("article", {
            className: "pr-card",
            children: [/* @__PURE__ */ jsx("div", {
              className: "pr-card__media",
              children: /* @__PURE__ */ jsx(CataloguePictureView, {
                picture: product2.picture,
                alt: "",
                sizes: "(min-width: 1200px) 370px, (min-width: 768px) 45vw, 92vw"
              })
            }), /* @__PURE__ */ jsxs("div", {
              className: "pr-card__body",
              children: [/* @__PURE__ */ jsx("h3", {
                className: "pr-card__title",
                children: product2.name
              }), /* @__PURE__ */ jsx(RichText, {
                html: product2.descriptionHtml,
                className: "pr-card__text"
              }), /* @__PURE__ */ jsx("p", {
                className: "pr-card__action",
                children: /* @__PURE__ */ jsxs("a", {
                  className: "button",
                  href: `/Product/Details/${product2.id}`,
                  children: ["More Info", /* @__PURE__ */ jsxs("span", {
                    className: "visually-hidden",
                    children: [" about ", product2.name]
                  })]
                })
              })]
            })]
          })
        }, product2.id))
      })]
    }), /* @__PURE__ */ jsx(HelpBand, {})]
  });
});
const route41 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: catalogueSubCategory,
  headers: headers$a,
  loader: loader$n,
  meta: meta$g
}, Symbol.toStringTag, { value: "Module" }));
async function loader$m({
  params
}) {
  const id = parseCatalogueId(params.subSubCategoryId);
  if (id === null) throw data(null, {
    status: 404
  });
  try {
    const product2 = await getCatalogueProduct(id);
    if (!product2) throw data(null, {
      status: 404
    });
    return {
      product: product2
    };
  } catch (error) {
    if (!(error instanceof CatalogueUnavailableError)) throw error;
    return data({
      product: null
    }, {
      status: 503,
      headers: {
        "Retry-After": "30"
      }
    });
  }
}
function headers$9({
  loaderHeaders
}) {
  const retry = loaderHeaders.get("Retry-After");
  return retry ? {
    "Cache-Control": "no-store",
    "Retry-After": retry
  } : sharedPageHeaders(60);
}
const meta$f = (args) => {
  const product2 = args.loaderData?.product;
  return seo(args, {
    title: product2 ? `${product2.name}${product2.subCategory ? ` | ${product2.subCategory.name}` : ""}` : "Catalogue",
    description: product2 ? `${product2.name} from the Kamo Paints catalogue: description, pictures and downloads.` : "The Kamo Paints product catalogue.",
    keywords: product2 ? `${product2.name}, Kamo Paints catalogue` : "Kamo Paints catalogue"
  });
};
const catalogueDetail = UNSAFE_withComponentProps(function CatalogueDetailPage({
  loaderData,
  params
}) {
  const product2 = loaderData.product;
  if (!product2) return /* @__PURE__ */ jsx(CatalogueUnavailable, {
    retryHref: `/Product/Details/${params.subSubCategoryId}`
  });
  const [first, ...rest] = product2.pictures;
  return /* @__PURE__ */ jsxs("div", {
    className: "pr-page",
    children: [/* @__PURE__ */ jsxs("div", {
      className: "container pr-section",
      children: [/* @__PURE__ */ jsx("nav", {
        "aria-label": "Breadcrumb",
        className: "pr-breadcrumb",
        children: /* @__PURE__ */ jsxs("ol", {
          children: [/* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsx("a", {
              href: "/",
              children: "Home"
            })
          }), product2.subCategory ? /* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsx("a", {
              href: `/Product/${product2.subCategory.subCategoryId}`,
              children: product2.subCategory.name
            })
          }) : null, /* @__PURE__ */ jsx("li", {
            "aria-current": "page",
            children: product2.name
          })]
        })
      }), /* @__PURE__ */ jsxs("div", {
        className: "pr-detail",
        children: [/* @__PURE__ */ jsx("div", {
          className: "pr-detail__gallery",
          children: first ? /* @__PURE__ */ jsxs(Fragment, {
            children: [/* @__PURE__ */ jsx(CataloguePictureView, {
              picture: first.picture,
              alt: first.alt,
              sizes: "(min-width: 992px) 560px, 92vw",
              priority: true,
              className: "pr-detail__main-picture"
            }), rest.length > 0 ? /* @__PURE__ */ jsx("ul", {
              className: "pr-detail__more",
              "aria-label": "More pictures",
              children: rest.map((p, i) => /* @__PURE__ */ jsx("li", {
                children: /* @__PURE__ */ jsx(CataloguePictureView, {
                  picture: p.picture,
                  alt: p.alt,
                  sizes: "(min-width: 992px) 180px, 30vw"
                })
              }, i))
            }) : null]
          }) : /* @__PURE__ */ jsx(CataloguePictureView, {
            picture: {
              kind: "art",
              name: "catalogue-default-product"
            },
            alt: "",
            sizes: "(min-width: 992px) 560px, 92vw",
            priority: true,
            className: "pr-detail__main-picture"
          })
        }), /* @__PURE__ */ jsxs("div", {
          className: "pr-detail__text",
          children: [/* @__PURE__ */ jsx("h1", {
            className: "pr-hero__title",
            children: product2.name
          }), /* @__PURE__ */ jsx(RichText, {
            html: product2.descriptionHtml,
            className: "pr-prose"
          }), product2.productDetailsUrl || product2.technicalDetailsUrl ? /* @__PURE__ */ jsxs("ul", {
            className: "pr-downloads pr-downloads--row",
            "aria-label": "Downloads",
            children: [product2.productDetailsUrl ? /* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsxs("a", {
                className: "button",
                href: product2.productDetailsUrl,
                target: "_blank",
                rel: "noopener",
                children: ["Download PDF", /* @__PURE__ */ jsx("span", {
                  className: "visually-hidden",
                  children: " (opens in a new tab)"
                })]
              })
            }) : null, product2.technicalDetailsUrl ? /* @__PURE__ */ jsx("li", {
              children: /* @__PURE__ */ jsxs("a", {
                className: "button button--secondary",
                href: product2.technicalDetailsUrl,
                target: "_blank",
                rel: "noopener",
                children: ["Technical Specifications", /* @__PURE__ */ jsx("span", {
                  className: "visually-hidden",
                  children: " (opens in a new tab)"
                })]
              })
            }) : null]
          }) : null, /* @__PURE__ */ jsx("p", {
            children: /* @__PURE__ */ jsx(ConsultationLink, {
              product: product2.name,
              className: "button button--ghost pr-consult",
              children: "Book free consultation about this product"
            })
          })]
        })]
      })]
    }), /* @__PURE__ */ jsx(HelpBand, {
      product: product2.name
    })]
  });
});
const route42 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: catalogueDetail,
  headers: headers$9,
  loader: loader$m,
  meta: meta$f
}, Symbol.toStringTag, { value: "Module" }));
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const brand = {
  indigo: hexToRgb("#1f3a5f"),
  indigoDark: hexToRgb("#13263f"),
  terracotta: hexToRgb("#a23e28"),
  saffron: hexToRgb("#f2a541"),
  cream: hexToRgb("#fbf8f3"),
  sand: hexToRgb("#f3ece1"),
  line: hexToRgb("#ddd5c8"),
  ink: hexToRgb("#1d2330"),
  muted: hexToRgb("#3e4656"),
  white: rgb(1, 1, 1)
};
function hexToRgb(hex) {
  const n = parseInt(hex.replace("#", ""), 16);
  return rgb((n >> 16 & 255) / 255, (n >> 8 & 255) / 255, (n & 255) / 255);
}
function pdfSafe(text2) {
  return text2.replace(/₹/g, "Rs ").replace(/[≤]/g, "<=").replace(/[≥]/g, ">=").replace(/[\u2010\u2011\u2212]/g, "-").replace(
    /[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g,
    ""
  );
}
async function createDocument(meta2) {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(meta2.title), { showInWindowTitleBar: true });
  doc.setSubject(pdfSafe(meta2.subject));
  doc.setKeywords(meta2.keywords.map(pdfSafe));
  doc.setAuthor(site.legalName);
  doc.setCreator(`${site.brandName} website`);
  doc.setProducer(`${site.brandName} website (pdf-lib)`);
  doc.setLanguage("en-IN");
  const fixed = /* @__PURE__ */ new Date("2026-01-01T00:00:00Z");
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, fonts: { regular, bold } };
}
function wrap$1(text2, font, size, width) {
  const lines = [];
  for (const paragraph of pdfSafe(text2).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
function drawParagraph(page, text2, opts) {
  const leading = opts.leading ?? opts.size * 1.4;
  let y = opts.y;
  for (const line of wrap$1(text2, opts.font, opts.size, opts.width)) {
    page.drawText(line, {
      x: opts.x,
      y,
      size: opts.size,
      font: opts.font,
      color: opts.color ?? brand.ink
    });
    y -= leading;
  }
  return y;
}
function drawHeaderBand(page, fonts, kind, accent = brand.indigo) {
  const bandHeight = 54;
  page.drawRectangle({
    x: 0,
    y: A4.height - bandHeight,
    width: A4.width,
    height: bandHeight,
    color: accent
  });
  page.drawRectangle({
    x: 0,
    y: A4.height - bandHeight - 4,
    width: A4.width,
    height: 4,
    color: brand.saffron
  });
  page.drawText(site.brandName.toUpperCase(), {
    x: MARGIN,
    y: A4.height - 34,
    size: 16,
    font: fonts.bold,
    color: brand.white
  });
  const label = pdfSafe(kind);
  page.drawText(label, {
    x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 10),
    y: A4.height - 32,
    size: 10,
    font: fonts.regular,
    color: brand.white
  });
  return A4.height - bandHeight - 34;
}
function drawFooters(pages, fonts, note) {
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: 40 },
      end: { x: A4.width - MARGIN, y: 40 },
      thickness: 0.6,
      color: brand.line
    });
    const left = pdfSafe(`${site.legalName} · Toll-free ${site.tollFree} · ${note}`);
    page.drawText(left, { x: MARGIN, y: 26, size: 8, font: fonts.regular, color: brand.muted });
    const right = `Page ${index + 1} of ${pages.length}`;
    page.drawText(right, {
      x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(right, 8),
      y: 26,
      size: 8,
      font: fonts.regular,
      color: brand.muted
    });
  });
}
async function finish(doc) {
  return doc.save({ useObjectStreams: false });
}
const CONTENT_WIDTH$1 = A4.width - MARGIN * 2;
function productFacts(product2) {
  return [
    ["Finish", product2.finish],
    ["Coverage", `${formatCoverage(product2)}, ${product2.coverage.coats} coats recommended`],
    ["Recommended surfaces", product2.surfaces.join(", ")],
    ["Pack sizes", product2.packSizes.join(", ")],
    ...product2.warrantyYears ? [["Warranty", `${product2.warrantyYears}-year performance warranty`]] : []
  ];
}
function technicalRows(product2) {
  const t = product2.technical;
  return [
    ["Product type", t.productType],
    ["Finish", product2.finish],
    ["Theoretical spreading rate", formatCoverage(product2)],
    ["Recommended coats", String(product2.coverage.coats)],
    ["Volume solids", `${t.volumeSolidsPercent}%`],
    ...t.vocGramsPerLitre !== void 0 ? [["VOC content", `Below ${t.vocGramsPerLitre} g/L`]] : [],
    ["Dry to touch (27 °C, 60% RH)", t.dryToTouch],
    ["Recoat after", t.recoatAfter],
    ["Thinning", t.thinning],
    ["Application", t.application.join(", ")],
    ["Recommended surfaces", product2.surfaces.join(", ")],
    ["Pack sizes", product2.packSizes.join(", ")],
    ["Shelf life", `${t.shelfLifeMonths} months from manufacture, in the unopened container`],
    ...product2.warrantyYears ? [["Warranty", `${product2.warrantyYears} years, when applied as specified`]] : []
  ];
}
function drawTable(pages, addPage, fonts, rows, start) {
  let { page, y } = start;
  const labelWidth = 170;
  const valueWidth = CONTENT_WIDTH$1 - labelWidth - 16;
  rows.forEach(([label, value], index) => {
    const labelLines = wrap$1(label, fonts.bold, 9.5, labelWidth - 12);
    const valueLines = wrap$1(value, fonts.regular, 9.5, valueWidth);
    const height = Math.max(labelLines.length, valueLines.length) * 13 + 10;
    if (y - height < 60) ({ page, y } = addPage());
    if (index % 2 === 0)
      page.drawRectangle({
        x: MARGIN,
        y: y - height + 4,
        width: CONTENT_WIDTH$1,
        height,
        color: brand.sand
      });
    labelLines.forEach(
      (line, i) => page.drawText(line, {
        x: MARGIN + 8,
        y: y - 10 - i * 13,
        size: 9.5,
        font: fonts.bold,
        color: brand.ink
      })
    );
    valueLines.forEach(
      (line, i) => page.drawText(line, {
        x: MARGIN + labelWidth + 8,
        y: y - 10 - i * 13,
        size: 9.5,
        font: fonts.regular,
        color: brand.ink
      })
    );
    y -= height;
  });
  return { page, y: y - 8 };
}
function sectionTitle(page, fonts, text2, y) {
  page.drawText(pdfSafe(text2), { x: MARGIN, y, size: 13, font: fonts.bold, color: brand.indigo });
  return y - 20;
}
async function buildProductBrochure(product2) {
  const { doc, fonts } = await createDocument({
    title: `${product2.name} brochure`,
    // The subject repeats the key promise so search tools and tests can read it.
    subject: product2.warrantyYears ? `${product2.tagline} ${product2.warrantyYears}-year performance warranty.` : product2.tagline,
    keywords: [product2.name, "brochure", site.brandName]
  });
  const accent = hexToRgb(product2.accent);
  const pages = [];
  const addPage = () => {
    const page2 = doc.addPage([A4.width, A4.height]);
    pages.push(page2);
    return { page: page2, y: drawHeaderBand(page2, fonts, "Product brochure", brand.indigo) };
  };
  let { page, y } = addPage();
  const heroHeight = 150;
  page.drawRectangle({
    x: MARGIN,
    y: y - heroHeight + 14,
    width: CONTENT_WIDTH$1,
    height: heroHeight,
    color: accent
  });
  page.drawRectangle({
    x: A4.width - MARGIN - 120,
    y: y - heroHeight + 14,
    width: 120,
    height: heroHeight,
    color: brand.indigoDark,
    opacity: 0.25
  });
  const onAccent = textColourOn(product2.accent) === "#000000" ? brand.indigoDark : brand.white;
  const nameSize = Math.min(
    26,
    26 * (CONTENT_WIDTH$1 - 180) / fonts.bold.widthOfTextAtSize(pdfSafe(product2.name), 26)
  );
  page.drawText(pdfSafe(product2.name), {
    x: MARGIN + 20,
    y: y - 28,
    size: nameSize,
    font: fonts.bold,
    color: onAccent
  });
  if (product2.subtitle)
    page.drawText(pdfSafe(product2.subtitle), {
      x: MARGIN + 20,
      y: y - 50,
      size: 13,
      font: fonts.regular,
      color: onAccent
    });
  drawParagraph(page, product2.tagline, {
    x: MARGIN + 20,
    y: y - 80,
    width: CONTENT_WIDTH$1 - 170,
    font: fonts.regular,
    size: 11,
    color: onAccent
  });
  if (product2.warrantyYears) {
    const cx = A4.width - MARGIN - 60;
    const cy = y - heroHeight / 2 + 14;
    page.drawCircle({ x: cx, y: cy, size: 42, color: brand.saffron });
    const years = String(product2.warrantyYears);
    page.drawText(years, {
      x: cx - fonts.bold.widthOfTextAtSize(years, 26) / 2,
      y: cy - 2,
      size: 26,
      font: fonts.bold,
      color: brand.indigoDark
    });
    const label = "YEAR WARRANTY";
    page.drawText(label, {
      x: cx - fonts.bold.widthOfTextAtSize(label, 7) / 2,
      y: cy - 14,
      size: 7,
      font: fonts.bold,
      color: brand.indigoDark
    });
  }
  y -= heroHeight + 16;
  const ensure = (needed) => {
    if (y - needed < 70) ({ page, y } = addPage());
  };
  for (const paragraph of product2.description) {
    y = drawParagraph(page, paragraph, {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH$1,
      font: fonts.regular,
      size: 10.5,
      leading: 15
    }) - 6;
  }
  y = sectionTitle(page, fonts, "Why choose it", y - 6);
  const columnWidth = (CONTENT_WIDTH$1 - 16) / 2;
  for (let i = 0; i < product2.features.length; i += 2) {
    ensure(50);
    const row = product2.features.slice(i, i + 2);
    let rowBottom = y;
    row.forEach((feature2, column) => {
      const x = MARGIN + column * (columnWidth + 16);
      page.drawRectangle({ x, y: y - 3, width: 8, height: 8, color: accent });
      page.drawText(pdfSafe(feature2.title), {
        x: x + 14,
        y: y - 2,
        size: 10.5,
        font: fonts.bold,
        color: brand.ink
      });
      const bottom = drawParagraph(page, feature2.text, {
        x: x + 14,
        y: y - 16,
        width: columnWidth - 14,
        font: fonts.regular,
        size: 9.5,
        color: brand.muted,
        leading: 12.5
      });
      rowBottom = Math.min(rowBottom, bottom);
    });
    y = rowBottom - 8;
  }
  ensure(120);
  y = sectionTitle(page, fonts, "At a glance", y - 4);
  ({ page, y } = drawTable(pages, addPage, fonts, productFacts(product2), { page, y }));
  ensure(70);
  y = sectionTitle(page, fonts, "Ask us", y - 6);
  drawParagraph(
    page,
    `Book a free colour and product consultation on our website, or call ${site.tollFree} (toll-free, 9 am to 7 pm, Monday to Saturday). Shades shown on screen and in print are indicative; check the shade fandeck at your dealer before tinting.`,
    {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH$1,
      font: fonts.regular,
      size: 9.5,
      color: brand.muted,
      leading: 13
    }
  );
  drawFooters(pages, fonts, `${product2.name} brochure`);
  return finish(doc);
}
async function buildTechnicalDataSheet(product2) {
  const { doc, fonts } = await createDocument({
    title: `${product2.name} technical data sheet`,
    subject: `Technical data sheet for ${product2.name}`,
    keywords: [product2.name, "technical data sheet", site.brandName]
  });
  const pages = [];
  const addPage = () => {
    const page2 = doc.addPage([A4.width, A4.height]);
    pages.push(page2);
    return { page: page2, y: drawHeaderBand(page2, fonts, "Technical data sheet", brand.indigo) };
  };
  let { page, y } = addPage();
  page.drawText(pdfSafe(product2.name), {
    x: MARGIN,
    y,
    size: 22,
    font: fonts.bold,
    color: brand.indigo
  });
  y -= 20;
  if (product2.subtitle) {
    page.drawText(pdfSafe(product2.subtitle), {
      x: MARGIN,
      y,
      size: 12,
      font: fonts.regular,
      color: brand.muted
    });
    y -= 22;
  }
  y = drawParagraph(page, product2.description[0] ?? product2.tagline, {
    x: MARGIN,
    y,
    width: CONTENT_WIDTH$1,
    font: fonts.regular,
    size: 10,
    leading: 14
  }) - 10;
  y = sectionTitle(page, fonts, "Technical data", y);
  ({ page, y } = drawTable(pages, addPage, fonts, technicalRows(product2), { page, y }));
  const ensure = (needed) => {
    if (y - needed < 70) ({ page, y } = addPage());
  };
  ensure(120);
  y = sectionTitle(page, fonts, "Surface preparation", y - 4);
  product2.technical.surfacePreparation.forEach((step, i) => {
    ensure(40);
    page.drawText(`${i + 1}.`, { x: MARGIN, y, size: 10, font: fonts.bold, color: brand.ink });
    y = drawParagraph(page, step, {
      x: MARGIN + 16,
      y,
      width: CONTENT_WIDTH$1 - 16,
      font: fonts.regular,
      size: 10,
      leading: 13.5
    }) - 4;
  });
  ensure(110);
  y = sectionTitle(page, fonts, "Application", y - 6);
  y = drawParagraph(
    page,
    `Stir well before use. Thin as stated above and apply ${product2.coverage.coats} coats by ${product2.technical.application.join(", ").toLowerCase()}, allowing ${product2.technical.recoatAfter.toLowerCase()} between coats. Do not apply below 10 °C, above 40 °C, or when rain is expected within 6 hours on exterior walls. Wash tools with water immediately after use.`,
    { x: MARGIN, y, width: CONTENT_WIDTH$1, font: fonts.regular, size: 10, leading: 13.5 }
  );
  ensure(90);
  y = sectionTitle(page, fonts, "Safety and storage", y - 8);
  drawParagraph(
    page,
    "Keep out of reach of children. Use in a well-ventilated area and avoid contact with eyes. Store in a cool, dry place away from direct sunlight; keep the lid tightly closed. Dispose of empty containers as local rules require. The figures above are typical values from our laboratory under standard conditions; site results vary with surface, climate and method.",
    {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH$1,
      font: fonts.regular,
      size: 9.5,
      color: brand.muted,
      leading: 13
    }
  );
  drawFooters(pages, fonts, `${product2.name} technical data sheet`);
  return finish(doc);
}
const CONTENT_WIDTH = A4.width - MARGIN * 2;
const INDICATIVE_NOTE = "Shades are indicative: printed and on-screen colours differ from the paint. Please check the shade fandeck at your dealer before tinting.";
function pager(doc, fonts, kind) {
  const state2 = {
    pages: [],
    page: void 0,
    y: 0,
    newPage() {
      state2.page = doc.addPage([A4.width, A4.height]);
      state2.pages.push(state2.page);
      state2.y = drawHeaderBand(state2.page, fonts, kind);
    }
  };
  state2.newPage();
  return state2;
}
function drawTitle(p, fonts, title, summary) {
  p.page.drawText(pdfSafe(title), {
    x: MARGIN,
    y: p.y,
    size: 22,
    font: fonts.bold,
    color: brand.indigo
  });
  p.y = drawParagraph(p.page, summary, {
    x: MARGIN,
    y: p.y - 20,
    width: CONTENT_WIDTH,
    font: fonts.regular,
    size: 10,
    color: brand.muted
  }) - 2;
  p.y = drawParagraph(p.page, INDICATIVE_NOTE, {
    x: MARGIN,
    y: p.y,
    width: CONTENT_WIDTH,
    font: fonts.regular,
    size: 8.5,
    color: brand.terracotta
  }) - 8;
}
function drawSwatch(p, fonts, shade, x, y, w, h) {
  p.page.drawRectangle({
    x,
    y: y - h,
    width: w,
    height: h,
    color: hexToRgb(shade.hex),
    borderColor: brand.line,
    borderWidth: 0.5
  });
  const ink = textColourOn(shade.hex) === "#000000" ? brand.ink : brand.white;
  p.page.drawText(shade.code, { x: x + 5, y: y - h + 5, size: 7, font: fonts.bold, color: ink });
  p.page.drawText(pdfSafe(shade.name), {
    x,
    y: y - h - 10,
    size: 7.5,
    font: fonts.regular,
    color: brand.ink
  });
}
async function buildSwatchCard(card) {
  const list = shadesOf(card);
  const { doc, fonts } = await createDocument({
    title: `${card.title} shade card`,
    subject: `${list.length} shades: ${card.summary}`,
    keywords: [card.title, "shade card", "colours"]
  });
  const p = pager(doc, fonts, "Shade card");
  drawTitle(p, fonts, `${card.title} shade card`, `${card.summary} ${list.length} shades.`);
  const columns = 6;
  const gap = 8;
  const w = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const h = 46;
  const rowHeight = h + 22;
  let family = -1;
  let column = 0;
  for (const shade of list) {
    if (shade.family !== family) {
      family = shade.family;
      if (column !== 0) p.y -= rowHeight;
      column = 0;
      if (p.y - 18 - rowHeight < 60) p.newPage();
      p.page.drawText(shadeFamilies[family].name, {
        x: MARGIN,
        y: p.y - 4,
        size: 11,
        font: fonts.bold,
        color: brand.indigo
      });
      p.y -= 16;
    }
    if (column === 0 && p.y - rowHeight < 60) p.newPage();
    drawSwatch(p, fonts, shade, MARGIN + column * (w + gap), p.y, w, h);
    column++;
    if (column === columns) {
      column = 0;
      p.y -= rowHeight;
    }
  }
  drawFooters(p.pages, fonts, `${card.title} shade card`);
  return finish(doc);
}
async function buildCombinationGuide(card) {
  const schemes = colourSchemes(card);
  const { doc, fonts } = await createDocument({
    title: `${card.title} guide`,
    subject: card.summary,
    keywords: [card.title, "colour combinations", "colour scheme"]
  });
  const p = pager(doc, fonts, "Colour guide");
  drawTitle(p, fonts, card.title, card.summary);
  const exterior = card.id.startsWith("exterior");
  const roles = exterior ? ["Main walls", "Accent", "Trim and grills"] : ["Main walls", "Feature wall", "Ceiling"];
  const columnWidth = (CONTENT_WIDTH - 16) / 2;
  schemes.forEach((scheme, i) => {
    const column = i % 2;
    if (column === 0 && i > 0) p.y -= 112;
    if (column === 0 && p.y - 112 < 60) p.newPage();
    const x = MARGIN + column * (columnWidth + 16);
    p.page.drawText(pdfSafe(scheme.name), {
      x,
      y: p.y - 4,
      size: 11,
      font: fonts.bold,
      color: brand.ink
    });
    [scheme.main, scheme.accent, scheme.trim].forEach((shade, j) => {
      const sx = x + j * (columnWidth / 3);
      drawSwatch(p, fonts, shade, sx, p.y - 12, columnWidth / 3 - 6, 52);
      p.page.drawText(roles[j], {
        x: sx,
        y: p.y - 86,
        size: 7,
        font: fonts.regular,
        color: brand.muted
      });
    });
  });
  drawFooters(p.pages, fonts, card.title);
  return finish(doc);
}
async function buildProductCatalogue(card) {
  const { doc, fonts } = await createDocument({
    title: `${card.title}`,
    subject: card.summary,
    keywords: ["product catalogue", ...products.map((p2) => p2.name)]
  });
  const p = pager(doc, fonts, "Product catalogue");
  drawTitle(p, fonts, card.title, card.summary);
  for (const product2 of products) {
    if (p.y - 92 < 60) p.newPage();
    p.page.drawRectangle({
      x: MARGIN,
      y: p.y - 78,
      width: 6,
      height: 82,
      color: hexToRgb(product2.accent)
    });
    p.page.drawText(pdfSafe(product2.name), {
      x: MARGIN + 16,
      y: p.y - 8,
      size: 12,
      font: fonts.bold,
      color: brand.ink
    });
    const warranty = product2.warrantyYears ? ` · ${product2.warrantyYears}-year warranty` : "";
    p.page.drawText(pdfSafe(`${product2.subtitle ?? ""}${warranty}`), {
      x: MARGIN + 16,
      y: p.y - 22,
      size: 9,
      font: fonts.regular,
      color: brand.terracotta
    });
    const bottom = drawParagraph(p.page, product2.tagline, {
      x: MARGIN + 16,
      y: p.y - 38,
      width: CONTENT_WIDTH - 16,
      font: fonts.regular,
      size: 9.5
    });
    drawParagraph(
      p.page,
      `Finish: ${product2.finish}. Coverage: ${formatCoverage(product2)}. Packs: ${product2.packSizes.join(", ")}.`,
      {
        x: MARGIN + 16,
        y: bottom - 2,
        width: CONTENT_WIDTH - 16,
        font: fonts.regular,
        size: 8.5,
        color: brand.muted
      }
    );
    p.y -= 96;
  }
  drawFooters(p.pages, fonts, card.title);
  return finish(doc);
}
async function buildTechnicalLiterature(card) {
  const { doc, fonts } = await createDocument({
    title: `${card.title}`,
    subject: card.summary,
    keywords: ["technical literature", "technical data", ...products.map((p2) => p2.name)]
  });
  const p = pager(doc, fonts, "Technical literature");
  drawTitle(p, fonts, card.title, card.summary);
  for (const product2 of products) {
    const rows = technicalRows(product2).slice(0, 9);
    if (p.y - (rows.length * 13 + 34) < 60) p.newPage();
    p.page.drawText(pdfSafe(product2.name), {
      x: MARGIN,
      y: p.y - 6,
      size: 12,
      font: fonts.bold,
      color: brand.indigo
    });
    p.y -= 22;
    for (const [label, value] of rows) {
      p.page.drawText(pdfSafe(label), {
        x: MARGIN,
        y: p.y,
        size: 8.5,
        font: fonts.bold,
        color: brand.ink
      });
      p.page.drawText(pdfSafe(value).slice(0, 80), {
        x: MARGIN + 170,
        y: p.y,
        size: 8.5,
        font: fonts.regular,
        color: brand.ink
      });
      p.y -= 13;
    }
    p.y -= 12;
  }
  drawFooters(p.pages, fonts, card.title);
  return finish(doc);
}
function buildShadeCardPdf(card) {
  switch (card.kind) {
    case "shades":
      return buildSwatchCard(card);
    case "combinations":
      return buildCombinationGuide(card);
    case "catalogue":
      return buildProductCatalogue(card);
    case "technical":
      return buildTechnicalLiterature(card);
  }
}
const made = /* @__PURE__ */ new Map();
function once(key, build) {
  let pdf = made.get(key);
  if (!pdf) {
    pdf = build();
    made.set(key, pdf);
    pdf.catch(() => made.delete(key));
  }
  return pdf;
}
async function productPdf(slug, document2) {
  const product2 = findProduct(slug);
  if (!product2) return void 0;
  const bytes = await once(
    `${product2.slug}/${document2}`,
    () => document2 === "brochure" ? buildProductBrochure(product2) : buildTechnicalDataSheet(product2)
  );
  const base2 = product2.slug.toLowerCase();
  return { bytes, filename: `kamo-paints-${base2}-${document2}.pdf` };
}
async function shadeCardPdf(id) {
  const card = findShadeCard(id);
  if (!card) return void 0;
  const bytes = await once(`shade-card/${card.id}`, () => buildShadeCardPdf(card));
  const suffix = card.kind === "shades" ? "-shade-card" : "";
  return { bytes, filename: `kamo-paints-${card.id}${suffix}.pdf` };
}
function pdfResponse(pdf) {
  return new Response(pdf.bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.filename}"`,
      "Content-Length": String(pdf.bytes.byteLength),
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff"
    }
  });
}
async function loader$l({
  params
}) {
  const document2 = params.document === "brochure.pdf" ? "brochure" : params.document === "technical-data-sheet.pdf" ? "technical-data-sheet" : void 0;
  const pdf = document2 ? await productPdf(params.slug, document2) : void 0;
  if (!pdf) return new Response("No such document.", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8"
    }
  });
  return pdfResponse(pdf);
}
const route43 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$l
}, Symbol.toStringTag, { value: "Module" }));
async function loader$k({
  params
}) {
  const id = params.card.endsWith(".pdf") ? params.card.slice(0, -4) : void 0;
  const pdf = id ? await shadeCardPdf(id) : void 0;
  if (!pdf) return new Response("No such shade card.", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8"
    }
  });
  return pdfResponse(pdf);
}
const route44 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$k
}, Symbol.toStringTag, { value: "Module" }));
const pathSchema = z.string().regex(/^\/[A-Za-z0-9-]+$/);
const documentPageSchema = z.object({
  /** Path of the page (exact, as in the spec's route table). */
  path: pathSchema,
  /** The category name the ERP and our documents table use ("Catagory" filter). */
  category: z.string().min(1),
  /** "table": one newest-first table; "groups": one expandable section per sub-category. */
  layout: z.enum(["table", "groups"]),
  title: z.string().min(1),
  /** One or two sentences shown under the heading and used as the meta description. */
  description: z.string().min(20),
  keywords: z.string().min(1),
  /** Short label for the investor-zone index and breadcrumbs. */
  shortTitle: z.string().min(1)
});
const documentPages = z.array(documentPageSchema).parse([
  {
    path: "/financial-results",
    category: "Financial Results",
    layout: "table",
    title: "Financial Results",
    shortTitle: "Financial results",
    description: "Quarterly and annual standalone and consolidated financial results of Kamo Paints Limited, as filed with the stock exchanges under Regulation 33 of the SEBI Listing Regulations.",
    keywords: "Kamo Paints financial results, quarterly results, Regulation 33, paint company results"
  },
  {
    path: "/annual-results",
    category: "Annual Report",
    layout: "table",
    title: "Annual Report",
    shortTitle: "Annual reports",
    description: "Annual reports of Kamo Paints Limited with the directors' report, management discussion and analysis, corporate governance report and audited financial statements.",
    keywords: "Kamo Paints annual report, directors report, audited financial statements"
  },
  {
    path: "/annual-return",
    category: "Annual Return",
    layout: "table",
    title: "Annual Return",
    shortTitle: "Annual returns",
    description: "Annual returns in Form MGT-7 filed under Section 92 of the Companies Act, 2013, kept here for every financial year.",
    keywords: "Kamo Paints annual return, MGT-7, Section 92"
  },
  {
    path: "/shareholding-pattern",
    category: "Shareholding Pattern",
    layout: "table",
    title: "Shareholding Pattern",
    shortTitle: "Shareholding pattern",
    description: "Quarterly shareholding pattern of Kamo Paints Limited filed under Regulation 31 of the SEBI Listing Regulations.",
    keywords: "Kamo Paints shareholding pattern, Regulation 31, promoter holding"
  },
  {
    path: "/investor-information",
    category: "Investor Information",
    layout: "table",
    title: "Investor Information",
    shortTitle: "Investor information",
    description: "Dividend history, unclaimed dividend lists, record dates, credit ratings and other information for shareholders of Kamo Paints Limited.",
    keywords: "Kamo Paints investor information, dividend, unclaimed dividend, IEPF"
  },
  {
    path: "/notice-to-shareholders",
    category: "Notice to Shareholders",
    layout: "groups",
    title: "Notice to Shareholders",
    shortTitle: "Notice to shareholders",
    description: "Notices to shareholders of Kamo Paints Limited, including the norms for furnishing PAN, KYC details and nomination, postal ballots, book closure and IEPF transfer notices.",
    keywords: "Kamo Paints notice to shareholders, PAN KYC nomination, postal ballot, IEPF notice"
  },
  {
    path: "/presentation",
    category: "Presentation / Press Release/ Transcript",
    layout: "table",
    title: "Presentation / Press Release / Transcript",
    shortTitle: "Presentations, press releases and transcripts",
    description: "Investor presentations, press releases, earnings call recordings and transcripts of Kamo Paints Limited.",
    keywords: "Kamo Paints investor presentation, press release, earnings call transcript"
  },
  {
    path: "/code-of-conduct",
    category: "Code of Conduct and Policies",
    layout: "table",
    title: "Code of Conduct and Policies",
    shortTitle: "Code of conduct and policies",
    description: "The code of conduct for directors and senior management and the policies of Kamo Paints Limited required by the Companies Act, 2013 and the SEBI Listing Regulations.",
    keywords: "Kamo Paints code of conduct, policies, whistle blower policy, CSR policy"
  },
  {
    path: "/stock-exchange-disclosures",
    category: "Stock Exchange Disclosures",
    layout: "groups",
    title: "Stock Exchange Disclosures",
    shortTitle: "Stock exchange disclosures",
    description: "Intimations and disclosures filed by Kamo Paints Limited with BSE and NSE, grouped by type: board meetings, outcomes, trading window, analyst meets and compliance certificates.",
    keywords: "Kamo Paints stock exchange disclosures, BSE, NSE, board meeting intimation"
  },
  {
    path: "/subsidiary-financials",
    category: "Subsidiary Financials",
    layout: "table",
    title: "Subsidiary Financials",
    shortTitle: "Subsidiary financials",
    description: `Audited financial statements of ${site.subsidiaryName}, the wholly owned subsidiary of Kamo Paints Limited, for every financial year.`,
    keywords: "Kamo Paints subsidiary financials, Kamo Colours financial statements"
  },
  {
    path: "/scheme-of-arrangement",
    category: "Scheme of Arrangement",
    layout: "table",
    title: "Scheme of Arrangement",
    shortTitle: "Scheme of arrangement",
    description: "Documents for the scheme of arrangement between Kamo Paints Limited and its subsidiary: the scheme, valuation and fairness reports, exchange observation letters and tribunal orders.",
    keywords: "Kamo Paints scheme of arrangement, amalgamation, NCLT order"
  },
  {
    path: "/general-meeting",
    category: "General Meeting",
    layout: "groups",
    title: "General Meeting",
    shortTitle: "General meetings",
    description: "Notices, voting results and scrutinizer's reports of annual and extraordinary general meetings of Kamo Paints Limited, grouped by meeting.",
    keywords: "Kamo Paints AGM, annual general meeting, e-voting results, scrutinizer report"
  },
  {
    path: "/listing-of-shares",
    category: "Listing of Shares",
    layout: "table",
    title: "Listing of Shares",
    shortTitle: "Listing of shares",
    description: "Listing approvals, trading approvals and the listing agreements of Kamo Paints Limited with the stock exchanges.",
    keywords: "Kamo Paints listing of shares, listing approval, trading approval, ISIN"
  },
  {
    path: site.specialPaths.subsidiaryListing,
    category: site.subsidiaryName,
    layout: "table",
    title: site.subsidiaryName,
    shortTitle: `${site.subsidiaryName} documents`,
    description: `Annual returns, notices and other statutory documents of ${site.subsidiaryName}, the wholly owned subsidiary of Kamo Paints Limited.`,
    keywords: "Kamo Colours Private Limited, subsidiary documents, annual return"
  },
  {
    path: site.specialPaths.regulation30,
    category: "Disclosure under Regulation 30 of LODR",
    layout: "table",
    title: "Disclosures under Regulation 30 of SEBI LODR",
    shortTitle: "Regulation 30 disclosures",
    description: "Material events and information disclosed by Kamo Paints Limited under Regulation 30 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015.",
    keywords: "Kamo Paints Regulation 30 disclosures, material events, SEBI LODR"
  }
]);
function findDocumentPage(pathname) {
  return documentPages.find((page) => page.path === pathname);
}
function pathOfCategory(category) {
  return documentPages.find((page) => page.category === category)?.path;
}
const disclosuresFeedPath = "/investors/disclosures.atom";
const registeredOffice = company.offices[0];
const officeAddress = ["Kamo Paints Limited", ...registeredOffice.addressLines];
const contactSchema = z.object({
  heading: z.string(),
  name: z.string(),
  role: z.string().optional(),
  organisation: z.string().optional(),
  address: z.array(z.string()).min(1),
  phone: z.string().optional(),
  email: z.email(),
  hours: z.string().optional(),
  website: z.url().optional()
});
const helpDeskContacts = z.array(contactSchema).parse([
  {
    heading: "Registrar and share transfer agent",
    name: "Shreyas Registry Services Private Limited",
    role: "Unit: Kamo Paints Limited",
    address: ["C-214, Okhla Industrial Area, Phase I", "New Delhi 110020"],
    phone: "+91 11 4105 7720",
    email: "kamo.investors@shreyasregistry.example",
    hours: "Monday to Friday, 10:00 to 17:00",
    website: "https://www.shreyasregistry.example"
  },
  {
    heading: "Registered office",
    name: registeredOffice.company,
    role: `CIN ${registeredOffice.cin}`,
    address: registeredOffice.addressLines,
    phone: registeredOffice.phone,
    email: registeredOffice.email
  },
  {
    heading: "Company secretary and compliance officer",
    name: "Ritika Sehgal",
    role: "Company Secretary and Compliance Officer (ACS 38214)",
    address: officeAddress,
    phone: "+91 1276 245 318",
    email: "cs@kamopaints.example"
  },
  {
    heading: "Nodal officer for the IEPF Authority",
    name: "Ritika Sehgal",
    role: "Nodal Officer, Investor Education and Protection Fund",
    address: officeAddress,
    phone: "+91 1276 245 318",
    email: "iepf@kamopaints.example"
  }
]);
const kmpSchema = z.object({
  name: z.string(),
  designation: z.string(),
  phone: z.string(),
  email: z.email()
});
const keyManagerialPersonnel = z.array(kmpSchema).parse([
  {
    name: "Vikram Agarwal",
    designation: "Managing Director",
    phone: "+91 1276 245 301",
    email: "md.office@kamopaints.example"
  },
  {
    name: "Nitin Malhotra",
    designation: "Chief Financial Officer",
    phone: "+91 1276 245 310",
    email: "cfo@kamopaints.example"
  }
]);
const helpDeskEmailForGrievances = "investors@kamopaints.example";
const regulation46RowSchema = z.object({
  item: z.string(),
  /** Where "Click Here" goes; absent for the two rows that have no page. */
  href: z.string().regex(/^\/[A-Za-z0-9-]*(#[a-z-]+)?$/).optional()
});
const regulation46Rows = z.array(regulation46RowSchema).parse([
  { item: "Details of the company's business", href: "/about#business-model" },
  {
    item: "Composition of the various committees of the board of directors",
    href: "/about#committies"
  },
  {
    item: "Terms of appointment of independent directors, codes of conduct and policies (investor zone)",
    href: "/investor-zone"
  },
  {
    item: "Contact details of the officials responsible for investor grievances, and the grievance email address",
    href: "/investor-help-desk"
  },
  {
    item: "Schedule of analyst and institutional investor meets, and other intimations to the stock exchanges",
    href: "/stock-exchange-disclosures"
  },
  { item: "Financial results (Regulation 33)", href: "/financial-results" },
  { item: "Annual reports", href: "/annual-results" },
  { item: "Shareholding pattern (Regulation 31)", href: "/shareholding-pattern" },
  {
    item: "Presentations, audio or video recordings and transcripts of earnings calls",
    href: "/presentation"
  },
  {
    item: "Disclosure of events or information under Regulation 30",
    href: site.specialPaths.regulation30
  },
  { item: "Audited financial statements of subsidiaries", href: "/subsidiary-financials" },
  { item: "Annual return (Section 92 of the Companies Act, 2013)", href: "/annual-return" },
  {
    item: "Agreements with media companies and their associates"
  },
  { item: "Change of name: the old and the new name" }
]);
const panKycNotice = {
  heading: "Norms for furnishing PAN, KYC details and nomination",
  paragraphs: [
    "The Securities and Exchange Board of India (SEBI), by its master circular of 16 March 2023 (SEBI/HO/MIRSD/MIRSD-PoD-1/P/CIR/2023/37), made it mandatory for every holder of physical securities in a listed company to furnish PAN, contact details, bank account details, specimen signature and nomination to the company's registrar and share transfer agent.",
    "Folios in which any one of PAN, contact details, bank account details or specimen signature is missing were frozen from 1 October 2023. A frozen folio can still receive corporate benefits, but dividend is paid only electronically once the folio is made KYC compliant, and the holder cannot lodge a grievance or ask for any service from the registrar until the details are furnished.",
    "Shareholders holding shares in physical form are requested to send the forms listed below, duly filled and signed, to our registrar and share transfer agent, Shreyas Registry Services Private Limited. The forms are free to download from the registrar's website."
  ],
  requirements: [
    "Form ISR-1: request for registering PAN, KYC details or changes to them.",
    "Form ISR-2: confirmation of signature of the holder by the holder's banker.",
    "Form ISR-3: declaration to opt out of nomination.",
    "Form SH-13: nomination form.",
    "Form SH-14: cancellation or variation of nomination.",
    "Form ISR-4: request for issue of duplicate certificate and other service requests.",
    "Self-attested copy of the PAN card of all holders; the PAN must be linked with Aadhaar.",
    "Proof of address: Aadhaar, passport, utility bill not older than three months, or bank statement.",
    "Cancelled cheque bearing the holder's name, or the first page of the bank passbook attested by the bank.",
    "Mobile number and email address of the first holder for all communication.",
    "Specimen signature of every joint holder, as recorded with the bank.",
    "Shares held in physical form may be transferred only after being converted to demat form; holders are encouraged to dematerialise them."
  ],
  circular: {
    label: "Read SEBI's circular of 16 March 2023 on the SEBI website",
    href: "https://www.sebi.gov.in/legal/circulars/mar-2023/common-and-simplified-norms-for-processing-investor-s-service-request-by-rtas-and-norms-for-furnishing-pan-kyc-details-and-nomination_69105.html"
  }
};
const investorInformationPages = [
  {
    path: "/investor-help-desk",
    title: "Investor help desk",
    description: "Registrar and share transfer agent, company secretary, IEPF nodal officer and key managerial personnel."
  },
  {
    path: site.specialPaths.regulation46,
    title: "Disclosures under Regulation 46",
    description: "The index of information SEBI LODR Regulation 46 requires on our website."
  }
];
function InvestorPage({
  path: path2,
  title,
  lead,
  children
}) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("header", { className: "investor-intro", children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
      /* @__PURE__ */ jsx("nav", { "aria-label": "Breadcrumb", className: "investor-breadcrumb", children: /* @__PURE__ */ jsxs("ol", { children: [
        /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { href: "/", children: "Home" }) }),
        path2 === "/investor-zone" ? null : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { href: "/investor-zone", children: "Investor Zone" }) }),
        /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("span", { "aria-current": "page", children: title }) })
      ] }) }),
      /* @__PURE__ */ jsx("h1", { className: "investor-intro__title", children: title }),
      /* @__PURE__ */ jsx("p", { className: "investor-intro__lead", children: lead })
    ] }) }),
    /* @__PURE__ */ jsxs("div", { className: "container investor-layout", children: [
      /* @__PURE__ */ jsx("div", { className: "investor-layout__main", children }),
      /* @__PURE__ */ jsx(InvestorSideNav, { current: path2 })
    ] })
  ] });
}
function InvestorSideNav({ current }) {
  const links2 = [
    { path: "/investor-zone", title: "Investor Zone" },
    ...documentPages.map((p) => ({ path: p.path, title: p.shortTitle })),
    ...investorInformationPages.map((p) => ({ path: p.path, title: p.title }))
  ];
  return /* @__PURE__ */ jsxs("nav", { className: "investor-sidenav", "aria-labelledby": "investor-sidenav-title", children: [
    /* @__PURE__ */ jsx("h2", { id: "investor-sidenav-title", className: "investor-sidenav__title", children: "Investor pages" }),
    /* @__PURE__ */ jsx("ul", { children: links2.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { href: link.path, "aria-current": link.path === current ? "page" : void 0, children: link.title }) }, link.path)) }),
    /* @__PURE__ */ jsx("p", { className: "investor-sidenav__feed", children: /* @__PURE__ */ jsx("a", { href: disclosuresFeedPath, children: "Follow new filings (Atom feed)" }) })
  ] });
}
const headers$8 = () => sharedPageHeaders(300);
const links$2 = () => [{
  rel: "alternate",
  type: "application/atom+xml",
  href: disclosuresFeedPath,
  title: "Kamo Paints investor disclosures"
}];
const meta$e = (args) => seo(args, {
  title: "Investor Zone",
  description: "Every investor page of Kamo Paints Limited in one place: financial results, annual reports, shareholding pattern, stock exchange disclosures, policies, general meetings and the investor help desk.",
  keywords: "Kamo Paints investor zone, investor relations, financial results, annual report, shareholding pattern"
});
const filings = documentPages.filter((p) => ["Financial Results", "Annual Report", "Shareholding Pattern", "Stock Exchange Disclosures", "Disclosure under Regulation 30 of LODR", "Presentation / Press Release/ Transcript"].includes(p.category));
const governance = documentPages.filter((p) => !filings.includes(p));
const investorZone = UNSAFE_withComponentProps(function InvestorZone() {
  return /* @__PURE__ */ jsxs(InvestorPage, {
    path: "/investor-zone",
    title: "Investor Zone",
    lead: "Filings, reports and notices of Kamo Paints Limited, listed on BSE and NSE. Every document is kept here for at least five years.",
    children: [/* @__PURE__ */ jsxs("section", {
      className: "investor-zone__intro",
      "aria-labelledby": "zone-help",
      children: [/* @__PURE__ */ jsxs("div", {
        children: [/* @__PURE__ */ jsx("h2", {
          id: "zone-help",
          children: "Looking for one filing?"
        }), /* @__PURE__ */ jsxs("p", {
          children: ["Each page below lists its documents newest first, with a financial-year filter and a search box. New filings appear within two working days; follow them with our", " ", /* @__PURE__ */ jsx("a", {
            href: disclosuresFeedPath,
            children: "Atom feed of new disclosures"
          }), "."]
        }), /* @__PURE__ */ jsxs("p", {
          children: ["Questions about your shares? Write to", " ", /* @__PURE__ */ jsx("a", {
            href: `mailto:${helpDeskEmailForGrievances}`,
            children: helpDeskEmailForGrievances
          }), " or see the ", /* @__PURE__ */ jsx("a", {
            href: "/investor-help-desk",
            children: "investor help desk"
          }), "."]
        })]
      }), /* @__PURE__ */ jsx(ResponsiveImage, {
        name: "investor-zone",
        alt: "",
        sizes: "(min-width: 992px) 280px, 60vw",
        className: "investor-zone__art"
      })]
    }), /* @__PURE__ */ jsx(IndexSection, {
      id: "zone-filings",
      title: "Results and stock exchange filings",
      pages: filings
    }), /* @__PURE__ */ jsx(IndexSection, {
      id: "zone-governance",
      title: "Reports, policies and shareholder notices",
      pages: governance
    }), /* @__PURE__ */ jsx(IndexSection, {
      id: "zone-help-pages",
      title: "Help and statutory information",
      pages: investorInformationPages.map((p) => ({
        path: p.path,
        shortTitle: p.title,
        description: p.description
      }))
    })]
  });
});
function IndexSection({
  id,
  title,
  pages
}) {
  return /* @__PURE__ */ jsxs("section", {
    className: "investor-index",
    "aria-labelledby": id,
    children: [/* @__PURE__ */ jsx("h2", {
      id,
      children: title
    }), /* @__PURE__ */ jsx("ul", {
      className: "investor-index__grid",
      children: pages.map((page) => /* @__PURE__ */ jsxs("li", {
        className: "card card--link investor-index__card",
        children: [/* @__PURE__ */ jsx("h3", {
          children: /* @__PURE__ */ jsx("a", {
            href: page.path,
            children: page.shortTitle
          })
        }), /* @__PURE__ */ jsx("p", {
          children: page.description
        })]
      }, page.path))
    })]
  });
}
const route45 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: investorZone,
  headers: headers$8,
  links: links$2,
  meta: meta$e
}, Symbol.toStringTag, { value: "Module" }));
const headers$7 = () => sharedPageHeaders(300);
const meta$d = (args) => seo(args, {
  title: "Investor Help Desk",
  description: "Contacts for shareholders of Kamo Paints Limited: registrar and share transfer agent, registered office, company secretary and compliance officer, IEPF nodal officer and key managerial personnel.",
  keywords: "Kamo Paints investor help desk, registrar and share transfer agent, company secretary, IEPF nodal officer"
});
const tel = (phone) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const investorHelpDesk = UNSAFE_withComponentProps(function InvestorHelpDesk() {
  return /* @__PURE__ */ jsxs(InvestorPage, {
    path: "/investor-help-desk",
    title: "Investor Help Desk",
    lead: `For transfers, transmission, dividends, KYC updates and duplicate certificates, contact our registrar first. For anything else, or if a request is not resolved, write to ${helpDeskEmailForGrievances}.`,
    children: [/* @__PURE__ */ jsx("div", {
      className: "help-desk__grid",
      children: helpDeskContacts.map((contact2) => /* @__PURE__ */ jsx(ContactCard, {
        contact: contact2
      }, contact2.heading))
    }), /* @__PURE__ */ jsxs("section", {
      className: "help-desk__kmp",
      "aria-labelledby": "kmp-title",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "kmp-title",
        children: "Key managerial personnel"
      }), /* @__PURE__ */ jsx("div", {
        className: "document-table-wrap",
        children: /* @__PURE__ */ jsxs("table", {
          className: "data-table kmp-table",
          children: [/* @__PURE__ */ jsx("caption", {
            children: "Key managerial personnel and how to reach them"
          }), /* @__PURE__ */ jsx("thead", {
            children: /* @__PURE__ */ jsxs("tr", {
              children: [/* @__PURE__ */ jsx("th", {
                scope: "col",
                children: "Name"
              }), /* @__PURE__ */ jsx("th", {
                scope: "col",
                children: "Designation"
              }), /* @__PURE__ */ jsx("th", {
                scope: "col",
                children: "Telephone"
              }), /* @__PURE__ */ jsx("th", {
                scope: "col",
                children: "Email"
              })]
            })
          }), /* @__PURE__ */ jsx("tbody", {
            children: keyManagerialPersonnel.map((person) => /* @__PURE__ */ jsxs("tr", {
              children: [/* @__PURE__ */ jsx("th", {
                scope: "row",
                "data-label": "Name",
                children: person.name
              }), /* @__PURE__ */ jsx("td", {
                "data-label": "Designation",
                children: person.designation
              }), /* @__PURE__ */ jsx("td", {
                "data-label": "Telephone",
                children: /* @__PURE__ */ jsx("a", {
                  href: tel(person.phone),
                  children: person.phone
                })
              }), /* @__PURE__ */ jsx("td", {
                "data-label": "Email",
                children: /* @__PURE__ */ jsx("a", {
                  href: `mailto:${person.email}`,
                  children: person.email
                })
              })]
            }, person.name))
          })]
        })
      }), /* @__PURE__ */ jsx("p", {
        className: "muted help-desk__note",
        children: "You may also lodge a complaint on SEBI's SCORES portal or with the stock exchanges if a grievance stays unresolved for more than 21 days."
      })]
    })]
  });
});
function ContactCard({
  contact: contact2
}) {
  const id = `contact-${contact2.heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return /* @__PURE__ */ jsxs("section", {
    className: "card help-desk__card",
    "aria-labelledby": id,
    children: [/* @__PURE__ */ jsx("h2", {
      id,
      className: "help-desk__heading",
      children: contact2.heading
    }), /* @__PURE__ */ jsx("p", {
      className: "help-desk__name",
      children: contact2.name
    }), contact2.role ? /* @__PURE__ */ jsx("p", {
      className: "muted",
      children: contact2.role
    }) : null, /* @__PURE__ */ jsx("address", {
      children: contact2.address.map((line) => /* @__PURE__ */ jsxs("span", {
        children: [line, /* @__PURE__ */ jsx("br", {})]
      }, line))
    }), /* @__PURE__ */ jsxs("dl", {
      className: "help-desk__details",
      children: [contact2.phone ? /* @__PURE__ */ jsxs(Fragment, {
        children: [/* @__PURE__ */ jsx("dt", {
          children: "Telephone"
        }), /* @__PURE__ */ jsx("dd", {
          children: /* @__PURE__ */ jsx("a", {
            href: tel(contact2.phone),
            children: contact2.phone
          })
        })]
      }) : null, /* @__PURE__ */ jsx("dt", {
        children: "Email"
      }), /* @__PURE__ */ jsx("dd", {
        children: /* @__PURE__ */ jsx("a", {
          href: `mailto:${contact2.email}`,
          children: contact2.email
        })
      }), contact2.hours ? /* @__PURE__ */ jsxs(Fragment, {
        children: [/* @__PURE__ */ jsx("dt", {
          children: "Hours"
        }), /* @__PURE__ */ jsx("dd", {
          children: contact2.hours
        })]
      }) : null, contact2.website ? /* @__PURE__ */ jsxs(Fragment, {
        children: [/* @__PURE__ */ jsx("dt", {
          children: "Website"
        }), /* @__PURE__ */ jsx("dd", {
          children: /* @__PURE__ */ jsxs("a", {
            href: contact2.website,
            target: "_blank",
            rel: "noopener noreferrer",
            children: [new URL(contact2.website).hostname, /* @__PURE__ */ jsx("span", {
              className: "visually-hidden",
              children: " (opens in a new tab)"
            })]
          })
        })]
      }) : null]
    })]
  });
}
const route46 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: investorHelpDesk,
  headers: headers$7,
  meta: meta$d
}, Symbol.toStringTag, { value: "Module" }));
const headers$6 = () => sharedPageHeaders(300);
const meta$c = (args) => seo(args, {
  title: "Disclosures under Regulation 46 of SEBI LODR",
  description: "Where to find each item of information that Regulation 46 of the SEBI Listing Regulations requires Kamo Paints Limited to publish on its website.",
  keywords: "Kamo Paints Regulation 46, SEBI LODR website disclosures"
});
const regulation46 = UNSAFE_withComponentProps(function Regulation46() {
  return /* @__PURE__ */ jsx(InvestorPage, {
    path: site.specialPaths.regulation46,
    title: "Disclosures under Regulation 46",
    lead: "Regulation 46 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015 lists what a listed company must keep on its website. Each item below links to the page where you will find it.",
    children: /* @__PURE__ */ jsx("div", {
      className: "document-table-wrap",
      children: /* @__PURE__ */ jsxs("table", {
        className: "data-table regulation-table",
        children: [/* @__PURE__ */ jsx("caption", {
          children: "Items required by Regulation 46 and where to find them"
        }), /* @__PURE__ */ jsx("thead", {
          children: /* @__PURE__ */ jsxs("tr", {
            children: [/* @__PURE__ */ jsx("th", {
              scope: "col",
              children: "Disclosure"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              children: "Link"
            })]
          })
        }), /* @__PURE__ */ jsx("tbody", {
          children: regulation46Rows.map((row) => /* @__PURE__ */ jsxs("tr", {
            children: [/* @__PURE__ */ jsx("td", {
              "data-label": "Disclosure",
              children: row.item
            }), /* @__PURE__ */ jsx("td", {
              "data-label": "Link",
              children: row.href ? /* @__PURE__ */ jsxs("a", {
                href: row.href,
                children: ["Click Here", /* @__PURE__ */ jsxs("span", {
                  className: "visually-hidden",
                  children: [": ", row.item]
                })]
              }) : /* @__PURE__ */ jsx("span", {
                className: "muted",
                children: "Not applicable"
              })
            })]
          }, row.item))
        })]
      })
    })
  });
});
const route47 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: regulation46,
  headers: headers$6,
  meta: meta$c
}, Symbol.toStringTag, { value: "Module" }));
function DocumentEmpty({ path: path2, filtered }) {
  return /* @__PURE__ */ jsx("div", { className: "document-empty", children: filtered ? /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("p", { className: "document-empty__title", children: "No documents match these filters." }),
    /* @__PURE__ */ jsxs("p", { children: [
      "Try another financial year or fewer words, or ",
      /* @__PURE__ */ jsx("a", { href: path2, children: "see every document" }),
      "."
    ] })
  ] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("p", { className: "document-empty__title", children: "No documents have been published here yet." }),
    /* @__PURE__ */ jsxs("p", { children: [
      "Filings appear here within two working days of being made. For anything you need now, contact the ",
      /* @__PURE__ */ jsx("a", { href: "/investor-help-desk", children: "investor help desk" }),
      "."
    ] })
  ] }) });
}
const MONTHS$1 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
function formatDate(iso, style = "short") {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return "";
  const names = style === "long" ? LONG_MONTHS : MONTHS$1;
  return `${Number(m[3])} ${names[Number(m[2]) - 1] ?? ""} ${m[1]}`;
}
function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
function financialYearLabel(fy) {
  return `FY ${fy}`;
}
function DocumentFilters({
  path: path2,
  filters,
  years,
  shown,
  total,
  noun = "document"
}) {
  const active = Boolean(filters.year || filters.q);
  const plural = (n) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  return /* @__PURE__ */ jsxs("div", { role: "search", className: "document-filters", "aria-label": "Filter documents", children: [
    /* @__PURE__ */ jsxs("form", { method: "get", action: path2, className: "document-filters__form", children: [
      /* @__PURE__ */ jsxs("div", { className: "document-filters__field", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: "filter-year", children: "Financial year" }),
        /* @__PURE__ */ jsxs("select", { id: "filter-year", name: "year", defaultValue: filters.year ?? "", children: [
          /* @__PURE__ */ jsx("option", { value: "", children: "All years" }),
          years.map((fy) => /* @__PURE__ */ jsx("option", { value: fy, children: financialYearLabel(fy) }, fy))
        ] })
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "document-filters__field document-filters__field--grow", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: "filter-q", children: "Search descriptions" }),
        /* @__PURE__ */ jsx(
          "input",
          {
            id: "filter-q",
            name: "q",
            type: "search",
            defaultValue: filters.q ?? "",
            maxLength: 100,
            placeholder: "e.g. dividend, Q3, board meeting",
            autoComplete: "off"
          }
        )
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "document-filters__actions", children: [
        /* @__PURE__ */ jsx("button", { type: "submit", className: "button button--secondary", children: "Show documents" }),
        active ? /* @__PURE__ */ jsx("a", { className: "document-filters__clear", href: path2, children: "Clear filters" }) : null
      ] })
    ] }),
    /* @__PURE__ */ jsx("p", { className: "document-filters__count", role: "status", children: active ? `Showing ${plural(shown)} of ${total}${filters.year ? ` for ${financialYearLabel(filters.year)}` : ""}${filters.q ? ` matching “${filters.q}”` : ""}.` : `${plural(total)}, newest first.` })
  ] });
}
function DocumentPagination({
  path: path2,
  filters,
  pagination: { page, pageCount }
}) {
  if (pageCount <= 1) return null;
  const href = (n) => {
    const params = new URLSearchParams();
    if (filters.year) params.set("year", filters.year);
    if (filters.q) params.set("q", filters.q);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `${path2}?${query}` : path2;
  };
  return /* @__PURE__ */ jsx("nav", { className: "document-pagination", "aria-label": "Pages of documents", children: /* @__PURE__ */ jsxs("ul", { children: [
    page > 1 ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", { href: href(page - 1), rel: "prev", children: [
      "Previous",
      /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " page" })
    ] }) }) : null,
    Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", { href: href(n), "aria-current": n === page ? "page" : void 0, children: [
      /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: "Page " }),
      n
    ] }) }, n)),
    page < pageCount ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", { href: href(page + 1), rel: "next", children: [
      "Next",
      /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " page" })
    ] }) }) : null
  ] }) });
}
function DocumentFileLinks({ files, date }) {
  if (files.length === 0) return /* @__PURE__ */ jsx("span", { className: "muted", children: "No files" });
  const context = date ? `, document dated ${formatDate(date, "long")}` : "";
  return /* @__PURE__ */ jsx("ul", { className: "file-links", children: files.map((file) => /* @__PURE__ */ jsx("li", { children: file.kind === "audio" ? /* @__PURE__ */ jsx(AudioWindowLink, { file, context }) : /* @__PURE__ */ jsx(FileLink, { file, context }) }, `${file.kind}:${file.href}`)) });
}
function kindInfo(file) {
  switch (file.kind) {
    case "pdf":
      return { visible: "PDF", action: "", newTab: isExternal(file) };
    case "largeFile":
      return {
        visible: "Full version",
        action: "",
        newTab: isExternal(file)
      };
    case "image":
      return { visible: "Image", action: "download", newTab: false, download: true };
    case "audio":
      return { visible: "Audio", action: "plays in a new window", newTab: true };
    case "audioLink":
      return { visible: "Listen", action: "", newTab: true };
    case "video":
      return { visible: "Video", action: "", newTab: true };
  }
}
function isExternal(file) {
  return /^https?:\/\//.test(file.href);
}
function describeFile(file) {
  const path2 = file.href.split(/[?#]/)[0] ?? "";
  const extension = /\.([a-z0-9]{2,4})$/i.exec(path2)?.[1]?.toLowerCase();
  const types = {
    pdf: "PDF",
    svg: "SVG image",
    png: "PNG image",
    jpg: "JPEG image",
    jpeg: "JPEG image",
    mp3: "MP3 audio",
    mp4: "MP4 video",
    zip: "ZIP archive"
  };
  const type = (extension && types[extension]) ?? (file.kind === "video" ? "video" : file.kind === "audioLink" ? "audio" : "file");
  return file.bytes ? `${type}, ${formatBytes(file.bytes)}` : type;
}
function accessibleDetail(file, info) {
  const detail = describeFile(file);
  const rest = detail.toLowerCase().startsWith(info.visible.toLowerCase()) ? detail.slice(info.visible.length).replace(/^,\s*/, "") : detail;
  return `${rest ? ` (${rest})` : ""}${info.action ? `, ${info.action}` : ""}`;
}
function FileLink({ file, context }) {
  const info = kindInfo(file);
  return /* @__PURE__ */ jsxs(
    "a",
    {
      className: `file-link file-link--${file.kind}`,
      href: file.href,
      ...info.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {},
      ...info.download ? { download: "" } : {},
      children: [
        /* @__PURE__ */ jsx("span", { className: "file-link__icon", "aria-hidden": "true" }),
        /* @__PURE__ */ jsx("span", { className: "file-link__label", children: info.visible }),
        /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
          accessibleDetail(file, info),
          context,
          info.newTab ? " (opens in a new tab)" : ""
        ] })
      ]
    }
  );
}
function audioPlayerHref(file, title) {
  return `/investors/listen?${new URLSearchParams({ src: file.href, title }).toString()}`;
}
function AudioWindowLink({ file, context }) {
  const [blocked, setBlocked] = useState(false);
  const href = audioPlayerHref(file, `Audio recording${context}`);
  const info = kindInfo(file);
  function openPlayer(event) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    const player = window.open(href, "kamo-audio-player", "popup,width=460,height=300");
    setBlocked(!player);
  }
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs(
      "a",
      {
        className: "file-link file-link--audio",
        href,
        target: "_blank",
        rel: "noopener",
        onClick: openPlayer,
        children: [
          /* @__PURE__ */ jsx("span", { className: "file-link__icon", "aria-hidden": "true" }),
          /* @__PURE__ */ jsx("span", { className: "file-link__label", children: info.visible }),
          /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
            accessibleDetail(file, info),
            context
          ] })
        ]
      }
    ),
    /* @__PURE__ */ jsx("span", { role: "status", className: "file-link__status", children: blocked ? /* @__PURE__ */ jsxs(Fragment, { children: [
      "Your browser blocked the audio player window.",
      " ",
      /* @__PURE__ */ jsx("a", { href, target: "_blank", rel: "noopener", children: "Open the audio player in a new tab" }),
      " ",
      "or ",
      /* @__PURE__ */ jsx("a", { href: file.href, children: "play the recording here" }),
      "."
    ] }) : null })
  ] });
}
function LinkifiedText({ text: text2 }) {
  const parts = text2.split(/(\s+)/);
  return /* @__PURE__ */ jsx(Fragment, { children: parts.map((part, i) => {
    const link = part.includes("https") ? toLink(part) : void 0;
    if (!link) return /* @__PURE__ */ jsx(Fragment$1, { children: part }, i);
    return /* @__PURE__ */ jsxs(Fragment$1, { children: [
      link.before,
      /* @__PURE__ */ jsxs("a", { href: link.href, target: "_blank", rel: "noopener noreferrer", className: "linkified", children: [
        link.text,
        /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " (opens in a new tab)" })
      ] }),
      link.after
    ] }, i);
  }) });
}
function toLink(word) {
  const start = word.indexOf("https://");
  if (start < 0) return void 0;
  const match = /[.,;:!?)\]'"]+$/.exec(word.slice(start));
  const after = match ? match[0] : "";
  const candidate = word.slice(start, word.length - after.length);
  try {
    const url = new URL(candidate);
    if (url.protocol !== "https:" || !url.hostname.includes(".")) return void 0;
    return { before: word.slice(0, start), href: url.toString(), text: candidate, after };
  } catch {
    return void 0;
  }
}
function DocumentTable({
  documents,
  caption
}) {
  return /* @__PURE__ */ jsx("div", { className: "document-table-wrap", children: /* @__PURE__ */ jsxs("table", { className: "data-table document-table", children: [
    /* @__PURE__ */ jsx("caption", { children: caption }),
    /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
      /* @__PURE__ */ jsx("th", { scope: "col", className: "document-table__date", children: "Date" }),
      /* @__PURE__ */ jsx("th", { scope: "col", children: "Description" }),
      /* @__PURE__ */ jsx("th", { scope: "col", className: "document-table__files", children: "Files" })
    ] }) }),
    /* @__PURE__ */ jsx("tbody", { children: documents.map((document2) => /* @__PURE__ */ jsxs("tr", { children: [
      /* @__PURE__ */ jsx("td", { "data-label": "Date", className: "document-table__date", children: document2.date ? /* @__PURE__ */ jsx("time", { dateTime: document2.date, children: formatDate(document2.date) }) : /* @__PURE__ */ jsx("span", { className: "muted", children: "Undated" }) }),
      /* @__PURE__ */ jsx("td", { "data-label": "Description", className: "document-table__description", children: /* @__PURE__ */ jsx(LinkifiedText, { text: document2.description }) }),
      /* @__PURE__ */ jsx("td", { "data-label": "Files", className: "document-table__files", children: /* @__PURE__ */ jsx(DocumentFileLinks, { files: document2.files, date: document2.date }) })
    ] }, document2.key)) })
  ] }) });
}
function SourceUnavailable({ what, retryHref }) {
  return /* @__PURE__ */ jsxs("div", { className: "alert alert--error source-unavailable", role: "alert", children: [
    /* @__PURE__ */ jsxs("h2", { className: "source-unavailable__title", children: [
      "We could not load ",
      what,
      " just now"
    ] }),
    /* @__PURE__ */ jsxs("p", { children: [
      "The system that holds ",
      what,
      " did not answer in time. This is usually over in a minute or two."
    ] }),
    /* @__PURE__ */ jsxs("p", { className: "button-row", children: [
      /* @__PURE__ */ jsx("a", { className: "button button--secondary", href: retryHref, children: "Try again" }),
      /* @__PURE__ */ jsx("a", { href: "/contact", children: "Contact us instead" })
    ] })
  ] });
}
const TEMPLATE_DATA_LIST_PATH = "/api/api/getTemplateDataList";
const TemplateId = { documents: 1, faq: 2, blog: 3, news: 4 };
const Position = {
  document: { date: 4, subCategory: 6, description: 7 },
  faq: { question: 3, answer: 4 },
  blog: { id: 0, title: 3, html: 4, image: 5 },
  news: { title: 3, image: 4, link: 5 }
};
const fileCells = [
  ["Pdf", "pdf"],
  ["LargeSizeFileUrl", "largeFile"],
  ["Image", "image"],
  ["Audio", "audio"],
  ["AudioUrl", "audioLink"],
  ["VideoUrl", "video"]
];
const cellSchema = z.looseObject({
  name: z.string().nullish(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  productdata: z.unknown().optional()
});
const responseSchema = z.looseObject({ records: z.array(z.unknown()) });
function templateRequestBody({ templateID, category, pgSize }) {
  return {
    NumberOfFieldsView: 50,
    // The spec names the date bounds but not their values; empty means "no bound".
    FromDt: "",
    ToDt: "",
    filters: category === void 0 ? {} : { Catagory: category },
    isDownload: false,
    index: 1,
    pgSize,
    templateID
  };
}
async function fetchTemplateRecords(config, request) {
  const json = await erpPostJson(config, TEMPLATE_DATA_LIST_PATH, templateRequestBody(request));
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success)
    throw new ErpError("getTemplateDataList answered without a records list", "malformed");
  const records = [];
  for (const record of parsed.data.records) {
    const cells = z.array(cellSchema).safeParse(record);
    if (cells.success) records.push(cells.data);
  }
  if (records.length < parsed.data.records.length)
    console.warn(
      `[erp] getTemplateDataList template ${request.templateID}: skipped ${parsed.data.records.length - records.length} malformed record(s)`
    );
  return records;
}
function text(cells, position) {
  const value = cells[position]?.value;
  return value === null || value === void 0 ? "" : String(value).trim();
}
function named(cells, name) {
  const cell = cells.find((c) => c.name?.trim().toLowerCase() === name.toLowerCase());
  const value = cell?.value;
  return value === null || value === void 0 ? "" : String(value).trim();
}
function safeHref(value) {
  if (value === "") return void 0;
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : void 0;
  } catch {
    return void 0;
  }
}
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
function parseErpDate(value) {
  const pad = (n) => String(n).padStart(2, "0");
  const valid = (y, m2, d) => {
    const date = new Date(Date.UTC(y, m2 - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m2 - 1 && date.getUTCDate() === d ? `${y}-${pad(m2)}-${pad(d)}` : void 0;
  };
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(value);
  if (m) return valid(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-,]+(\d{4})/.exec(value);
  if (m) {
    const month = MONTHS.indexOf(m[2].toLowerCase()) + 1;
    return month > 0 ? valid(Number(m[3]), month, Number(m[1])) : void 0;
  }
  return void 0;
}
function mapDocumentRecord(cells, index) {
  const description = text(cells, Position.document.description);
  const files = [];
  for (const [cellName, kind] of fileCells) {
    const href = safeHref(named(cells, cellName));
    if (href) files.push({ kind, href });
  }
  if (description === "" && files.length === 0) return void 0;
  return {
    key: `erp-${index}`,
    date: parseErpDate(text(cells, Position.document.date)) ?? "",
    subCategory: text(cells, Position.document.subCategory),
    description,
    files
  };
}
function mapFaqRecord(cells, index) {
  const question = text(cells, Position.faq.question);
  const answer = text(cells, Position.faq.answer);
  if (question === "" || answer === "") return void 0;
  return { id: `erp-${index}`, topic: "", question, answer };
}
function mapBlogRecord(cells) {
  const id = text(cells, Position.blog.id);
  const title = text(cells, Position.blog.title);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id) || title === "") return void 0;
  const imageUrl = safeHref(text(cells, Position.blog.image));
  return {
    id,
    title,
    summary: "",
    bodyHtml: text(cells, Position.blog.html),
    image: imageUrl ? { url: imageUrl } : void 0,
    imageAlt: "",
    publishedOn: ""
  };
}
function mapNewsRecord(cells, index) {
  const title = text(cells, Position.news.title);
  const link = safeHref(text(cells, Position.news.link));
  if (title === "" || !link) return void 0;
  const imageUrl = safeHref(text(cells, Position.news.image));
  return {
    id: `erp-${index}`,
    title,
    summary: "",
    image: imageUrl ? { url: imageUrl } : void 0,
    imageAlt: "",
    linkUrl: link,
    source: "",
    publishedOn: ""
  };
}
function mapAll(records, map) {
  const out = [];
  records.forEach((cells, index) => {
    const value = map(cells, index);
    if (value !== void 0) out.push(value);
  });
  return out;
}
const cache = new TtlCache(6e4);
function cached(key, load) {
  return cache.get(key, load);
}
function listErpDocuments(config, category) {
  return cached(
    `documents:${category}`,
    async () => mapAll(
      await fetchTemplateRecords(config, {
        templateID: TemplateId.documents,
        category,
        pgSize: 100
      }),
      mapDocumentRecord
    )
  );
}
function listErpFaqs(config) {
  return cached(
    "faq",
    async () => mapAll(
      await fetchTemplateRecords(config, {
        templateID: TemplateId.faq,
        // Spec section 7: the FAQ template is requested with this category.
        category: "Stock Exchange Disclosures",
        pgSize: 100
      }),
      mapFaqRecord
    )
  );
}
function listErpBlogPosts(config) {
  return cached(
    "blog",
    async () => mapAll(
      await fetchTemplateRecords(config, { templateID: TemplateId.blog, pgSize: 100 }),
      mapBlogRecord
    )
  );
}
function listErpNews(config) {
  return cached(
    "news",
    async () => mapAll(
      await fetchTemplateRecords(config, { templateID: TemplateId.news, pgSize: 500 }),
      mapNewsRecord
    )
  );
}
const INDIGO = rgb(31 / 255, 58 / 255, 95 / 255);
const TERRACOTTA = rgb(200 / 255, 85 / 255, 61 / 255);
const INK = rgb(29 / 255, 35 / 255, 48 / 255);
function wrap(text2, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text2.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
function winAnsi(text2) {
  return text2.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, "-").replace(/₹/g, "Rs. ").replace(/[^\x20-\x7e\n]/g, "");
}
function drawPage(page, fonts, source, pageNumber, pageCount) {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 90, width, height: 90, color: INDIGO });
  page.drawText(winAnsi(site.legalName), {
    x: 50,
    y: height - 52,
    size: 20,
    font: fonts.bold,
    color: rgb(1, 1, 1)
  });
  page.drawText(winAnsi(`Registered office: ${company.offices[0]?.addressLines.join(", ")}`), {
    x: 50,
    y: height - 74,
    size: 9,
    font: fonts.regular,
    color: rgb(1, 1, 1)
  });
  page.drawRectangle({
    x: 50,
    y: height - 150,
    width: width - 100,
    height: 40,
    borderColor: TERRACOTTA,
    borderWidth: 2
  });
  page.drawText("SAMPLE DOCUMENT", {
    x: 62,
    y: height - 137,
    size: 18,
    font: fonts.bold,
    color: TERRACOTTA
  });
  page.drawText("Fictional company - for demonstration only", {
    x: 260,
    y: height - 135,
    size: 10,
    font: fonts.regular,
    color: TERRACOTTA
  });
  let y = height - 190;
  const write = (text2, size, bold = false) => {
    for (const line of wrap(winAnsi(text2), bold ? fonts.bold : fonts.regular, size, width - 100)) {
      page.drawText(line, { x: 50, y, size, font: bold ? fonts.bold : fonts.regular, color: INK });
      y -= size * 1.45;
    }
    y -= size * 0.6;
  };
  write(source.category, 16, true);
  if (source.subCategory) write(source.subCategory, 12, true);
  write(`Date: ${source.date}`, 11);
  write(source.description, 11);
  if (pageNumber > 1)
    write(
      `Page ${pageNumber} of the full-length version. In the real filing this page would carry the detailed statements, notes and annexures.`,
      11
    );
  write(
    "This file stands in for a statutory filing on the demonstration website of Kamo Paints, a fictional listed paint company. It carries no financial information about any real company.",
    10
  );
  page.drawText(`Page ${pageNumber} of ${pageCount}`, {
    x: width - 120,
    y: 30,
    size: 9,
    font: fonts.regular,
    color: INK
  });
}
async function renderSamplePdf(source, variant) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(winAnsi(`SAMPLE DOCUMENT - ${source.category} - ${source.date}`));
  pdf.setAuthor(site.legalName);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold)
  };
  const pageCount = variant === "largeFile" ? 16 : 1;
  for (let n = 1; n <= pageCount; n++)
    drawPage(pdf.addPage([595.28, 841.89]), fonts, source, n, pageCount);
  return pdf.save({ objectsPerTick: Infinity });
}
function escapeXml$2(text2) {
  return text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function renderSampleImage(source) {
  const lines = wrapPlain(source.description, 52).slice(0, 8);
  const body = lines.map((line, i) => `<text x="40" y="${230 + i * 26}" font-size="18">${escapeXml$2(line)}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480" font-family="Georgia, serif" fill="#1d2330"><rect width="640" height="480" fill="#fbf8f3"/><rect x="12" y="12" width="616" height="456" fill="none" stroke="#1f3a5f" stroke-width="4"/><text x="40" y="70" font-size="28" font-weight="bold" fill="#1f3a5f">${escapeXml$2(site.legalName)}</text><text x="40" y="110" font-size="22" font-weight="bold" fill="#c8553d">SAMPLE DOCUMENT</text><text x="40" y="150" font-size="18" font-weight="bold">${escapeXml$2(source.category)}</text><text x="40" y="180" font-size="16">${escapeXml$2(source.date)}</text>${body}</svg>`;
  return new TextEncoder().encode(svg);
}
function wrapPlain(text2, width) {
  const lines = [];
  let line = "";
  for (const word of text2.split(/\s+/).filter(Boolean)) {
    if ((line + " " + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}
function renderSampleAudio(seconds = 4) {
  const frameLength = 417;
  const frames = Math.ceil(seconds * 44100 / 1152);
  const bytes = new Uint8Array(frameLength * frames);
  for (let i = 0; i < frames; i++) bytes.set([255, 251, 144, 100], i * frameLength);
  return bytes;
}
async function renderSample(source, kind) {
  switch (kind) {
    case "pdf":
    case "largeFile":
      return renderSamplePdf(source, kind);
    case "image":
      return renderSampleImage(source);
    case "audio":
      return renderSampleAudio();
  }
}
const sampleContentType = {
  pdf: "application/pdf",
  largeFile: "application/pdf",
  image: "image/svg+xml",
  audio: "audio/mpeg"
};
function sampleFileName(stem, kind) {
  switch (kind) {
    case "pdf":
      return `${stem}.pdf`;
    case "largeFile":
      return `${stem}-full-version.pdf`;
    case "image":
      return `${stem}-advertisement.svg`;
    case "audio":
      return `${stem}-recording.mp3`;
  }
}
async function listInvestorDocuments(category, database = db()) {
  const erp = erpConfigFromEnv();
  const documents = erp ? await listErpDocuments(erp, category) : (await database.selectFrom("documents").selectAll().where("category", "=", category).orderBy("document_date", "desc").orderBy("id", "desc").execute()).map(toInvestorDocument);
  return sortNewestFirst(documents);
}
async function listRecentDisclosures(limit = 30, database = db()) {
  const erp = erpConfigFromEnv();
  if (erp) {
    const perCategory = await Promise.all(
      documentPages.map(
        async (page) => (await listErpDocuments(erp, page.category)).map((d) => ({
          ...d,
          category: page.category
        }))
      )
    );
    return sortNewestFirst(perCategory.flat()).slice(0, limit);
  }
  const rows = await database.selectFrom("documents").selectAll().orderBy("document_date", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...toInvestorDocument(row), category: row.category }));
}
function sortNewestFirst(documents) {
  return [...documents].sort((a, b) => a.date === b.date ? 0 : a.date < b.date ? 1 : -1);
}
function toInvestorDocument(row) {
  const files = [];
  const own = (kind, bytes) => files.push({
    kind,
    href: `/documents/${row.id}/${sampleFileName(row.file_stem, kind)}`,
    ...bytes ? { bytes } : {}
  });
  const external = (kind, href) => {
    if (href) files.push({ kind, href });
  };
  if (row.has_pdf) own("pdf", row.pdf_bytes);
  else external("pdf", row.pdf_url);
  if (row.has_large_file) own("largeFile", row.large_file_bytes);
  else external("largeFile", row.large_file_url);
  if (row.has_image) own("image", row.image_bytes);
  else external("image", row.image_url);
  if (row.has_audio) own("audio", row.audio_bytes);
  else external("audio", row.audio_url);
  external("audioLink", row.audio_link_url);
  external("video", row.video_url);
  return {
    key: String(row.id),
    date: row.document_date,
    subCategory: row.sub_category,
    description: row.description,
    files
  };
}
const documentFiltersSchema = z.object({
  year: z.string().trim().regex(/^\d{4}-\d{2}$/).refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)), "not a financial year").optional().catch(void 0),
  q: z.string().trim().transform((v) => v.slice(0, 100)).optional().catch(void 0)
});
function parseDocumentFilters(params) {
  const parsed = documentFiltersSchema.parse({
    year: params.get("year") || void 0,
    q: params.get("q") || void 0
  });
  return { year: parsed.year, q: parsed.q || void 0 };
}
function financialYearOf(date) {
  const m = /^(\d{4})-(\d{2})/.exec(date);
  if (!m) return void 0;
  const year = Number(m[1]);
  const start = Number(m[2]) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
function listFinancialYears(documents) {
  const years = /* @__PURE__ */ new Set();
  for (const d of documents) {
    const fy = financialYearOf(d.date);
    if (fy) years.add(fy);
  }
  return [...years].sort().reverse();
}
function filterDocuments(documents, { year, q }) {
  const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return documents.filter((d) => {
    if (year && financialYearOf(d.date) !== year) return false;
    if (words.length === 0) return true;
    const haystack = `${d.description} ${d.subCategory} ${d.date}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
function groupBySubCategory(documents) {
  const groups = /* @__PURE__ */ new Map();
  for (const d of sortNewestFirst(documents)) {
    const name = d.subCategory || "Other documents";
    const list = groups.get(name);
    if (list) list.push(d);
    else groups.set(name, [d]);
  }
  return [...groups].map(([subCategory, list]) => ({ subCategory, documents: list }));
}
const fileCache = /* @__PURE__ */ new Map();
const FILE_CACHE_LIMIT = 64;
async function readDocumentFile(id, fileName, database = db()) {
  if (!/^\d{1,9}$/.test(id)) return void 0;
  const row = await database.selectFrom("documents").selectAll().where("id", "=", Number(id)).executeTakeFirst();
  if (!row) return void 0;
  const available = [
    ["pdf", row.has_pdf],
    ["largeFile", row.has_large_file],
    ["image", row.has_image],
    ["audio", row.has_audio]
  ];
  const kind = available.find(
    ([k, has]) => has === 1 && sampleFileName(row.file_stem, k) === fileName
  )?.[0];
  if (!kind) return void 0;
  const cacheKey = `${row.id}/${fileName}/${row.document_date}/${row.description.length}`;
  let body = fileCache.get(cacheKey);
  if (!body) {
    body = await renderSample(
      {
        category: row.category,
        subCategory: row.sub_category,
        date: row.document_date,
        description: row.description
      },
      kind
    );
    if (fileCache.size >= FILE_CACHE_LIMIT)
      fileCache.delete(fileCache.keys().next().value);
    fileCache.set(cacheKey, body);
  }
  return { body, contentType: sampleContentType[kind], fileName, kind };
}
const LISTING_PAGE_SIZE = 100;
async function loadDocumentListing(category, params, { paginate = true } = {}) {
  const filters = parseDocumentFilters(params);
  try {
    const all = await listInvestorDocuments(category);
    const matching = filterDocuments(all, filters);
    const pageCount = paginate ? Math.max(1, Math.ceil(matching.length / LISTING_PAGE_SIZE)) : 1;
    const requested = Number.parseInt(params.get("page") ?? "1", 10);
    const page = Math.min(pageCount, Math.max(1, Number.isFinite(requested) ? requested : 1));
    return {
      state: "ok",
      filters,
      years: listFinancialYears(all),
      total: all.length,
      matching: matching.length,
      documents: paginate ? matching.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE) : matching,
      pagination: { page, pageCount }
    };
  } catch (error) {
    console.error(`[documents] ${category} unavailable:`, error);
    return {
      state: "unavailable",
      filters,
      years: [],
      total: 0,
      matching: 0,
      documents: [],
      pagination: { page: 1, pageCount: 1 }
    };
  }
}
async function loader$j({
  request
}) {
  const url = new URL(request.url);
  const page = findDocumentPage(url.pathname);
  if (!page || page.layout !== "table") throw data(null, {
    status: 404
  });
  const listing = await loadDocumentListing(page.category, url.searchParams);
  return data({
    page,
    listing,
    retryHref: url.pathname + url.search
  }, listing.state === "ok" ? void 0 : {
    status: 503,
    headers: {
      "Retry-After": "60"
    }
  });
}
const headers$5 = () => sharedPageHeaders(60);
const links$1 = () => [{
  rel: "alternate",
  type: "application/atom+xml",
  href: disclosuresFeedPath,
  title: "Kamo Paints investor disclosures"
}];
const meta$b = (args) => seo(args, {
  title: args.data?.page.title ?? "Investor documents",
  description: args.data?.page.description ?? "Investor documents of Kamo Paints Limited.",
  keywords: args.data?.page.keywords ?? "Kamo Paints, investor documents"
});
const documentListing = UNSAFE_withComponentProps(function DocumentListingPage({
  loaderData
}) {
  const {
    page,
    listing,
    retryHref
  } = loaderData;
  return /* @__PURE__ */ jsx(InvestorPage, {
    path: page.path,
    title: page.title,
    lead: page.description,
    children: listing.state === "unavailable" ? /* @__PURE__ */ jsx(SourceUnavailable, {
      what: page.shortTitle.toLowerCase(),
      retryHref
    }) : /* @__PURE__ */ jsxs(Fragment, {
      children: [/* @__PURE__ */ jsx(DocumentFilters, {
        path: page.path,
        filters: listing.filters,
        years: listing.years,
        shown: listing.matching,
        total: listing.total
      }), listing.documents.length > 0 ? /* @__PURE__ */ jsxs(Fragment, {
        children: [/* @__PURE__ */ jsx(DocumentTable, {
          documents: listing.documents,
          caption: tableCaption(page.title, listing.documents.length, listing.pagination)
        }), /* @__PURE__ */ jsx(DocumentPagination, {
          path: page.path,
          filters: listing.filters,
          pagination: listing.pagination
        })]
      }) : /* @__PURE__ */ jsx(DocumentEmpty, {
        path: page.path,
        filtered: listing.total > 0
      })]
    })
  });
});
function tableCaption(title, rows, {
  page,
  pageCount
}) {
  const count = `${rows} ${rows === 1 ? "document" : "documents"}`;
  return pageCount > 1 ? `${title}: ${count}, newest first (page ${page} of ${pageCount})` : `${title}: ${count}, newest first`;
}
const route59 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: documentListing,
  headers: headers$5,
  links: links$1,
  loader: loader$j,
  meta: meta$b
}, Symbol.toStringTag, { value: "Module" }));
function DocumentGroups({ groups, open }) {
  return /* @__PURE__ */ jsx("div", { className: "document-groups", children: groups.map((group) => /* @__PURE__ */ jsxs("details", { className: "document-group", open: open || void 0, children: [
    /* @__PURE__ */ jsxs("summary", { className: "document-group__summary", children: [
      /* @__PURE__ */ jsx("span", { className: "document-group__title", children: group.subCategory }),
      /* @__PURE__ */ jsxs("span", { className: "document-group__count", children: [
        group.documents.length,
        " ",
        group.documents.length === 1 ? "document" : "documents"
      ] })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "document-group__body", children: /* @__PURE__ */ jsx(
      DocumentTable,
      {
        documents: group.documents,
        caption: `${group.subCategory}, newest first`
      }
    ) })
  ] }, group.subCategory)) });
}
function PanKycNotice() {
  return /* @__PURE__ */ jsxs("details", { className: "document-group pan-kyc", id: "pan-kyc-nomination", children: [
    /* @__PURE__ */ jsxs("summary", { className: "document-group__summary", children: [
      /* @__PURE__ */ jsx("span", { className: "document-group__title", children: panKycNotice.heading }),
      /* @__PURE__ */ jsx("span", { className: "document-group__count", children: "SEBI circular, 16 March 2023" })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "document-group__body pan-kyc__body prose", children: [
      panKycNotice.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 40))),
      /* @__PURE__ */ jsx("p", { className: "pan-kyc__subhead", children: /* @__PURE__ */ jsx("strong", { children: "What to furnish" }) }),
      /* @__PURE__ */ jsx("ol", { className: "pan-kyc__list", children: panKycNotice.requirements.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item)) }),
      /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsxs("a", { href: panKycNotice.circular.href, target: "_blank", rel: "noopener noreferrer", children: [
        panKycNotice.circular.label,
        /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " (opens in a new tab)" })
      ] }) })
    ] })
  ] });
}
async function loader$i({
  request
}) {
  const url = new URL(request.url);
  const page = findDocumentPage(url.pathname);
  if (!page || page.layout !== "groups") throw data(null, {
    status: 404
  });
  const listing = await loadDocumentListing(page.category, url.searchParams, {
    paginate: false
  });
  return data({
    page,
    listing,
    groups: groupBySubCategory(listing.documents),
    retryHref: url.pathname + url.search
  }, listing.state === "ok" ? void 0 : {
    status: 503,
    headers: {
      "Retry-After": "60"
    }
  });
}
const headers$4 = () => sharedPageHeaders(60);
const links = () => [{
  rel: "alternate",
  type: "application/atom+xml",
  href: disclosuresFeedPath,
  title: "Kamo Paints investor disclosures"
}];
const meta$a = (args) => seo(args, {
  title: args.data?.page.title ?? "Investor documents",
  description: args.data?.page.description ?? "Investor documents of Kamo Paints Limited.",
  keywords: args.data?.page.keywords ?? "Kamo Paints, investor documents"
});
const documentGroups = UNSAFE_withComponentProps(function DocumentGroupsPage({
  loaderData
}) {
  const {
    page,
    listing,
    groups,
    retryHref
  } = loaderData;
  const filtered = Boolean(listing.filters.year || listing.filters.q);
  return /* @__PURE__ */ jsxs(InvestorPage, {
    path: page.path,
    title: page.title,
    lead: page.description,
    children: [page.path === "/notice-to-shareholders" ? /* @__PURE__ */ jsx(PanKycNotice, {}) : null, listing.state === "unavailable" ? /* @__PURE__ */ jsx(SourceUnavailable, {
      what: page.shortTitle.toLowerCase(),
      retryHref
    }) : /* @__PURE__ */ jsxs(Fragment, {
      children: [/* @__PURE__ */ jsx(DocumentFilters, {
        path: page.path,
        filters: listing.filters,
        years: listing.years,
        shown: listing.matching,
        total: listing.total
      }), groups.length > 0 ? /* @__PURE__ */ jsx(DocumentGroups, {
        groups,
        open: filtered
      }) : /* @__PURE__ */ jsx(DocumentEmpty, {
        path: page.path,
        filtered: listing.total > 0
      })]
    })]
  });
});
const route62 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: documentGroups,
  headers: headers$4,
  links,
  loader: loader$i,
  meta: meta$a
}, Symbol.toStringTag, { value: "Module" }));
async function loader$h({
  params
}) {
  const file = await readDocumentFile(params.id, params.fileName);
  if (!file) return new Response("No such document file.\n", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8"
    }
  });
  const disposition = file.kind === "image" ? "attachment" : "inline";
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Content-Disposition": `${disposition}; filename="${file.fileName}"`,
      // The bytes for an id and name never change; a corrected filing gets a new record.
      "Cache-Control": "public, max-age=86400",
      // Our own SVG must never run as a page if someone opens it directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox"
    }
  });
}
const route63 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$h
}, Symbol.toStringTag, { value: "Module" }));
async function loader$g() {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  let documents;
  try {
    documents = await listRecentDisclosures(30);
  } catch (error) {
    console.error("[documents] feed unavailable:", error);
    return new Response("The disclosures feed is unavailable just now. Please try again.\n", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "60"
      }
    });
  }
  const updated = documents[0]?.date ? `${documents[0].date}T00:00:00Z` : "2023-01-01T00:00:00Z";
  const entries = documents.map((d) => {
    const page = pathOfCategory(d.category) ?? "/investor-zone";
    const file = d.files.find((f2) => f2.kind === "pdf") ?? d.files[0];
    const link = file ? absolute(origin, file.href) : `${origin}${page}`;
    const when = d.date ? `${d.date}T00:00:00Z` : updated;
    return `  <entry>
    <id>${escapeXml$1(`${origin}${page}#${d.key}`)}</id>
    <title>${escapeXml$1(`${d.category}: ${truncate(d.description, 110)}`)}</title>
    <updated>${when}</updated>
    <link rel="alternate" href="${escapeXml$1(link)}"/>
    <category term="${escapeXml$1(d.category)}"/>
    <summary>${escapeXml$1(d.description)}</summary>
  </entry>`;
  }).join("\n");
  const body = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml$1(`${origin}/investors/disclosures.atom`)}</id>
  <title>${escapeXml$1(`${site.legalName}: investor disclosures`)}</title>
  <subtitle>Newest filings and documents for shareholders</subtitle>
  <updated>${updated}</updated>
  <author><name>${escapeXml$1(site.legalName)}</name></author>
  <link rel="self" href="${escapeXml$1(`${origin}/investors/disclosures.atom`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml$1(`${origin}/investor-zone`)}"/>
${entries}
</feed>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300"
    }
  });
}
function absolute(origin, href) {
  return href.startsWith("/") ? `${origin}${href}` : href;
}
function truncate(text2, length) {
  return text2.length <= length ? text2 : `${text2.slice(0, length - 1).trimEnd()}…`;
}
function escapeXml$1(text2) {
  return text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
const route64 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$g
}, Symbol.toStringTag, { value: "Module" }));
const querySchema = z.object({
  src: z.string().max(500).refine((v) => /^\/documents\/\d+\/[A-Za-z0-9._-]+$/.test(v) || isHttpsUrl(v)),
  title: z.string().max(200).default("Audio recording")
});
function isHttpsUrl(value) {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
function escapeHtml(text2) {
  return text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
function loader$f({
  request
}) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse({
    src: url.searchParams.get("src") ?? "",
    title: url.searchParams.get("title") ?? void 0
  });
  if (!parsed.success) return new Response("This audio link is not valid.\n", {
    status: 400,
    headers: {
      "Content-Type": "text/plain; charset=utf-8"
    }
  });
  const src = escapeHtml(parsed.data.src);
  const title = escapeHtml(parsed.data.title);
  const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Kamo Paints</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fbf8f3;color:#1d2330}
main{padding:1.25rem;max-width:32rem;margin:0 auto}
p.brand{margin:0 0 .25rem;font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#a23e28}
h1{margin:0 0 1rem;font-size:1.15rem;line-height:1.35;color:#1f3a5f}
audio{width:100%}
a{color:#2f5a8f}
p.note{font-size:.85rem;color:#3e4656}
</style>
</head>
<body>
<main>
<p class="brand">Kamo Paints Investor Relations</p>
<h1>${title}</h1>
<audio controls autoplay preload="auto"><source src="${src}" type="audio/mpeg">Your browser cannot play this recording. <a href="${src}">Download the recording</a>.</audio>
<p class="note">If nothing plays, <a href="${src}">download the recording</a>. Close this window when you are done.</p>
</main>
</body>
</html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      // No scripts at all on this page; only its own style block and the recording.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; media-src 'self' https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "X-Robots-Tag": "noindex"
    }
  });
}
const route65 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$f
}, Symbol.toStringTag, { value: "Module" }));
function ContentPicture({
  image,
  alt,
  fallback,
  sizes,
  priority,
  className
}) {
  if (image && "url" in image && image.url.startsWith("/"))
    return /* @__PURE__ */ jsx(
      "img",
      {
        className,
        src: image.url,
        alt,
        loading: priority ? "eager" : "lazy",
        decoding: "async"
      }
    );
  const name = image && "artwork" in image && hasArtwork(image.artwork) ? image.artwork : fallback;
  return /* @__PURE__ */ jsx(
    ResponsiveImage,
    {
      name,
      alt: image && "artwork" in image ? alt : "",
      sizes,
      priority,
      className
    }
  );
}
function BlogCard({ post, headingLevel = 2 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog-details/${encodeURIComponent(post.id)}`;
  return /* @__PURE__ */ jsxs("article", { className: "card content-card blog-card", children: [
    /* @__PURE__ */ jsx("div", { className: "card-media content-card__media", children: /* @__PURE__ */ jsx(
      ContentPicture,
      {
        image: post.image,
        alt: post.imageAlt,
        fallback: "blog-finishes",
        sizes: "(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
      }
    ) }),
    post.publishedOn ? /* @__PURE__ */ jsx("p", { className: "content-card__meta", children: /* @__PURE__ */ jsx("time", { dateTime: post.publishedOn, children: formatDate(post.publishedOn, "long") }) }) : null,
    /* @__PURE__ */ jsx(Heading, { className: "content-card__title", children: post.title }),
    post.summary ? /* @__PURE__ */ jsx("p", { className: "content-card__summary", children: post.summary }) : null,
    /* @__PURE__ */ jsx("p", { className: "content-card__action", children: /* @__PURE__ */ jsxs("a", { className: "button button--ghost button--small", href, children: [
      "More Info",
      /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
        ": ",
        post.title
      ] })
    ] }) })
  ] });
}
function ContentIntro({
  eyebrow,
  title,
  lead
}) {
  return /* @__PURE__ */ jsx("header", { className: "content-intro", children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
    /* @__PURE__ */ jsx("p", { className: "eyebrow", children: eyebrow }),
    /* @__PURE__ */ jsx("h1", { className: "content-intro__title", children: title }),
    /* @__PURE__ */ jsx("p", { className: "content-intro__lead", children: lead })
  ] }) });
}
async function loadPosts(database) {
  const erp = erpConfigFromEnv();
  if (erp) return listErpBlogPosts(erp);
  const rows = await database.selectFrom("blog_posts").selectAll().orderBy("published_on", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    image: { artwork: row.image },
    imageAlt: row.image_alt,
    publishedOn: row.published_on
  }));
}
async function listBlogPosts(database = db()) {
  return (await loadPosts(database)).map(({ bodyHtml: _body, ...card }) => card);
}
function isPlausibleBlogId(id) {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}
async function getBlogPost(id, database = db()) {
  if (!isPlausibleBlogId(id)) return void 0;
  const posts = await loadPosts(database);
  const post = posts.find((p) => p.id === id);
  if (!post) return void 0;
  return {
    post: { ...post, bodyHtml: sanitizeRichText(post.bodyHtml) },
    others: posts.filter((p) => p.id !== id).map(({ bodyHtml: _body, ...card }) => card)
  };
}
async function listBlogPaths(database = db()) {
  return (await loadPosts(database)).map((p) => `/blog-details/${encodeURIComponent(p.id)}`);
}
async function loader$e() {
  try {
    return {
      posts: await listBlogPosts(),
      unavailable: false
    };
  } catch (error) {
    console.error("[blog] unavailable:", error);
    return data({
      posts: [],
      unavailable: true
    }, {
      status: 503,
      headers: {
        "Retry-After": "60"
      }
    });
  }
}
const headers$3 = () => sharedPageHeaders(60);
const meta$9 = (args) => seo(args, {
  title: "Blog: painting tips and colour ideas",
  description: "Practical advice from Kamo Paints on exterior painting before the monsoon, choosing finishes, estimating paint, damp walls and festive colour ideas.",
  keywords: "Kamo Paints blog, painting tips, colour ideas, exterior paint monsoon, damp walls"
});
const blog = UNSAFE_withComponentProps(function Blog({
  loaderData
}) {
  const {
    posts,
    unavailable: unavailable2
  } = loaderData;
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(ContentIntro, {
      eyebrow: "Kamo Paints blog",
      title: "Painting tips and colour ideas",
      lead: "Advice from our colour consultants and technical team: how to prepare walls, choose a finish and keep paint looking new through Indian summers and monsoons."
    }), /* @__PURE__ */ jsx("section", {
      className: "section content-section",
      "aria-label": "Blog posts",
      children: /* @__PURE__ */ jsx("div", {
        className: "container",
        children: unavailable2 ? /* @__PURE__ */ jsx(SourceUnavailable, {
          what: "the blog",
          retryHref: "/blog"
        }) : posts.length === 0 ? /* @__PURE__ */ jsx("p", {
          className: "content-empty",
          children: "No posts yet. Please check back soon."
        }) : /* @__PURE__ */ jsx("ul", {
          className: "content-grid",
          children: posts.map((post) => /* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsx(BlogCard, {
              post
            })
          }, post.id))
        })
      })
    })]
  });
});
const route66 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: blog,
  headers: headers$3,
  loader: loader$e,
  meta: meta$9
}, Symbol.toStringTag, { value: "Module" }));
async function loader$d({
  params
}) {
  if (!isPlausibleBlogId(params.id)) throw data(null, {
    status: 404
  });
  let found;
  try {
    found = await getBlogPost(params.id);
  } catch (error) {
    console.error("[blog] unavailable:", error);
    return data({
      state: "unavailable",
      retryHref: `/blog-details/${params.id}`
    }, {
      status: 503,
      headers: {
        "Retry-After": "60"
      }
    });
  }
  if (!found) throw data(null, {
    status: 404
  });
  return {
    state: "ok",
    ...found
  };
}
const headers$2 = () => sharedPageHeaders(60);
const meta$8 = (args) => {
  const post = args.data?.state === "ok" ? args.data.post : void 0;
  return seo(args, {
    title: post?.title ?? "Blog",
    description: post?.summary || "An article from the Kamo Paints blog.",
    keywords: "Kamo Paints blog, painting tips"
  });
};
const blogDetails = UNSAFE_withComponentProps(function BlogDetails({
  loaderData
}) {
  if (loaderData.state === "unavailable") return /* @__PURE__ */ jsx("section", {
    className: "section",
    children: /* @__PURE__ */ jsxs("div", {
      className: "container",
      children: [/* @__PURE__ */ jsx("h1", {
        children: "Blog"
      }), /* @__PURE__ */ jsx(SourceUnavailable, {
        what: "this article",
        retryHref: loaderData.retryHref
      })]
    })
  });
  const {
    post,
    others
  } = loaderData;
  return /* @__PURE__ */ jsx("div", {
    className: "section blog-article-section",
    children: /* @__PURE__ */ jsxs("div", {
      className: "container blog-layout",
      children: [/* @__PURE__ */ jsxs("article", {
        className: "blog-article",
        children: [/* @__PURE__ */ jsx("p", {
          className: "eyebrow",
          children: /* @__PURE__ */ jsx("a", {
            href: "/blog",
            children: "Kamo Paints blog"
          })
        }), /* @__PURE__ */ jsx("h1", {
          className: "blog-article__title",
          children: post.title
        }), post.publishedOn ? /* @__PURE__ */ jsxs("p", {
          className: "blog-article__meta",
          children: ["Published", " ", /* @__PURE__ */ jsx("time", {
            dateTime: post.publishedOn,
            children: formatDate(post.publishedOn, "long")
          })]
        }) : null, /* @__PURE__ */ jsx(ContentPicture, {
          image: post.image,
          alt: post.imageAlt,
          fallback: "blog-finishes",
          sizes: "(min-width: 992px) 720px, 100vw",
          priority: true,
          className: "blog-article__image"
        }), /* @__PURE__ */ jsx("div", {
          className: "prose blog-article__body",
          dangerouslySetInnerHTML: {
            __html: post.bodyHtml
          }
        })]
      }), /* @__PURE__ */ jsxs("aside", {
        className: "blog-others",
        "aria-labelledby": "other-blogs",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "other-blogs",
          className: "blog-others__title",
          children: "Other Blogs"
        }), /* @__PURE__ */ jsx("ul", {
          children: others.map((other) => /* @__PURE__ */ jsxs("li", {
            children: [/* @__PURE__ */ jsx("a", {
              href: `/blog-details/${encodeURIComponent(other.id)}`,
              children: other.title
            }), other.publishedOn ? /* @__PURE__ */ jsx("time", {
              dateTime: other.publishedOn,
              children: formatDate(other.publishedOn, "long")
            }) : null]
          }, other.id))
        })]
      })]
    })
  });
});
const route67 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: blogDetails,
  headers: headers$2,
  loader: loader$d,
  meta: meta$8
}, Symbol.toStringTag, { value: "Module" }));
function NewsCard({ item }) {
  return /* @__PURE__ */ jsxs("article", { className: "card card--link content-card news-card", children: [
    /* @__PURE__ */ jsx("div", { className: "card-media content-card__media", children: /* @__PURE__ */ jsx(
      ContentPicture,
      {
        image: item.image,
        alt: item.imageAlt,
        fallback: "news-network",
        sizes: "(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
      }
    ) }),
    /* @__PURE__ */ jsxs("p", { className: "content-card__meta", children: [
      item.source ? /* @__PURE__ */ jsx("span", { children: item.source }) : null,
      item.source && item.publishedOn ? /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: " · " }) : null,
      item.publishedOn ? /* @__PURE__ */ jsx("time", { dateTime: item.publishedOn, children: formatDate(item.publishedOn, "long") }) : null
    ] }),
    /* @__PURE__ */ jsx("h2", { className: "content-card__title", children: /* @__PURE__ */ jsxs("a", { href: item.linkUrl, target: "_blank", rel: "noopener noreferrer", children: [
      item.title,
      /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " (opens in a new tab)" })
    ] }) }),
    item.summary ? /* @__PURE__ */ jsx("p", { className: "content-card__summary", children: item.summary }) : null
  ] });
}
async function listNews(database = db()) {
  const erp = erpConfigFromEnv();
  if (erp) return listErpNews(erp);
  const rows = await database.selectFrom("news_items").selectAll().orderBy("published_on", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    image: { artwork: row.image },
    imageAlt: row.image_alt,
    linkUrl: row.link_url,
    source: row.source,
    publishedOn: row.published_on
  }));
}
async function loader$c() {
  try {
    return {
      items: await listNews(),
      unavailable: false
    };
  } catch (error) {
    console.error("[news] unavailable:", error);
    return data({
      items: [],
      unavailable: true
    }, {
      status: 503,
      headers: {
        "Retry-After": "60"
      }
    });
  }
}
const headers$1 = () => sharedPageHeaders(60);
const meta$7 = (args) => seo(args, {
  title: "News",
  description: "Kamo Paints in the news: new plants, dealer network milestones, awards, painter skilling camps and CSR.",
  keywords: "Kamo Paints news, paint company news India, press coverage"
});
const news = UNSAFE_withComponentProps(function News({
  loaderData
}) {
  const {
    items,
    unavailable: unavailable2
  } = loaderData;
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(ContentIntro, {
      eyebrow: "In the news",
      title: "News",
      lead: "Stories about Kamo Paints from newspapers and trade magazines. Each story opens on the publisher's website in a new tab."
    }), /* @__PURE__ */ jsx("section", {
      className: "section content-section",
      "aria-label": "News stories",
      children: /* @__PURE__ */ jsx("div", {
        className: "container",
        children: unavailable2 ? /* @__PURE__ */ jsx(SourceUnavailable, {
          what: "the news",
          retryHref: "/news"
        }) : items.length === 0 ? /* @__PURE__ */ jsx("p", {
          className: "content-empty",
          children: "No news yet. Please check back soon."
        }) : /* @__PURE__ */ jsx("ul", {
          className: "content-grid",
          children: items.map((item) => /* @__PURE__ */ jsx("li", {
            children: /* @__PURE__ */ jsx(NewsCard, {
              item
            })
          }, item.id))
        })
      })
    })]
  });
});
const route68 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: news,
  headers: headers$1,
  loader: loader$c,
  meta: meta$7
}, Symbol.toStringTag, { value: "Module" }));
const subscribeNever = () => () => {
};
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false
  );
}
function FaqAccordion({ topics }) {
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState(null);
  const root2 = useRef(null);
  const baseId = useId();
  function moveFocus(event) {
    const buttons = Array.from(
      root2.current?.querySelectorAll("button.faq-item__button") ?? []
    );
    const index = buttons.indexOf(event.currentTarget);
    const target = event.key === "ArrowDown" ? buttons[(index + 1) % buttons.length] : event.key === "ArrowUp" ? buttons[(index - 1 + buttons.length) % buttons.length] : event.key === "Home" ? buttons[0] : event.key === "End" ? buttons[buttons.length - 1] : void 0;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return /* @__PURE__ */ jsx("div", { className: "faq", ref: root2, children: topics.map((topic, t) => /* @__PURE__ */ jsxs(
    "section",
    {
      className: "faq-topic",
      "aria-labelledby": topic.topic ? `${baseId}-topic-${t}` : void 0,
      children: [
        topic.topic ? /* @__PURE__ */ jsx("h2", { id: `${baseId}-topic-${t}`, className: "faq-topic__title", children: topic.topic }) : null,
        topic.entries.map((entry2) => {
          const buttonId = `${baseId}-q-${entry2.id}`;
          const panelId = `${baseId}-a-${entry2.id}`;
          const open = !hydrated || openId === entry2.id;
          return /* @__PURE__ */ jsxs("div", { className: `faq-item${open ? " is-open" : ""}`, children: [
            /* @__PURE__ */ jsx("h3", { className: "faq-item__heading", children: hydrated ? /* @__PURE__ */ jsxs(
              "button",
              {
                type: "button",
                id: buttonId,
                className: "faq-item__button",
                "aria-expanded": open,
                "aria-controls": panelId,
                onClick: () => setOpenId(open ? null : entry2.id),
                onKeyDown: moveFocus,
                children: [
                  /* @__PURE__ */ jsx("span", { children: entry2.question }),
                  /* @__PURE__ */ jsx(
                    "svg",
                    {
                      className: "faq-item__chevron",
                      viewBox: "0 0 24 24",
                      "aria-hidden": "true",
                      focusable: "false",
                      children: /* @__PURE__ */ jsx(
                        "path",
                        {
                          d: "M6 9l6 6 6-6",
                          fill: "none",
                          stroke: "currentColor",
                          strokeWidth: "2",
                          strokeLinecap: "round",
                          strokeLinejoin: "round"
                        }
                      )
                    }
                  )
                ]
              }
            ) : /* @__PURE__ */ jsx("span", { className: "faq-item__question", children: entry2.question }) }),
            /* @__PURE__ */ jsx(
              "div",
              {
                id: panelId,
                className: "faq-item__panel",
                inert: hydrated && !open ? true : void 0,
                children: /* @__PURE__ */ jsx("div", { className: "faq-item__answer", children: entry2.answer.split(/\n\s*\n/).map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 30))) })
              }
            )
          ] }, entry2.id);
        })
      ]
    },
    topic.topic || t
  )) });
}
async function listFaqs(database = db()) {
  const erp = erpConfigFromEnv();
  if (erp) return listErpFaqs(erp);
  const rows = await database.selectFrom("faqs").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map((row) => ({
    id: String(row.id),
    topic: row.topic,
    question: row.question,
    answer: row.answer
  }));
}
function groupFaqsByTopic(entries) {
  const topics = /* @__PURE__ */ new Map();
  for (const entry2 of entries) {
    const list = topics.get(entry2.topic);
    if (list) list.push(entry2);
    else topics.set(entry2.topic, [entry2]);
  }
  return [...topics].map(([topic, list]) => ({ topic, entries: list }));
}
async function loader$b() {
  try {
    return {
      topics: groupFaqsByTopic(await listFaqs()),
      unavailable: false
    };
  } catch (error) {
    console.error("[faq] unavailable:", error);
    return data({
      topics: [],
      unavailable: true
    }, {
      status: 503,
      headers: {
        "Retry-After": "60"
      }
    });
  }
}
const headers = () => sharedPageHeaders(60);
const meta$6 = (args) => seo(args, {
  title: "Frequently asked questions",
  description: "Answers about Kamo Paints products, becoming a dealer, paint warranties and our shares: what to use on damp walls, how to claim a warranty, how to update KYC for physical shares.",
  keywords: "Kamo Paints FAQ, paint warranty, become a paint dealer, shareholder questions"
});
const faq = UNSAFE_withComponentProps(function Faq({
  loaderData
}) {
  const {
    topics,
    unavailable: unavailable2
  } = loaderData;
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(ContentIntro, {
      eyebrow: "Help",
      title: "Frequently asked questions",
      lead: "Quick answers about our paints, dealerships, warranties and shares. Can't find yours? Call us toll-free or write to us from the contact page."
    }), /* @__PURE__ */ jsx("section", {
      className: "section content-section",
      "aria-label": "Questions and answers",
      children: /* @__PURE__ */ jsx("div", {
        className: "container narrow",
        children: unavailable2 ? /* @__PURE__ */ jsx(SourceUnavailable, {
          what: "the questions and answers",
          retryHref: "/faq"
        }) : topics.length === 0 ? /* @__PURE__ */ jsx("p", {
          className: "content-empty",
          children: "No questions yet. Please check back soon."
        }) : /* @__PURE__ */ jsx(FaqAccordion, {
          topics
        })
      })
    })]
  });
});
const route69 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: faq,
  headers,
  loader: loader$b,
  meta: meta$6
}, Symbol.toStringTag, { value: "Module" }));
const content$3 = leadPages.dealer;
const meta$5 = (args) => seo(args, {
  title: content$3.title,
  description: content$3.description,
  keywords: content$3.keywords
});
function loader$a() {
  return {
    session: createFormSession("dealer")
  };
}
function action$5({
  request
}) {
  return handleLeadSubmission(request, "dealer");
}
const dealer = UNSAFE_withComponentProps(function DealerApplication({
  loaderData
}) {
  const result = useActionData();
  return /* @__PURE__ */ jsx(LeadFormPage, {
    content: content$3,
    children: /* @__PURE__ */ jsx(LeadForm, {
      form: "dealer",
      action: "/dealer",
      session: loaderData.session,
      result
    })
  });
});
const route70 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$5,
  default: dealer,
  loader: loader$a,
  meta: meta$5
}, Symbol.toStringTag, { value: "Module" }));
const content$2 = leadPages.distributor;
const meta$4 = (args) => seo(args, {
  title: content$2.title,
  description: content$2.description,
  keywords: content$2.keywords
});
function loader$9() {
  return {
    session: createFormSession("distributor")
  };
}
function action$4({
  request
}) {
  return handleLeadSubmission(request, "distributor");
}
const distributor = UNSAFE_withComponentProps(function DistributorApplication({
  loaderData
}) {
  const result = useActionData();
  return /* @__PURE__ */ jsx(LeadFormPage, {
    content: content$2,
    children: /* @__PURE__ */ jsx(LeadForm, {
      form: "distributor",
      action: "/distributor",
      session: loaderData.session,
      result
    })
  });
});
const route71 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$4,
  default: distributor,
  loader: loader$9,
  meta: meta$4
}, Symbol.toStringTag, { value: "Module" }));
const content$1 = leadPages.contractor;
const meta$3 = (args) => seo(args, {
  title: content$1.title,
  description: content$1.description,
  keywords: content$1.keywords
});
function variantOf(request) {
  return new URL(request.url).searchParams.get("variant") === "short" ? "contractor-short" : "contractor";
}
function loader$8({
  request
}) {
  const form = variantOf(request);
  return {
    form,
    session: createFormSession(form)
  };
}
function action$3({
  request
}) {
  return handleLeadSubmission(request, variantOf(request));
}
const contractor = UNSAFE_withComponentProps(function ContractorApplication({
  loaderData
}) {
  const result = useActionData();
  const {
    form,
    session
  } = loaderData;
  const tabs = /* @__PURE__ */ jsxs("nav", {
    className: "lead-variant-tabs",
    "aria-label": "Choose a form",
    children: [/* @__PURE__ */ jsx("a", {
      href: "/contractor",
      "aria-current": form === "contractor" ? "page" : void 0,
      children: "Full opening form"
    }), /* @__PURE__ */ jsx("a", {
      href: "/contractor?variant=short",
      "aria-current": form === "contractor-short" ? "page" : void 0,
      children: "Quick registration"
    })]
  });
  return /* @__PURE__ */ jsxs(LeadFormPage, {
    content: content$1,
    beforeForm: tabs,
    children: [/* @__PURE__ */ jsx("p", {
      className: "lead-variant-note",
      children: form === "contractor" ? "The full opening form: fill it in once and your depot can open your applicator account straight away." : "In a hurry? Give us your date of birth, mobile and TIN; the rest can follow when our sales officer calls."
    }), /* @__PURE__ */ jsx(LeadForm, {
      form,
      action: form === "contractor" ? "/contractor" : "/contractor?variant=short",
      session,
      result
    }, form)]
  });
});
const route72 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$3,
  default: contractor,
  loader: loader$8,
  meta: meta$3
}, Symbol.toStringTag, { value: "Module" }));
const content = leadPages.vendor;
const meta$2 = (args) => seo(args, {
  title: content.title,
  description: content.description,
  keywords: content.keywords
});
function loader$7() {
  return {
    session: createFormSession("vendor")
  };
}
function action$2({
  request
}) {
  return handleLeadSubmission(request, "vendor");
}
const vendor = UNSAFE_withComponentProps(function VendorApplication({
  loaderData
}) {
  const result = useActionData();
  return /* @__PURE__ */ jsx(LeadFormPage, {
    content,
    children: /* @__PURE__ */ jsx(LeadForm, {
      form: "vendor",
      action: "/vendor",
      session: loaderData.session,
      result
    })
  });
});
const route73 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$2,
  default: vendor,
  loader: loader$7,
  meta: meta$2
}, Symbol.toStringTag, { value: "Module" }));
const embedded = ["quick-contact", "lets-talk"];
const ownPages = {
  consultation: "/consultation",
  dealer: "/dealer",
  distributor: "/distributor",
  contractor: "/contractor",
  "contractor-short": "/contractor?variant=short",
  vendor: "/vendor"
};
function formOf(params) {
  return embedded.find((f2) => f2 === params.form);
}
const meta$1 = (args) => {
  const form = formOf(args.params) ?? "quick-contact";
  const content2 = leadPages[form];
  return seo(args, {
    title: content2.title,
    description: content2.description,
    keywords: content2.keywords,
    noindex: true
  });
};
function loader$6({
  params
}) {
  const form = formOf(params);
  if (!form) {
    const page = params.form ? ownPages[params.form] : void 0;
    if (page) throw redirect(page);
    throw data(null, {
      status: 404
    });
  }
  return {
    form,
    session: createFormSession(form)
  };
}
function action$1({
  request,
  params
}) {
  const form = formOf(params);
  if (!form) {
    const page = params.form ? ownPages[params.form] : void 0;
    if (page) throw redirect(page, 307);
    throw data(null, {
      status: 404
    });
  }
  return handleLeadSubmission(request, form);
}
const leadForm = UNSAFE_withComponentProps(function EmbeddedLeadForm({
  loaderData
}) {
  const result = useActionData();
  const {
    form,
    session
  } = loaderData;
  return /* @__PURE__ */ jsx(LeadFormPage, {
    content: leadPages[form],
    children: form === "quick-contact" ? /* @__PURE__ */ jsx(QuickContactForm, {
      session,
      result
    }) : /* @__PURE__ */ jsx(LetsTalkForm, {
      session,
      result
    })
  });
});
const route74 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$1,
  default: leadForm,
  loader: loader$6,
  meta: meta$1
}, Symbol.toStringTag, { value: "Module" }));
function loader$5({
  params
}) {
  if (!isLeadFormId(params.form)) throw data(null, {
    status: 404
  });
  return data({
    session: createFormSession(params.form)
  }, {
    headers: {
      "Cache-Control": "no-store"
    }
  });
}
function action() {
  throw data(null, {
    status: 405,
    headers: {
      Allow: "GET"
    }
  });
}
const route75 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action,
  loader: loader$5
}, Symbol.toStringTag, { value: "Module" }));
async function loader$4() {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  const blogPaths = await listBlogPaths().catch((error) => {
    console.error("[blog] sitemap entries unavailable:", error);
    return [];
  });
  const urls = [...listPublicPaths(), ...await listCatalogueSitemapPaths(), ...blogPaths].map((path2) => `  <url><loc>${escapeXml(origin + path2)}</loc></url>`).join("\n");
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
function escapeXml(text2) {
  return text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
const route76 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
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
const route77 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
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
const route78 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
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
  return /* @__PURE__ */ jsx(NotFoundMessage, {});
});
const route79 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: notFound,
  loader: loader$1,
  meta
}, Symbol.toStringTag, { value: "Module" }));
function loader() {
  return redirect("/not-found", 302);
}
const route80 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader
}, Symbol.toStringTag, { value: "Module" }));
const serverManifest = { "entry": { "module": "/assets/entry.client-DqL_qqSC.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js"], "css": [] }, "routes": { "root": { "id": "root", "parentId": void 0, "path": "", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/root-D6VWVIJo.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationForm-Cjaqzpfs.js", "/assets/NotFoundMessage-oVLc1yfG.js", "/assets/site-CYvTy_eh.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/schemas-BlCXNYb6.js", "/assets/ResponsiveImage-CnW2qbtq.js"], "css": ["/assets/root-DoeV-N_-.css", "/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/home": { "id": "routes/home", "parentId": "root", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-C2cigpq9.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/OfficeCard-X-pjsRmy.js", "/assets/QuickContactForm-DM0WDN35.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/company-CxM4cNC5.js", "/assets/seo-DABCDHMU.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/schemas-BlCXNYb6.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css", "/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/about": { "id": "routes/about", "parentId": "root", "path": "about", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/about-DZES98M7.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/PageIntro-DUQjl_pI.js", "/assets/TableOfContents-CqOQcDi8.js", "/assets/company-CxM4cNC5.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/contact": { "id": "routes/contact", "parentId": "root", "path": "contact", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contact-r7iu6lO1.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/OfficeCard-X-pjsRmy.js", "/assets/PageIntro-DUQjl_pI.js", "/assets/LetsTalkForm-D-tTRGGP.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/company-CxM4cNC5.js", "/assets/seo-DABCDHMU.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/schemas-BlCXNYb6.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css", "/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/thankyou": { "id": "routes/thankyou", "parentId": "root", "path": "thankyou", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/thankyou-DG3JpKMk.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/consultation": { "id": "routes/consultation", "parentId": "root", "path": "consultation", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/consultation-BLSHvKMQ.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationForm-Cjaqzpfs.js", "/assets/lead-pages-VuR2n7YM.js", "/assets/seo-DABCDHMU.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/schemas-BlCXNYb6.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/privacy-policy": { "id": "routes/privacy-policy", "parentId": "root", "path": "privacy-policy", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/privacy-policy-BJchSxcH.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/legal-DJo7zCtU.js", "/assets/seo-DABCDHMU.js", "/assets/PageIntro-DUQjl_pI.js", "/assets/TableOfContents-CqOQcDi8.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/terms-and-conditions": { "id": "routes/terms-and-conditions", "parentId": "root", "path": "terms-and-conditions", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/terms-and-conditions-BXzke5c_.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/legal-DJo7zCtU.js", "/assets/seo-DABCDHMU.js", "/assets/PageIntro-DUQjl_pI.js", "/assets/TableOfContents-CqOQcDi8.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:harish-chandra-agarwal": { "id": "director:harish-chandra-agarwal", "parentId": "root", "path": "harish-chandra-agarwal", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-BYYYgEnf.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:vikram-agarwal": { "id": "director:vikram-agarwal", "parentId": "root", "path": "vikram-agarwal", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-BYYYgEnf.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:sunil-kumar-bansal": { "id": "director:sunil-kumar-bansal", "parentId": "root", "path": "sunil-kumar-bansal", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-BYYYgEnf.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:meera-iyer": { "id": "director:meera-iyer", "parentId": "root", "path": "meera-iyer", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-BYYYgEnf.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:arvind-nair": { "id": "director:arvind-nair", "parentId": "root", "path": "arvind-nair", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-BYYYgEnf.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "director:rakesh-khanna": { "id": "director:rakesh-khanna", "parentId": "root", "path": "rakesh-khanna", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/director-BYYYgEnf.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/company-B4QTQcXa.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:designer-range": { "id": "range:designer-range", "parentId": "root", "path": "designer-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:exterior-range": { "id": "range:exterior-range", "parentId": "root", "path": "exterior-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:interior-range": { "id": "range:interior-range", "parentId": "root", "path": "interior-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:distemper-range": { "id": "range:distemper-range", "parentId": "root", "path": "distemper-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:premium-enamel-range": { "id": "range:premium-enamel-range", "parentId": "root", "path": "premium-enamel-range", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:wood-coating-products": { "id": "range:wood-coating-products", "parentId": "root", "path": "wood-coating-products", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:water-proofing-solutions": { "id": "range:water-proofing-solutions", "parentId": "root", "path": "water-proofing-solutions", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "range:dual-paints-series": { "id": "range:dual-paints-series", "parentId": "root", "path": "dual-paints-series", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/range-D-aXToOE.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:Kamo-Hi-Sheen": { "id": "product:Kamo-Hi-Sheen", "parentId": "root", "path": "Kamo-Hi-Sheen", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:velvety": { "id": "product:velvety", "parentId": "root", "path": "velvety", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamoshine-advance": { "id": "product:kamoshine-advance", "parentId": "root", "path": "kamoshine-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamosilky-advance": { "id": "product:kamosilky-advance", "parentId": "root", "path": "kamosilky-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:sheen-n-shine-stain-free": { "id": "product:sheen-n-shine-stain-free", "parentId": "root", "path": "sheen-n-shine-stain-free", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamorich": { "id": "product:kamorich", "parentId": "root", "path": "kamorich", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamosilky": { "id": "product:kamosilky", "parentId": "root", "path": "kamosilky", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamoshield": { "id": "product:kamoshield", "parentId": "root", "path": "kamoshield", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-classic": { "id": "product:weather-classic", "parentId": "root", "path": "weather-classic", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamo-shield-advance": { "id": "product:kamo-shield-advance", "parentId": "root", "path": "kamo-shield-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamo-supreme-advance-shyne": { "id": "product:kamo-supreme-advance-shyne", "parentId": "root", "path": "kamo-supreme-advance-shyne", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-classic-advance": { "id": "product:weather-classic-advance", "parentId": "root", "path": "weather-classic-advance", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-classic-max": { "id": "product:weather-classic-max", "parentId": "root", "path": "weather-classic-max", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:weather-supreme": { "id": "product:weather-supreme", "parentId": "root", "path": "weather-supreme", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamodual-gold-emulsion": { "id": "product:kamodual-gold-emulsion", "parentId": "root", "path": "kamodual-gold-emulsion", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamodual-luxury-emulsion": { "id": "product:kamodual-luxury-emulsion", "parentId": "root", "path": "kamodual-luxury-emulsion", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "product:kamodual-premium-emulsion": { "id": "product:kamodual-premium-emulsion", "parentId": "root", "path": "kamodual-premium-emulsion", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/product-ChDCC5cw.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/RangeProductCard-D3fMFJu_.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "shade-cards": { "id": "shade-cards", "parentId": "root", "path": "pickyourcolors", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/shade-cards-BwRD7UgG.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "shade-cards-html": { "id": "shade-cards-html", "parentId": "root", "path": "pickyourcolors.html", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/shade-cards-BwRD7UgG.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/catalogue-sub-category": { "id": "routes/catalogue-sub-category", "parentId": "root", "path": "Product/:subCategoryId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/catalogue-sub-category-DipYT-x1.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RichText-Du-9euF2.js", "/assets/seo-DABCDHMU.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/site-CYvTy_eh.js", "/assets/ResponsiveImage-CnW2qbtq.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/catalogue-detail": { "id": "routes/catalogue-detail", "parentId": "root", "path": "Product/Details/:subSubCategoryId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/catalogue-detail-DFwmym2M.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ConsultationLink-CI4vAFOr.js", "/assets/HelpBand-BpHWd94n.js", "/assets/RichText-Du-9euF2.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js", "/assets/ResponsiveImage-CnW2qbtq.js"], "css": ["/assets/products-DauxTcUm.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/product-download": { "id": "routes/product-download", "parentId": "root", "path": "downloads/products/:slug/:document", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/product-download-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/shade-card-download": { "id": "routes/shade-card-download", "parentId": "root", "path": "downloads/shade-cards/:card", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/shade-card-download-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/investor-zone": { "id": "routes/investor-zone", "parentId": "root", "path": "investor-zone", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/investor-zone-QtonmP3V.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/investors-DnlxWM9f.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/seo-DABCDHMU.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/investor-help-desk": { "id": "routes/investor-help-desk", "parentId": "root", "path": "investor-help-desk", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/investor-help-desk-CynT_AiS.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/investors-DnlxWM9f.js", "/assets/seo-DABCDHMU.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/regulation-46": { "id": "routes/regulation-46", "parentId": "root", "path": "4f9c2a7e1b", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/regulation-46-Cd6BGU25.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/investors-DnlxWM9f.js", "/assets/site-CYvTy_eh.js", "/assets/seo-DABCDHMU.js", "/assets/company-CxM4cNC5.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:financial-results": { "id": "documents:financial-results", "parentId": "root", "path": "financial-results", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:annual-results": { "id": "documents:annual-results", "parentId": "root", "path": "annual-results", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:annual-return": { "id": "documents:annual-return", "parentId": "root", "path": "annual-return", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:shareholding-pattern": { "id": "documents:shareholding-pattern", "parentId": "root", "path": "shareholding-pattern", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:investor-information": { "id": "documents:investor-information", "parentId": "root", "path": "investor-information", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:presentation": { "id": "documents:presentation", "parentId": "root", "path": "presentation", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:code-of-conduct": { "id": "documents:code-of-conduct", "parentId": "root", "path": "code-of-conduct", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:subsidiary-financials": { "id": "documents:subsidiary-financials", "parentId": "root", "path": "subsidiary-financials", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:scheme-of-arrangement": { "id": "documents:scheme-of-arrangement", "parentId": "root", "path": "scheme-of-arrangement", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:listing-of-shares": { "id": "documents:listing-of-shares", "parentId": "root", "path": "listing-of-shares", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:kamo-colours-private-limited": { "id": "documents:kamo-colours-private-limited", "parentId": "root", "path": "kamo-colours-private-limited", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "documents:8d3e6b0a5c": { "id": "documents:8d3e6b0a5c", "parentId": "root", "path": "8d3e6b0a5c", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-listing-Bps_sp3T.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/investors-DZ5wN7Rw.css", "/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "document-groups:notice-to-shareholders": { "id": "document-groups:notice-to-shareholders", "parentId": "root", "path": "notice-to-shareholders", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-groups-CAOyT-vN.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/SourceUnavailable-CAEKOwQY.css", "/assets/investors-DZ5wN7Rw.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "document-groups:stock-exchange-disclosures": { "id": "document-groups:stock-exchange-disclosures", "parentId": "root", "path": "stock-exchange-disclosures", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-groups-CAOyT-vN.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/SourceUnavailable-CAEKOwQY.css", "/assets/investors-DZ5wN7Rw.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "document-groups:general-meeting": { "id": "document-groups:general-meeting", "parentId": "root", "path": "general-meeting", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/document-groups-CAOyT-vN.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/DocumentTable-PKBKZsXB.js", "/assets/investors-DnlxWM9f.js", "/assets/seo-DABCDHMU.js", "/assets/format-BeYsmPzZ.js", "/assets/company-CxM4cNC5.js", "/assets/site-CYvTy_eh.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/SourceUnavailable-CAEKOwQY.css", "/assets/investors-DZ5wN7Rw.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/document-file": { "id": "routes/document-file", "parentId": "root", "path": "documents/:id/:fileName", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/document-file-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/disclosures-feed": { "id": "routes/disclosures-feed", "parentId": "root", "path": "investors/disclosures.atom", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/disclosures-feed-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/audio-player": { "id": "routes/audio-player", "parentId": "root", "path": "investors/listen", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/audio-player-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/blog": { "id": "routes/blog", "parentId": "root", "path": "blog", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/blog-CbMK31Uf.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/format-BeYsmPzZ.js", "/assets/ContentPicture-B6k4TySE.js", "/assets/ContentIntro-do8_D8G3.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/blog-details": { "id": "routes/blog-details", "parentId": "root", "path": "blog-details/:id", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/blog-details-DLXJP0_3.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ContentPicture-B6k4TySE.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/format-BeYsmPzZ.js", "/assets/seo-DABCDHMU.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/news": { "id": "routes/news", "parentId": "root", "path": "news", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/news-CIcx2XUj.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ContentIntro-do8_D8G3.js", "/assets/format-BeYsmPzZ.js", "/assets/ContentPicture-B6k4TySE.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/faq": { "id": "routes/faq", "parentId": "root", "path": "faq", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/faq--dVX3Oxs.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/ContentIntro-do8_D8G3.js", "/assets/SourceUnavailable-SWLrC5jj.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/SourceUnavailable-CAEKOwQY.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/dealer": { "id": "routes/dealer", "parentId": "root", "path": "dealer", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/dealer-BwqICOK3.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/lead-pages-VuR2n7YM.js", "/assets/seo-DABCDHMU.js", "/assets/schemas-BlCXNYb6.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/distributor": { "id": "routes/distributor", "parentId": "root", "path": "distributor", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/distributor-WRvXyZby.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/lead-pages-VuR2n7YM.js", "/assets/seo-DABCDHMU.js", "/assets/schemas-BlCXNYb6.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/contractor": { "id": "routes/contractor", "parentId": "root", "path": "contractor", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contractor-CmyBrvTp.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/lead-pages-VuR2n7YM.js", "/assets/seo-DABCDHMU.js", "/assets/schemas-BlCXNYb6.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/vendor": { "id": "routes/vendor", "parentId": "root", "path": "vendor", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/vendor-B1TJ38lx.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/lead-pages-VuR2n7YM.js", "/assets/seo-DABCDHMU.js", "/assets/schemas-BlCXNYb6.js", "/assets/site-CYvTy_eh.js"], "css": ["/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/lead-form": { "id": "routes/lead-form", "parentId": "root", "path": "forms/:form", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/lead-form-DP-c34Mk.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/lead-pages-VuR2n7YM.js", "/assets/LetsTalkForm-D-tTRGGP.js", "/assets/QuickContactForm-DM0WDN35.js", "/assets/seo-DABCDHMU.js", "/assets/site-CYvTy_eh.js", "/assets/LeadForm-C_GLJaWz.js", "/assets/schemas-BlCXNYb6.js"], "css": ["/assets/LeadForm-B_Sv_fdn.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/lead-form-session": { "id": "routes/lead-form-session", "parentId": "root", "path": "forms/:form/session", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/lead-form-session-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sitemap": { "id": "routes/sitemap", "parentId": "root", "path": "sitemap.xml", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sitemap-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/robots": { "id": "routes/robots", "parentId": "root", "path": "robots.txt", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/robots-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/manifest": { "id": "routes/manifest", "parentId": "root", "path": "manifest.webmanifest", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/manifest-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/not-found": { "id": "routes/not-found", "parentId": "root", "path": "not-found", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-fe8F1o-r.js", "imports": ["/assets/jsx-runtime-PDv4ykIZ.js", "/assets/NotFoundMessage-oVLc1yfG.js", "/assets/seo-DABCDHMU.js", "/assets/ResponsiveImage-CnW2qbtq.js", "/assets/site-CYvTy_eh.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/catch-all": { "id": "routes/catch-all", "parentId": "root", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/catch-all-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 } }, "url": "/assets/manifest-9f3df201.js", "version": "9f3df201", "sri": void 0 };
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
  "routes/product-download": {
    id: "routes/product-download",
    parentId: "root",
    path: "downloads/products/:slug/:document",
    index: void 0,
    caseSensitive: void 0,
    module: route43
  },
  "routes/shade-card-download": {
    id: "routes/shade-card-download",
    parentId: "root",
    path: "downloads/shade-cards/:card",
    index: void 0,
    caseSensitive: void 0,
    module: route44
  },
  "routes/investor-zone": {
    id: "routes/investor-zone",
    parentId: "root",
    path: "investor-zone",
    index: void 0,
    caseSensitive: void 0,
    module: route45
  },
  "routes/investor-help-desk": {
    id: "routes/investor-help-desk",
    parentId: "root",
    path: "investor-help-desk",
    index: void 0,
    caseSensitive: void 0,
    module: route46
  },
  "routes/regulation-46": {
    id: "routes/regulation-46",
    parentId: "root",
    path: "4f9c2a7e1b",
    index: void 0,
    caseSensitive: void 0,
    module: route47
  },
  "documents:financial-results": {
    id: "documents:financial-results",
    parentId: "root",
    path: "financial-results",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:annual-results": {
    id: "documents:annual-results",
    parentId: "root",
    path: "annual-results",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:annual-return": {
    id: "documents:annual-return",
    parentId: "root",
    path: "annual-return",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:shareholding-pattern": {
    id: "documents:shareholding-pattern",
    parentId: "root",
    path: "shareholding-pattern",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:investor-information": {
    id: "documents:investor-information",
    parentId: "root",
    path: "investor-information",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:presentation": {
    id: "documents:presentation",
    parentId: "root",
    path: "presentation",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:code-of-conduct": {
    id: "documents:code-of-conduct",
    parentId: "root",
    path: "code-of-conduct",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:subsidiary-financials": {
    id: "documents:subsidiary-financials",
    parentId: "root",
    path: "subsidiary-financials",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:scheme-of-arrangement": {
    id: "documents:scheme-of-arrangement",
    parentId: "root",
    path: "scheme-of-arrangement",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:listing-of-shares": {
    id: "documents:listing-of-shares",
    parentId: "root",
    path: "listing-of-shares",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:kamo-colours-private-limited": {
    id: "documents:kamo-colours-private-limited",
    parentId: "root",
    path: "kamo-colours-private-limited",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "documents:8d3e6b0a5c": {
    id: "documents:8d3e6b0a5c",
    parentId: "root",
    path: "8d3e6b0a5c",
    index: void 0,
    caseSensitive: void 0,
    module: route59
  },
  "document-groups:notice-to-shareholders": {
    id: "document-groups:notice-to-shareholders",
    parentId: "root",
    path: "notice-to-shareholders",
    index: void 0,
    caseSensitive: void 0,
    module: route62
  },
  "document-groups:stock-exchange-disclosures": {
    id: "document-groups:stock-exchange-disclosures",
    parentId: "root",
    path: "stock-exchange-disclosures",
    index: void 0,
    caseSensitive: void 0,
    module: route62
  },
  "document-groups:general-meeting": {
    id: "document-groups:general-meeting",
    parentId: "root",
    path: "general-meeting",
    index: void 0,
    caseSensitive: void 0,
    module: route62
  },
  "routes/document-file": {
    id: "routes/document-file",
    parentId: "root",
    path: "documents/:id/:fileName",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "routes/disclosures-feed": {
    id: "routes/disclosures-feed",
    parentId: "root",
    path: "investors/disclosures.atom",
    index: void 0,
    caseSensitive: void 0,
    module: route64
  },
  "routes/audio-player": {
    id: "routes/audio-player",
    parentId: "root",
    path: "investors/listen",
    index: void 0,
    caseSensitive: void 0,
    module: route65
  },
  "routes/blog": {
    id: "routes/blog",
    parentId: "root",
    path: "blog",
    index: void 0,
    caseSensitive: void 0,
    module: route66
  },
  "routes/blog-details": {
    id: "routes/blog-details",
    parentId: "root",
    path: "blog-details/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route67
  },
  "routes/news": {
    id: "routes/news",
    parentId: "root",
    path: "news",
    index: void 0,
    caseSensitive: void 0,
    module: route68
  },
  "routes/faq": {
    id: "routes/faq",
    parentId: "root",
    path: "faq",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "routes/dealer": {
    id: "routes/dealer",
    parentId: "root",
    path: "dealer",
    index: void 0,
    caseSensitive: void 0,
    module: route70
  },
  "routes/distributor": {
    id: "routes/distributor",
    parentId: "root",
    path: "distributor",
    index: void 0,
    caseSensitive: void 0,
    module: route71
  },
  "routes/contractor": {
    id: "routes/contractor",
    parentId: "root",
    path: "contractor",
    index: void 0,
    caseSensitive: void 0,
    module: route72
  },
  "routes/vendor": {
    id: "routes/vendor",
    parentId: "root",
    path: "vendor",
    index: void 0,
    caseSensitive: void 0,
    module: route73
  },
  "routes/lead-form": {
    id: "routes/lead-form",
    parentId: "root",
    path: "forms/:form",
    index: void 0,
    caseSensitive: void 0,
    module: route74
  },
  "routes/lead-form-session": {
    id: "routes/lead-form-session",
    parentId: "root",
    path: "forms/:form/session",
    index: void 0,
    caseSensitive: void 0,
    module: route75
  },
  "routes/sitemap": {
    id: "routes/sitemap",
    parentId: "root",
    path: "sitemap.xml",
    index: void 0,
    caseSensitive: void 0,
    module: route76
  },
  "routes/robots": {
    id: "routes/robots",
    parentId: "root",
    path: "robots.txt",
    index: void 0,
    caseSensitive: void 0,
    module: route77
  },
  "routes/manifest": {
    id: "routes/manifest",
    parentId: "root",
    path: "manifest.webmanifest",
    index: void 0,
    caseSensitive: void 0,
    module: route78
  },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "root",
    path: "not-found",
    index: void 0,
    caseSensitive: void 0,
    module: route79
  },
  "routes/catch-all": {
    id: "routes/catch-all",
    parentId: "root",
    path: "*",
    index: void 0,
    caseSensitive: void 0,
    module: route80
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
