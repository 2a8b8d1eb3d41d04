import { data } from "react-router";
import { ContentIntro } from "~/editorial/ContentIntro";
import { FaqAccordion } from "~/editorial/FaqAccordion";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { groupFaqsByTopic, listFaqs } from "~/editorial/faq.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/faq";
import "~/editorial/content.css";

export async function loader() {
  try {
    return { topics: groupFaqsByTopic(await listFaqs()), unavailable: false };
  } catch (error) {
    console.error("[faq] unavailable:", error);
    return data({ topics: [], unavailable: true }, sourceUnavailableInit());
  }
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Frequently asked questions",
    description:
      "Answers about Kamo Paints products, becoming a dealer, paint warranties and our shares: what to use on damp walls, how to claim a warranty, how to update KYC for physical shares.",
    keywords: "Kamo Paints FAQ, paint warranty, become a paint dealer, shareholder questions",
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { topics, unavailable } = loaderData;
  return (
    <>
      <ContentIntro
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Quick answers about our paints, dealerships, warranties and shares. Can't find yours? Call us toll-free or write to us from the contact page."
      />
      <section className="section content-section" aria-label="Questions and answers">
        <div className="container narrow">
          {unavailable ? (
            <SourceUnavailable what="the questions and answers" retryHref="/faq" />
          ) : topics.length === 0 ? (
            <p className="content-empty">No questions yet. Please check back soon.</p>
          ) : (
            <FaqAccordion topics={topics} />
          )}
        </div>
      </section>
    </>
  );
}
