import { useEffect } from "react";
import { data } from "react-router";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import type { Person } from "~/content/schema";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/ui/seo";
import { localeOfPath, localizeHref, unprefixedPath } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";
import { boardIn } from "~/company/board-content";
import "~/company/company.css";
import type { Route } from "./+types/$director";

// Registered once per slug (routes.ts); the person is found from the path itself.
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const slug = unprefixedPath(pathname).replace(/^\/+|\/+$/g, "");
  const person = boardIn(localeOfPath(pathname)).find((candidate) => candidate.slug === slug);
  if (!person) throw data(null, { status: 404 });
  return { person };
}

export const meta: Route.MetaFunction = (args) => {
  const t = companyMessages.in(localeOfPath(args.location.pathname));
  const person = args.loaderData?.person;
  if (!person) {
    return seo(args, {
      title: t("director.board"),
      description: t("about.metaDescription"),
      keywords: t("about.metaKeywords"),
      noindex: true,
    });
  }
  const values = { name: person.name, designation: person.designation, summary: person.summary };
  return seo(args, {
    title: t("director.metaTitle", values),
    description: t("director.metaDescription", values),
    keywords: t("director.metaKeywords", values),
  });
};

export const headers = () => sharedPageHeaders();

const honorificKeys = {
  "Mr.": "honorific.mr",
  "Ms.": "honorific.ms",
  "Dr.": "honorific.dr",
} as const;
const categoryKeys = {
  Executive: "director.categoryExecutive",
  "Non-Executive": "director.categoryNonExecutive",
  Independent: "director.categoryIndependent",
} as const satisfies Record<Person["category"], string>;

export default function DirectorProfile({ loaderData }: Route.ComponentProps) {
  const { person } = loaderData;
  const locale = useLocale();
  const t = useMessages(companyMessages);
  const about = localizeHref("/about", locale);

  // The spec opens a profile at the top, even when the browser would restore an old scroll position.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  return (
    <article className="director-profile" aria-labelledby="director-name">
      <div className="container">
        <nav aria-label={t("director.breadcrumb")} className="breadcrumb">
          <ol>
            <li>
              <a href={about}>{t("director.aboutUs")}</a>
            </li>
            <li>
              <a href={`${about}#directors`}>{t("director.board")}</a>
            </li>
            <li aria-current="page">{person.name}</li>
          </ol>
        </nav>
        <div className="director-profile__grid">
          <div className="director-profile__aside">
            <ResponsiveImage
              className="portrait portrait--profile"
              name={person.portrait}
              alt={t("director.portraitAlt", { name: person.name })}
              sizes="(min-width: 768px) 320px, 240px"
              priority
            />
            <dl className="director-profile__facts">
              <div>
                <dt>{t("director.category")}</dt>
                <dd>{t(categoryKeys[person.category])}</dd>
              </div>
              <div>
                <dt>{t("director.din")}</dt>
                <dd>{person.din}</dd>
              </div>
            </dl>
          </div>
          <div className="director-profile__body">
            <p className="eyebrow">{t("director.board")}</p>
            <h1 id="director-name" className="director-profile__name">
              {t(honorificKeys[person.honorific])} {person.name}
            </h1>
            <p className="director-profile__designation">{person.designation}</p>
            <div className="director-profile__bio">
              {person.biography.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
            <a className="button button--secondary" href={`${about}#directors`}>
              {t("director.back")}
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
