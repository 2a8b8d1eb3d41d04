import { data } from "react-router";
import { BlogCard } from "~/editorial/BlogCard";
import { ContentIntro } from "~/editorial/ContentIntro";
import { ContentListing } from "~/editorial/ContentListing";
import { listBlogPosts } from "~/editorial/blog.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";
import "~/editorial/content.css";

export async function loader() {
  try {
    return { posts: await listBlogPosts(), unavailable: false };
  } catch (error) {
    console.error("[blog] unavailable:", error);
    return data({ posts: [], unavailable: true }, sourceUnavailableInit());
  }
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Blog: painting tips and colour ideas",
    description:
      "Practical advice from Kamo Paints on exterior painting before the monsoon, choosing finishes, estimating paint, damp walls and festive colour ideas.",
    keywords: "Kamo Paints blog, painting tips, colour ideas, exterior paint monsoon, damp walls",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, unavailable } = loaderData;
  return (
    <>
      <ContentIntro
        eyebrow="Kamo Paints blog"
        title="Painting tips and colour ideas"
        lead="Advice from our colour consultants and technical team: how to prepare walls, choose a finish and keep paint looking new through Indian summers and monsoons."
      />
      <ContentListing
        label="Blog posts"
        entries={posts}
        unavailable={unavailable}
        what="the blog"
        retryHref="/blog"
        emptyText="No posts yet. Please check back soon."
        card={(post) => <BlogCard post={post} />}
      />
    </>
  );
}
