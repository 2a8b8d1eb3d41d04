import { OtherItems } from "~/editorial/OtherItems";
import { loadItemPage } from "~/editorial/item-page.server";
import { ContentPicture } from "~/editorial/ContentPicture";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { getBlogPost, isPlausibleBlogId } from "~/editorial/blog.server";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders } from "~/lib/cache";
import { formatDate } from "~/lib/i18n/format";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog-details";
import "~/editorial/content.css";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadItemPage(request, params.id, {
    kind: "blog",
    isPlausibleId: isPlausibleBlogId,
    get: getBlogPost,
    path: `/blog-details/${params.id}`,
  });
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) => {
  const t = editorialMessages.in(localeOfPath(args.location.pathname));
  const post = args.data?.state === "ok" ? args.data.post : undefined;
  return seo(args, {
    title: post?.title ?? t("blog.heading"),
    description: post?.summary || t("blog.articleMetaDescription"),
    keywords: t("blog.articleMetaKeywords"),
  });
};

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  if (loaderData.state === "unavailable")
    return (
      <section className="section">
        <div className="container">
          <h1>{t("blog.heading")}</h1>
          <SourceUnavailable what={t("blog.articleWhat")} retryHref={loaderData.retryHref} />
        </div>
      </section>
    );
  const { post, others } = loaderData;
  return (
    <div className="section blog-article-section">
      <div className="container blog-layout">
        <article className="blog-article">
          <p className="eyebrow">
            <a href={localizeHref("/blog", locale)}>{t("blog.eyebrow")}</a>
          </p>
          <h1 className="blog-article__title" lang={post.langs.title}>
            {post.title}
          </h1>
          {post.publishedOn ? (
            <p className="blog-article__meta">
              {withNodes(t("blog.published", { date: "{date}" }), {
                date: (
                  <time dateTime={post.publishedOn}>{formatDate(locale, post.publishedOn)}</time>
                ),
              })}
            </p>
          ) : null}
          <ContentPicture
            image={post.image}
            alt={post.imageAlt}
            lang={post.langs.imageAlt}
            fallback="blog-finishes"
            sizes="(min-width: 992px) 720px, 100vw"
            priority
            className="blog-article__image"
          />
          <div
            className="prose blog-article__body"
            lang={post.langs.bodyHtml}
            // Sanitized with the site's allow-list in the blog data module.
            dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
          />
        </article>
        <OtherItems
          headingId="other-blogs"
          heading={t("blog.others")}
          items={others}
          pathOf={(id) => `/blog-details/${encodeURIComponent(id)}`}
        />
      </div>
    </div>
  );
}
