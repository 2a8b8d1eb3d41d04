import type { NewsItem } from "~/editorial/news-types";
import { formatDate } from "~/investors/format";
import { ContentPicture } from "./ContentPicture";

/** A news card; the whole card opens the story on the publisher's site in a new tab. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="card card--link content-card news-card">
      <div className="card-media content-card__media">
        <ContentPicture
          image={item.image}
          alt={item.imageAlt}
          fallback="news-network"
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
        />
      </div>
      <p className="content-card__meta">
        {item.source ? <span>{item.source}</span> : null}
        {item.source && item.publishedOn ? <span aria-hidden="true"> · </span> : null}
        {item.publishedOn ? (
          <time dateTime={item.publishedOn}>{formatDate(item.publishedOn, "long")}</time>
        ) : null}
      </p>
      <h2 className="content-card__title">
        <a href={item.linkUrl} target="_blank" rel="noopener noreferrer">
          {item.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </h2>
      {item.summary ? <p className="content-card__summary">{item.summary}</p> : null}
    </article>
  );
}
