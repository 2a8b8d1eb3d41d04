import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Documents and Regulation 46 status (investor-relations), under /staff. */
export const staffDocumentRoutes: RouteConfigEntry[] = [
  route("documents", "staff/documents/routes/documents.tsx"),
  route("documents/new", "staff/documents/routes/documents.new.tsx"),
  route("documents/:id", "staff/documents/routes/documents.$id.tsx"),
  route("documents/:id/:change", "staff/documents/routes/documents.$id.$change.tsx"),
  route("documents/:id/file/:fileName", "staff/documents/routes/documents.$id.file.$fileName.ts"),
  route(
    "documents/:id/translation/:locale",
    "staff/documents/routes/documents.$id.translation.$locale.tsx",
  ),
  route("regulation-46", "staff/documents/routes/regulation-46.tsx"),
];
