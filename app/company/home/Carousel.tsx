import {
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  AUTO_ADVANCE_MS,
  carouselReducer,
  initialCarouselState,
  liveRegionMode,
  swipeDirection,
} from "./carousel-state";

interface CarouselProps<Item> {
  /** Accessible name of the whole carousel, e.g. "Featured ranges". */
  label: string;
  items: readonly Item[];
  /** Short name of a slide for its picker button, e.g. its headline. */
  slideName: (item: Item) => string;
  renderSlide: (item: Item, index: number) => ReactNode;
  className?: string;
  intervalMs?: number;
}

/**
 * A rotating set of slides following the WAI-ARIA carousel pattern: a
 * pause/play button first, previous/next buttons, one picker per slide, a live
 * region that speaks only when the visitor (not the timer) changed the slide.
 * Rotation pauses while the pointer or keyboard focus is inside, never starts
 * under prefers-reduced-motion, and a 40 px horizontal swipe changes slide.
 * Without JavaScript the first slide shows and the controls stay hidden.
 */
export function Carousel<Item>({
  label,
  items,
  slideName,
  renderSlide,
  className = "",
  intervalMs = AUTO_ADVANCE_MS,
}: CarouselProps<Item>) {
  const [state, dispatch] = useReducer(carouselReducer, items.length, (count) =>
    initialCarouselState(count),
  );
  const enhanced = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const suppressClick = useRef(false);

  const rotating = enhanced && state.playing && !hovered && !focused;

  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reducedMotion.matches) dispatch({ type: "stop" });
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) dispatch({ type: "stop" });
    };
    reducedMotion.addEventListener("change", onChange);
    return () => reducedMotion.removeEventListener("change", onChange);
  }, []);

  // One timeout per shown slide: any manual change restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index, intervalMs]);

  const count = items.length;
  return (
    <section
      className={`carousel ${enhanced ? "carousel--enhanced" : ""} ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__controls" hidden={!enhanced}>
        <button
          type="button"
          className="carousel__button carousel__button--play"
          onClick={() => dispatch({ type: "togglePlaying" })}
          aria-label={state.playing ? "Stop automatic slide show" : "Start automatic slide show"}
        >
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="carousel__button"
          onClick={() => dispatch({ type: "previous" })}
          aria-label="Previous slide"
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className="carousel__button"
          onClick={() => dispatch({ type: "next" })}
          aria-label="Next slide"
        >
          <ChevronIcon direction="right" />
        </button>
      </div>

      {/* Pointer events cover mouse, pen and touch; touch-action: pan-y (CSS) keeps vertical scrolling native. */}
      <div
        className="carousel__viewport"
        aria-live={liveRegionMode(rotating)}
        onPointerDown={(event) => {
          if (!event.isPrimary) return;
          pointerStart.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const start = pointerStart.current;
          pointerStart.current = null;
          if (!start) return;
          const deltaX = event.clientX - start.x;
          const deltaY = event.clientY - start.y;
          if (Math.abs(deltaX) <= Math.abs(deltaY) || swipeDirection(deltaX) === 0) return;
          // A drag that ends on a link must not also follow it.
          suppressClick.current = true;
          dispatch({ type: "swipe", deltaX });
        }}
        onPointerCancel={() => {
          pointerStart.current = null;
        }}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className="carousel__track"
          style={{ transform: `translateX(${-100 * state.index}%)` }}
        >
          {items.map((item, index) => (
            <div
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              inert={index !== state.index}
              data-active={index === state.index ? "true" : undefined}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>

      <div className="carousel__pickers" hidden={!enhanced}>
        {items.map((item, index) => (
          <button
            key={index}
            type="button"
            className="carousel__picker"
            aria-label={`Show slide ${index + 1}: ${slideName(item)}`}
            aria-current={index === state.index ? "true" : undefined}
            onClick={() => dispatch({ type: "goTo", index })}
          />
        ))}
      </div>
    </section>
  );
}

const subscribeToNothing = () => () => {};

/** False in the server HTML and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
