import { ConsultationLink } from "~/leads/ConsultationLink";

/** The closing call to action of range and catalogue pages. */
export function HelpBand({ product }: { product?: string }) {
  return (
    <section className="pr-cta" aria-labelledby="help-band-title">
      <div className="container pr-cta__inner">
        <div>
          <h2 id="help-band-title">Not sure which one suits your walls?</h2>
          <p>
            Our colour consultants visit your home, check the surface and suggest the right product,
            shades and quantity. The visit is free, and there is no obligation to buy.
          </p>
        </div>
        <p className="pr-cta__actions">
          <ConsultationLink product={product} className="button">
            Book free consultation
          </ConsultationLink>
          <a className="button button--ghost" href="/pickyourcolors">
            Browse shade cards
          </a>
        </p>
      </div>
    </section>
  );
}
