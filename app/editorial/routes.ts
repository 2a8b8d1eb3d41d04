import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Blog, news and FAQ. */
export const editorialPages: RouteConfigEntry[] = [
  route("blog", "editorial/routes/blog.tsx"),
  route("blog-details/:id", "editorial/routes/blog-details.$id.tsx"),
  route("news", "editorial/routes/news.tsx"),
  route("news/:id", "editorial/routes/news.$id.tsx"),
  route("faq", "editorial/routes/faq.tsx"),
];
