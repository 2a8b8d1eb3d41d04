import { OtherItems } from "~/editorial/OtherItems";
import { loadItemPage } from "~/editorial/item-page.server";
import { ContentPicture } from "~/editorial/ContentPicture";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { getNewsItem, isPlausibleNewsId } from "~/editorial/news.server";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders } from "~/lib/cache";
import { formatDate } from "~/lib/i18n/format";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news-details";
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

export const meta: Route.MetaFunction = (args) => {
  const t = editorialMessages.in(localeOfPath(args.location.pathname));
  const item = args.data?.state === "ok" ? args.data.item : undefined;
  return seo(args, {
    title: item?.title ?? t("news.heading"),
    description: item?.summary || t("news.storyMetaDescription"),
    keywords: t("news.storyMetaKeywords"),
  });
};

/** A story about us in the news: our summary, where it was reported and, where online, a link to it. */
export default function NewsDetails({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  if (loaderData.state === "unavailable")
    return (
      <section className="section">
        <div className="container">
          <h1>{t("news.heading")}</h1>
          <SourceUnavailable what={t("news.storyWhat")} retryHref={loaderData.retryHref} />
        </div>
      </section>
    );
  const { item, others } = loaderData;
  return (
    <div className="section blog-article-section">
      <div className="container blog-layout">
        <article className="blog-article news-story">
          <p className="eyebrow">
            <a href={localizeHref("/news", locale)}>{t("news.eyebrow")}</a>
          </p>
          <h1 className="blog-article__title" lang={item.langs.title}>
            {item.title}
          </h1>
          <p className="blog-article__meta">
            {item.source ? <span>{t("news.reported", { source: item.source })}</span> : null}
            {item.source && item.publishedOn ? <span aria-hidden="true"> · </span> : null}
            {item.publishedOn ? (
              <time dateTime={item.publishedOn}>{formatDate(locale, item.publishedOn)}</time>
            ) : null}
          </p>
          <ContentPicture
            image={item.image}
            alt={item.imageAlt}
            lang={item.langs.imageAlt}
            fallback="news-network"
            sizes="(min-width: 992px) 720px, 100vw"
            priority
            className="blog-article__image"
          />
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
        </article>
        <OtherItems
          headingId="other-news"
          heading={t("news.others")}
          items={others}
          pathOf={(id) => `/news/${id}`}
        />
      </div>
    </div>
  );
}
