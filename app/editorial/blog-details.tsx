import { data } from "react-router";
import { ContentPicture } from "~/editorial/ContentPicture";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { formatDate } from "~/investors/format";
import { getBlogPost, isPlausibleBlogId } from "~/editorial/blog.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog-details";
import "~/editorial/content.css";

export async function loader({ params }: Route.LoaderArgs) {
  // A malformed id is not a post: 404 without asking the database.
  if (!isPlausibleBlogId(params.id)) throw data(null, { status: 404 });
  let found: Awaited<ReturnType<typeof getBlogPost>>;
  try {
    found = await getBlogPost(params.id);
  } catch (error) {
    console.error("[blog] unavailable:", error);
    return data(
      { state: "unavailable" as const, retryHref: `/blog-details/${params.id}` },
      sourceUnavailableInit(),
    );
  }
  if (!found) throw data(null, { status: 404 });
  return { state: "ok" as const, ...found };
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) => {
  const post = args.data?.state === "ok" ? args.data.post : undefined;
  return seo(args, {
    title: post?.title ?? "Blog",
    description: post?.summary || "An article from the Kamo Paints blog.",
    keywords: "Kamo Paints blog, painting tips",
  });
};

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "unavailable")
    return (
      <section className="section">
        <div className="container">
          <h1>Blog</h1>
          <SourceUnavailable what="this article" retryHref={loaderData.retryHref} />
        </div>
      </section>
    );
  const { post, others } = loaderData;
  return (
    <div className="section blog-article-section">
      <div className="container blog-layout">
        <article className="blog-article">
          <p className="eyebrow">
            <a href="/blog">Kamo Paints blog</a>
          </p>
          <h1 className="blog-article__title">{post.title}</h1>
          {post.publishedOn ? (
            <p className="blog-article__meta">
              Published{" "}
              <time dateTime={post.publishedOn}>{formatDate(post.publishedOn, "long")}</time>
            </p>
          ) : null}
          <ContentPicture
            image={post.image}
            alt={post.imageAlt}
            fallback="blog-finishes"
            sizes="(min-width: 992px) 720px, 100vw"
            priority
            className="blog-article__image"
          />
          <div
            className="prose blog-article__body"
            // Sanitized with the site's allow-list in the blog data module.
            dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
          />
        </article>
        <aside className="blog-others" aria-labelledby="other-blogs">
          <h2 id="other-blogs" className="blog-others__title">
            Other Blogs
          </h2>
          <ul>
            {others.map((other) => (
              <li key={other.id}>
                <a href={`/blog-details/${encodeURIComponent(other.id)}`}>{other.title}</a>
                {other.publishedOn ? (
                  <time dateTime={other.publishedOn}>{formatDate(other.publishedOn, "long")}</time>
                ) : null}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
