import { CallToActionLink } from "~/company/CallToActionLink";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import type { HeroSlide } from "~/content/schema";
import { Carousel } from "./Carousel";

/** The home page's four painted-room slides; the first picture is the page's LCP image. */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <Carousel
      label="Featured ranges"
      className="hero-carousel"
      items={slides}
      slideName={(slide) => slide.headline}
      renderSlide={(slide, index) => (
        <div className="hero-slide">
          <ResponsiveImage
            className="hero-slide__media"
            name={slide.artwork}
            alt={slide.alt}
            sizes="(min-width: 992px) 58vw, 100vw"
            priority={index === 0}
          />
          <div className="hero-slide__text">
            <p className="eyebrow hero-slide__eyebrow">{slide.eyebrow}</p>
            <h2 className="hero-slide__headline">{slide.headline}</h2>
            <p className="hero-slide__body">{slide.body}</p>
            <CallToActionLink cta={slide.cta} className="button hero-slide__cta" />
          </div>
        </div>
      )}
    />
  );
}
