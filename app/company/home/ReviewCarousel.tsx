import type { Review } from "~/content/schema";
import { Carousel } from "./Carousel";

/** Customer quotes, one at a time, on the same carousel as the hero. */
export function ReviewCarousel({ reviews }: { reviews: readonly Review[] }) {
  return (
    <Carousel
      label="Customer reviews"
      className="review-carousel"
      items={reviews}
      slideName={(review) => `${review.name}, ${review.place}`}
      renderSlide={(review) => (
        <figure className="review">
          <svg className="review__mark" viewBox="0 0 48 36" aria-hidden="true" focusable="false">
            <path d="M0 36V22C0 9 7 1 20 0v7c-7 2-10 6-10 13h10v16zm28 0V22c0-13 7-21 20-22v7c-7 2-10 6-10 13h10v16z" />
          </svg>
          <blockquote className="review__quote">
            <p>{review.quote}</p>
          </blockquote>
          <figcaption className="review__author">
            <span className="review__name">{review.name}</span>
            <span className="review__meta">
              {review.role}, {review.place}
            </span>
          </figcaption>
        </figure>
      )}
    />
  );
}
