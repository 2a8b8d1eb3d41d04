import { z } from "zod";

/** The shapes of app/investors/content.ts, checked on the server (see validate.server.ts). */
const pathSchema = z.string().regex(/^\/[A-Za-z0-9-]+$/);

export const documentPageSchema = z.object({
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
  shortTitle: z.string().min(1),
});

export const helpDeskContactSchema = z.object({
  heading: z.string(),
  name: z.string(),
  role: z.string().optional(),
  organisation: z.string().optional(),
  address: z.array(z.string()).min(1),
  phone: z.string().optional(),
  email: z.email(),
  hours: z.string().optional(),
  website: z.url().optional(),
});

export const keyManagerialPersonSchema = z.object({
  name: z.string(),
  designation: z.string(),
  phone: z.string(),
  email: z.email(),
});

export const regulation46RowSchema = z.object({
  item: z.string(),
  /** Where "Click Here" goes; absent for the two rows that have no page. */
  href: z
    .string()
    .regex(/^\/[A-Za-z0-9-]*(#[a-z-]+)?$/)
    .optional(),
});

export type DocumentPage = z.infer<typeof documentPageSchema>;
export type HelpDeskContact = z.infer<typeof helpDeskContactSchema>;
export type KeyManagerialPerson = z.infer<typeof keyManagerialPersonSchema>;
export type Regulation46Row = z.infer<typeof regulation46RowSchema>;

export const investorsContentSchema = z.object({
  documentPages: z.array(documentPageSchema).min(1),
  helpDeskContacts: z.array(helpDeskContactSchema).min(1),
  keyManagerialPersonnel: z.array(keyManagerialPersonSchema).min(2),
  regulation46Rows: z.array(regulation46RowSchema).min(1),
  helpDeskEmailForGrievances: z.email(),
});
