import { ItemArticle, ItemUnavailable, itemMeta } from "~/editorial/ItemArticle";
import { loadItemPage } from "~/editorial/item-page.server";
import { getBlogPost, isPlausibleBlogId } from "~/editorial/blog.server";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders } from "~/lib/cache";
import { formatDate } from "~/lib/i18n/format";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import type { Route } from "./+types/blog-details.$id";
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

export const meta: Route.MetaFunction = (args) =>
  itemMeta("blog", args, args.data?.state === "ok" ? args.data.post : undefined);

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  if (loaderData.state === "unavailable")
    return <ItemUnavailable kind="blog" retryHref={loaderData.retryHref} />;
  const { post, others } = loaderData;
  return (
    <ItemArticle
      kind="blog"
      item={post}
      others={others}
      meta={
        post.publishedOn ? (
          <p className="blog-article__meta">
            {withNodes(t("blog.published", { date: "{date}" }), {
              date: <time dateTime={post.publishedOn}>{formatDate(locale, post.publishedOn)}</time>,
            })}
          </p>
        ) : null
      }
    >
      <div
        className="prose blog-article__body"
        lang={post.langs.bodyHtml}
        // Sanitized with the site's allow-list in the blog data module.
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
    </ItemArticle>
  );
}
