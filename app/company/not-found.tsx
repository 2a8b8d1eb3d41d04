import { data } from "react-router";
import { NotFoundMessage } from "~/ui/NotFoundMessage";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/not-found";
import { localeOfPath } from "~/lib/i18n/locales";
import { companyMessages } from "~/company/messages";

export function loader() {
  // The page itself answers 404 so crawlers drop dead links.
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const t = companyMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("notFound.metaTitle"),
    description: t("notFound.metaDescription"),
    keywords: t("notFound.metaKeywords"),
    noindex: true,
  });
};

export default function NotFound() {
  return <NotFoundMessage />;
}
