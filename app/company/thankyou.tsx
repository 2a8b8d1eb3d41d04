import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import type { Route } from "./+types/thankyou";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Thank You",
    description: "Thanks for sharing details our team will connect you soon",
    keywords: "Kamo Paints, thank you, enquiry received",
    noindex: true,
  });

export const headers = () => sharedPageHeaders();

export default function ThankYou() {
  return (
    <section className="container thank-you" aria-labelledby="thank-you-title">
      <svg className="thank-you__mark" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="48" />
        <path d="M28 50l13 13 27-29" />
      </svg>
      <h1 id="thank-you-title" className="thank-you__title">
        Thank you
      </h1>
      <p className="thank-you__message">
        Thanks for sharing details our team will connect you soon
      </p>
      <p className="thank-you__actions">
        <a className="button" href="/">
          Back to Home
        </a>
        <a className="button button--ghost" href="/pickyourcolors">
          Browse shade cards
        </a>
      </p>
    </section>
  );
}
