import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Blog, news and FAQ (marketing), under /staff; one form each adds and edits. */
export const staffContentRoutes: RouteConfigEntry[] = [
  route("blog", "staff/content/routes/blog.tsx"),
  route("blog/new", "staff/content/routes/blog.$id.tsx", { id: "staff-blog-new" }),
  route("blog/:id", "staff/content/routes/blog.$id.tsx", { id: "staff-blog-edit" }),
  route("blog/:id/delete", "staff/content/routes/blog.$id.delete.tsx"),
  route("news", "staff/content/routes/news.tsx"),
  route("news/new", "staff/content/routes/news.$id.tsx", { id: "staff-news-new" }),
  route("news/:id", "staff/content/routes/news.$id.tsx", { id: "staff-news-edit" }),
  route("news/:id/delete", "staff/content/routes/news.$id.delete.tsx"),
  route("faq", "staff/content/routes/faq.tsx"),
  route("faq/new", "staff/content/routes/faq.$id.tsx", { id: "staff-faq-new" }),
  route("faq/:id", "staff/content/routes/faq.$id.tsx", { id: "staff-faq-edit" }),
  route("faq/:id/delete", "staff/content/routes/faq.$id.delete.tsx"),
  route("blog/images", "staff/content/routes/blog.images.ts"),
  // Versions in the site's other languages (ADR 27)
  route("blog/:id/translation/:locale", "staff/content/routes/blog.$id.translation.$locale.tsx"),
  route("news/:id/translation/:locale", "staff/content/routes/news.$id.translation.$locale.tsx"),
  route("faq/:id/translation/:locale", "staff/content/routes/faq.$id.translation.$locale.tsx"),
];
