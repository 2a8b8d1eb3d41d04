import { data } from "react-router";
import { PageIntro } from "~/ui/PageIntro";
import { ContentListing } from "~/editorial/ContentListing";
import { NewsCard } from "~/editorial/NewsCard";
import { listNews } from "~/editorial/news.server";
import { editorialMeta, requestLocale } from "~/editorial/meta";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { Route } from "./+types/news";
import "~/editorial/content.css";
import { logFor } from "~/lib/log/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    return { items: await listNews(requestLocale(request)), unavailable: false };
  } catch (error) {
    logFor("editorial").error({ err: error }, "news unavailable");
    return data({ items: [], unavailable: true }, sourceUnavailableInit());
  }
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = editorialMeta("news");

export default function News({ loaderData }: Route.ComponentProps) {
  const { items, unavailable } = loaderData;
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  return (
    <>
      <PageIntro
        className="page-intro--editorial"
        eyebrow={t("news.eyebrow")}
        title={t("news.title")}
        lead={t("news.lead")}
      />
      <ContentListing
        label={t("news.listLabel")}
        entries={items}
        unavailable={unavailable}
        what={t("news.what")}
        retryHref={localizeHref("/news", locale)}
        emptyText={t("news.empty")}
        card={(item) => <NewsCard item={item} />}
      />
    </>
  );
}
