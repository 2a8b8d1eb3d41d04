import { ConsultationForm } from "~/components/forms/ConsultationForm";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/consultation";

// The Book Free Consultant button opens a dialog; without JavaScript it is a
// link to this page, which holds the same form.
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Book a free colour consultation",
    description:
      "Ask a Kamo Paints colour expert to visit and help you choose shades and finishes.",
    keywords: "Kamo Paints, free consultation, colour expert, painting advice",
  });

export default function Consultation() {
  return (
    <section className="container narrow">
      <h1>Book a free colour consultation</h1>
      <ConsultationForm />
    </section>
  );
}
