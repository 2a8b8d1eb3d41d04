import type { BlogCard as BlogCardData } from "~/editorial/blog-types";
import { formatDate } from "~/lib/i18n/format";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { ContentPicture } from "./ContentPicture";
import { editorialMessages } from "./messages";

export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = localizeHref(`/blog-details/${encodeURIComponent(post.id)}`, locale);
  return (
    <article className="card content-card blog-card">
      <div className="card-media content-card__media">
        <ContentPicture
          image={post.image}
          alt={post.imageAlt}
          lang={post.langs.imageAlt}
          fallback="blog-finishes"
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
        />
      </div>
      {post.publishedOn ? (
        <p className="content-card__meta">
          <time dateTime={post.publishedOn}>{formatDate(locale, post.publishedOn)}</time>
        </p>
      ) : null}
      <Heading className="content-card__title" lang={post.langs.title}>
        {post.title}
      </Heading>
      {post.summary ? (
        <p className="content-card__summary" lang={post.langs.summary}>
          {post.summary}
        </p>
      ) : null}
      <p className="content-card__action">
        <a className="button button--ghost button--small" href={href}>
          {t("blog.moreInfo")}
          <span className="visually-hidden">
            : <span lang={post.langs.title}>{post.title}</span>
          </span>
        </a>
      </p>
    </article>
  );
}
