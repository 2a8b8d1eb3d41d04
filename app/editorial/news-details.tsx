import { data } from "react-router";
import { ContentPicture } from "~/editorial/ContentPicture";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { getNewsItem, isPlausibleNewsId } from "~/editorial/news.server";
import { requestLocale } from "~/editorial/meta";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { formatDate } from "~/lib/i18n/format";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news-details";
import "~/editorial/content.css";

export async function loader({ request, params }: Route.LoaderArgs) {
  // A malformed id is not a story: 404 without asking the database.
  if (!isPlausibleNewsId(params.id)) throw data(null, { status: 404 });
  const locale = requestLocale(request);
  let found: Awaited<ReturnType<typeof getNewsItem>>;
  try {
    found = await getNewsItem(params.id, locale);
  } catch (error) {
    console.error("[news] unavailable:", error);
    return data(
      { state: "unavailable" as const, retryHref: localizeHref(`/news/${params.id}`, locale) },
      sourceUnavailableInit(),
    );
  }
  if (!found) throw data(null, { status: 404 });
  return { state: "ok" as const, ...found };
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
        {others.length > 0 ? (
          <aside className="blog-others" aria-labelledby="other-news">
            <h2 id="other-news" className="blog-others__title">
              {t("news.others")}
            </h2>
            <ul>
              {others.map((other) => (
                <li key={other.id}>
                  <a href={localizeHref(`/news/${other.id}`, locale)} lang={other.langs.title}>
                    {other.title}
                  </a>
                  {other.publishedOn ? (
                    <time dateTime={other.publishedOn}>
                      {formatDate(locale, other.publishedOn)}
                    </time>
                  ) : null}
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
