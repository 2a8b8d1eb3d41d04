import type { ReactNode } from "react";
import { InvestorPage } from "~/investors/zone/InvestorPage";
import { investorsIn } from "~/investors/localized-content";
import { localeOfPath } from "~/lib/i18n/locales";
import { seo } from "~/ui/seo";
import type { CategoryChoice } from "./AlertSignupForm";
import { alertMessages } from "./messages";
import { ALERTS_PATH } from "./paths";

/** Every category with its title in a language, for the full form and the manage page. */
export function categoryChoices(locale: string): CategoryChoice[] {
  return investorsIn(locale).documentPages.map((p) => ({ category: p.category, title: p.title }));
}

type MetaArgs = Parameters<typeof seo>[0];

/** Title and description of an alert page; the pages a signed link opens are not indexed. */
export function alertPageMeta(page: "page" | "confirm" | "manage" | "unsubscribe") {
  return (args: MetaArgs) => {
    const t = alertMessages.in(localeOfPath(args.location.pathname));
    return seo(args, {
      title: t(`${page}.metaTitle`),
      description: t("page.metaDescription"),
      keywords: t("page.metaKeywords"),
      ...(page === "page" ? {} : { noindex: true }),
    });
  };
}

/** The investor frame around an alert page, its breadcrumb at the Investor Zone. */
export function AlertPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <InvestorPage path={ALERTS_PATH} title={title} lead={lead ?? ""}>
      <div className="alert-page">{children}</div>
    </InvestorPage>
  );
}
