import { data } from "react-router";
import { ContentIntro } from "~/editorial/ContentIntro";
import { ContentListing } from "~/editorial/ContentListing";
import { NewsCard } from "~/editorial/NewsCard";
import { listNews } from "~/editorial/news.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news";
import "~/editorial/content.css";

export async function loader() {
  try {
    return { items: await listNews(), unavailable: false };
  } catch (error) {
    console.error("[news] unavailable:", error);
    return data({ items: [], unavailable: true }, sourceUnavailableInit());
  }
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "News",
    description:
      "Kamo Paints in the news: new plants, dealer network milestones, awards, painter skilling camps and CSR.",
    keywords: "Kamo Paints news, paint company news India, press coverage",
  });

export default function News({ loaderData }: Route.ComponentProps) {
  const { items, unavailable } = loaderData;
  return (
    <>
      <ContentIntro
        eyebrow="In the news"
        title="News"
        lead="Stories about Kamo Paints from newspapers and trade magazines. Each story opens on the publisher's website in a new tab."
      />
      <ContentListing
        label="News stories"
        entries={items}
        unavailable={unavailable}
        what="the news"
        retryHref="/news"
        emptyText="No news yet. Please check back soon."
        card={(item) => <NewsCard item={item} />}
      />
    </>
  );
}
