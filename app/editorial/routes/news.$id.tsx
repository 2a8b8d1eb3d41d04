import { ItemArticle, ItemUnavailable, itemMeta } from "~/editorial/ItemArticle";
import { loadItemPage } from "~/editorial/item-page.server";
import { getNewsItem, isPlausibleNewsId } from "~/editorial/news.server";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders } from "~/lib/cache";
import { formatDate } from "~/lib/i18n/format";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { Route } from "./+types/news.$id";
import "~/editorial/content.css";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadItemPage(request, params.id, {
    kind: "news",
    isPlausibleId: isPlausibleNewsId,
    get: getNewsItem,
    path: `/news/${params.id}`,
  });
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) =>
  itemMeta("news", args, args.data?.state === "ok" ? args.data.item : undefined);

/** A story about us in the news: our summary, where it was reported and, where online, a link to it. */
export default function NewsDetails({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  if (loaderData.state === "unavailable")
    return <ItemUnavailable kind="news" retryHref={loaderData.retryHref} />;
  const { item, others } = loaderData;
  return (
    <ItemArticle
      kind="news"
      item={item}
      others={others}
      meta={
        <p className="blog-article__meta">
          {item.source ? <span>{t("news.reported", { source: item.source })}</span> : null}
          {item.source && item.publishedOn ? <span aria-hidden="true"> · </span> : null}
          {item.publishedOn ? (
            <time dateTime={item.publishedOn}>{formatDate(locale, item.publishedOn)}</time>
          ) : null}
        </p>
      }
    >
      {item.summary ? (
        <p className="news-story__summary" lang={item.langs.summary}>
          {item.summary}
        </p>
      ) : null}
      {item.linkUrl ? (
        <p>
          <a
            className="button button--secondary"
            href={item.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {item.source ? t("news.readAt", { source: item.source }) : t("news.readOutside")}
            <span className="visually-hidden"> {t("news.newTab")}</span>
          </a>
        </p>
      ) : null}
    </ItemArticle>
  );
}
