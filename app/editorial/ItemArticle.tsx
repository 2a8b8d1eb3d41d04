import type { ReactNode } from "react";
import { ContentPicture } from "~/editorial/ContentPicture";
import { OtherItems, type OtherItem } from "~/editorial/OtherItems";
import type { ContentImage } from "~/editorial/blog-types";
import { editorialMessages } from "~/editorial/messages";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { SourceUnavailable } from "~/ui/SourceUnavailable";

/**
 * What differs between a blog post's page and a news story's: where the list
 * is, which words and default picture they use, and their addresses.
 */
const pages = {
  blog: {
    listPath: "/blog",
    what: "blog.articleWhat",
    metaDescription: "blog.articleMetaDescription",
    metaKeywords: "blog.articleMetaKeywords",
    className: "blog-article",
    fallback: "blog-finishes",
    othersId: "other-blogs",
    pathOf: (id: string) => `/blog-details/${encodeURIComponent(id)}`,
  },
  news: {
    listPath: "/news",
    what: "news.storyWhat",
    metaDescription: "news.storyMetaDescription",
    metaKeywords: "news.storyMetaKeywords",
    className: "blog-article news-story",
    fallback: "news-network",
    othersId: "other-news",
    pathOf: (id: string) => `/news/${id}`,
  },
} as const;

type Kind = keyof typeof pages;

interface ArticleItem {
  title: string;
  summary: string;
  image?: ContentImage;
  imageAlt: string;
  langs: { title?: string; imageAlt?: string };
}

/** The page's title and description: the item's own, else the kind's (a 503 page has no item). */
export function itemMeta(
  kind: Kind,
  args: Parameters<typeof seo>[0],
  item: ArticleItem | undefined,
) {
  const t = editorialMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: item?.title ?? t(`${kind}.heading`),
    description: item?.summary || t(pages[kind].metaDescription),
    keywords: t(pages[kind].metaKeywords),
  });
}

/** The page when the source did not answer: the kind's heading and a link to try again. */
export function ItemUnavailable({ kind, retryHref }: { kind: Kind; retryHref: string }) {
  const t = useMessages(editorialMessages);
  return (
    <section className="section">
      <div className="container">
        <h1>{t(`${kind}.heading`)}</h1>
        <SourceUnavailable what={t(pages[kind].what)} retryHref={retryHref} />
      </div>
    </section>
  );
}

/**
 * A blog post or news story with the others of its kind beside it: a link
 * back to the list, the title, what `meta` says about it, its picture, then
 * `children` (the article's body, or a story's summary and link).
 */
export function ItemArticle({
  kind,
  item,
  meta,
  others,
  children,
}: {
  kind: Kind;
  item: ArticleItem;
  meta: ReactNode;
  others: readonly OtherItem[];
  children: ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  const page = pages[kind];
  return (
    <div className="section blog-article-section">
      <div className="container blog-layout">
        <article className={page.className}>
          <p className="eyebrow">
            <a href={localizeHref(page.listPath, locale)}>{t(`${kind}.eyebrow`)}</a>
          </p>
          <h1 className="blog-article__title" lang={item.langs.title}>
            {item.title}
          </h1>
          {meta}
          <ContentPicture
            image={item.image}
            alt={item.imageAlt}
            lang={item.langs.imageAlt}
            fallback={page.fallback}
            sizes="(min-width: 992px) 720px, 100vw"
            priority
            className="blog-article__image"
          />
          {children}
        </article>
        <OtherItems
          headingId={page.othersId}
          heading={t(`${kind}.others`)}
          items={others}
          pathOf={page.pathOf}
        />
      </div>
    </div>
  );
}
