import type { z } from "zod";
import { accessibilityStatement } from "~/content/accessibility";
import { about } from "~/content/about";
import { company } from "~/content/company";
import * as investors from "~/investors/content";
import { investorsContentSchema } from "~/investors/content.schema";
import { privacyPolicy, termsAndConditions } from "~/content/legal";
import {
  footerColumns,
  legalLinks,
  primaryNavigation,
  productRangeLinks,
} from "~/content/navigation";
import { navigationSchema } from "~/content/navigation.schema";
import { board } from "~/content/people";
import {
  accessibilityStatementSchema,
  boardSchema,
  aboutSchema,
  companySchema,
  legalDocumentSchema,
} from "~/content/schema";
import { site } from "~/content/site";
import { siteSchema } from "~/content/site.schema";

/**
 * Content files are plain typed data so that no validation code reaches the
 * browser (ADR 24). Here every file is checked against its zod schema; the
 * server runs this at start-up and the unit tests run it too, so a content
 * mistake stops a deploy with the path of the bad field.
 */
interface ContentCheck {
  file: string;
  schema: z.ZodType;
  data: unknown;
}

export const contentChecks: ContentCheck[] = [
  { file: "app/content/site.ts", schema: siteSchema, data: site },
  { file: "app/content/company.ts", schema: companySchema, data: company },
  { file: "app/content/about.ts", schema: aboutSchema, data: about },
  { file: "app/content/people.ts", schema: boardSchema, data: board },
  { file: "app/content/legal.ts (privacy)", schema: legalDocumentSchema, data: privacyPolicy },
  { file: "app/content/legal.ts (terms)", schema: legalDocumentSchema, data: termsAndConditions },
  {
    file: "app/content/accessibility.ts",
    schema: accessibilityStatementSchema,
    data: accessibilityStatement,
  },
  { file: "app/investors/content.ts", schema: investorsContentSchema, data: investors },
  {
    file: "app/content/navigation.ts",
    schema: navigationSchema,
    data: { productRangeLinks, primaryNavigation, footerColumns, legalLinks },
  },
];

export class ContentError extends Error {}

/** Throws ContentError naming the file and field of the first problem found. */
export function validateContent(checks: ContentCheck[] = contentChecks): void {
  for (const check of checks) {
    const result = check.schema.safeParse(check.data);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? issue.path.join(".") : "(root)";
      throw new ContentError(
        `Invalid content in ${check.file} at ${where}: ${issue?.message ?? "invalid"}`,
      );
    }
  }
}
