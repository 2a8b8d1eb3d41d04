import { useEffect } from "react";
import { data } from "react-router";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { findPerson } from "~/content/people";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import type { Route } from "./+types/director";
import { unprefixedPath } from "~/lib/i18n/locales";

// Registered once per slug (routes.ts); the person is found from the path itself.
export function loader({ request }: Route.LoaderArgs) {
  const slug = unprefixedPath(new URL(request.url).pathname).replace(/^\/+|\/+$/g, "");
  const person = findPerson(slug);
  if (!person) throw data(null, { status: 404 });
  return { person };
}

export const meta: Route.MetaFunction = (args) => {
  const person = args.loaderData?.person;
  if (!person) {
    return seo(args, {
      title: "Board of directors",
      description: "Profiles of the board of directors of Kamo Paints Limited.",
      keywords: "Kamo Paints, board of directors",
      noindex: true,
    });
  }
  return seo(args, {
    title: `${person.name}, ${person.designation}`,
    description: `${person.name} is ${person.designation} of Kamo Paints Limited. ${person.summary}`,
    keywords: `${person.name}, ${person.designation}, Kamo Paints board of directors, Kamo Paints Limited`,
  });
};

export const headers = () => sharedPageHeaders();

export default function DirectorProfile({ loaderData }: Route.ComponentProps) {
  const { person } = loaderData;

  // The spec opens a profile at the top, even when the browser would restore an old scroll position.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  return (
    <article className="director-profile" aria-labelledby="director-name">
      <div className="container">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <a href="/about">About us</a>
            </li>
            <li>
              <a href="/about#directors">Board of directors</a>
            </li>
            <li aria-current="page">{person.name}</li>
          </ol>
        </nav>
        <div className="director-profile__grid">
          <div className="director-profile__aside">
            <ResponsiveImage
              className="portrait portrait--profile"
              name={person.portrait}
              alt={`Portrait of ${person.name}`}
              sizes="(min-width: 768px) 320px, 240px"
              priority
            />
            <dl className="director-profile__facts">
              <div>
                <dt>Category</dt>
                <dd>{person.category} Director</dd>
              </div>
              <div>
                <dt>DIN</dt>
                <dd>{person.din}</dd>
              </div>
            </dl>
          </div>
          <div className="director-profile__body">
            <p className="eyebrow">Board of directors</p>
            <h1 id="director-name" className="director-profile__name">
              {person.honorific} {person.name}
            </h1>
            <p className="director-profile__designation">{person.designation}</p>
            <div className="director-profile__bio">
              {person.biography.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
            <a className="button button--secondary" href="/about#directors">
              ← Back to the board of directors
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
