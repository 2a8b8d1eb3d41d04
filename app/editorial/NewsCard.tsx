import type { NewsItem } from "~/editorial/news-types";
import { formatDate } from "~/lib/i18n/format";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { ContentPicture } from "./ContentPicture";
import { editorialMessages } from "./messages";

/**
 * A news card; the whole card opens the story's page on our site, or, for an
 * ERP item that has no page of ours, the publisher's page in a new tab.
 */
export function NewsCard({ item }: { item: NewsItem }) {
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  return (
    <article className="card card--link content-card news-card">
      <div className="card-media content-card__media">
        <ContentPicture
          image={item.image}
          alt={item.imageAlt}
          lang={item.langs.imageAlt}
          fallback="news-network"
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
        />
      </div>
      <p className="content-card__meta">
        {item.source ? <span>{item.source}</span> : null}
        {item.source && item.publishedOn ? <span aria-hidden="true"> · </span> : null}
        {item.publishedOn ? (
          <time dateTime={item.publishedOn}>{formatDate(locale, item.publishedOn)}</time>
        ) : null}
      </p>
      <h2 className="content-card__title">
        {item.ownPage ? (
          <a href={localizeHref(`/news/${item.id}`, locale)} lang={item.langs.title}>
            {item.title}
          </a>
        ) : (
          <a href={item.linkUrl} target="_blank" rel="noopener noreferrer">
            <span lang={item.langs.title}>{item.title}</span>
            <span className="visually-hidden"> {t("news.newTab")}</span>
          </a>
        )}
      </h2>
      {item.summary ? (
        <p className="content-card__summary" lang={item.langs.summary}>
          {item.summary}
        </p>
      ) : null}
    </article>
  );
}
