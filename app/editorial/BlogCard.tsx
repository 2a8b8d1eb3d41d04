import type { BlogCard as BlogCardData } from "~/editorial/blog-types";
import { formatDate } from "~/investors/format";
import { ContentPicture } from "./ContentPicture";

export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog-details/${encodeURIComponent(post.id)}`;
  return (
    <article className="card content-card blog-card">
      <div className="card-media content-card__media">
        <ContentPicture
          image={post.image}
          alt={post.imageAlt}
          fallback="blog-finishes"
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
        />
      </div>
      {post.publishedOn ? (
        <p className="content-card__meta">
          <time dateTime={post.publishedOn}>{formatDate(post.publishedOn, "long")}</time>
        </p>
      ) : null}
      <Heading className="content-card__title">{post.title}</Heading>
      {post.summary ? <p className="content-card__summary">{post.summary}</p> : null}
      <p className="content-card__action">
        <a className="button button--ghost button--small" href={href}>
          More Info<span className="visually-hidden">: {post.title}</span>
        </a>
      </p>
    </article>
  );
}
