import { data } from "react-router";
import { BlogCard } from "~/editorial/BlogCard";
import { PageIntro } from "~/ui/PageIntro";
import { ContentListing } from "~/editorial/ContentListing";
import { listBlogPosts } from "~/editorial/blog.server";
import { editorialMeta, requestLocale } from "~/editorial/meta";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { Route } from "./+types/blog";
import "~/editorial/content.css";
import { logFor } from "~/lib/log/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    return { posts: await listBlogPosts(requestLocale(request)), unavailable: false };
  } catch (error) {
    logFor("editorial").error({ err: error }, "blog unavailable");
    return data({ posts: [], unavailable: true }, sourceUnavailableInit());
  }
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = editorialMeta("blog");

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, unavailable } = loaderData;
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  return (
    <>
      <PageIntro
        className="page-intro--editorial"
        eyebrow={t("blog.eyebrow")}
        title={t("blog.title")}
        lead={t("blog.lead")}
      />
      <ContentListing
        label={t("blog.listLabel")}
        entries={posts}
        unavailable={unavailable}
        what={t("blog.what")}
        retryHref={localizeHref("/blog", locale)}
        emptyText={t("blog.empty")}
        card={(post) => <BlogCard post={post} />}
      />
    </>
  );
}
