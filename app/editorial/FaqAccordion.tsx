import { useRef, useState, type KeyboardEvent } from "react";
import type { FaqTopic } from "~/editorial/faq-types";
import { useHydrated } from "~/platform";

/**
 * The FAQ accordion (WAI-ARIA accordion pattern). Without JavaScript every
 * answer is shown under its question. Once hydrated, questions become buttons
 * with aria-expanded/aria-controls; one answer is open at a time and slides
 * over 300 ms (no motion when the visitor prefers reduced motion, see CSS).
 * Arrow keys, Home and End move between questions.
 */
export function FaqAccordion({
  topics,
  idPrefix = "faq",
}: {
  topics: FaqTopic[];
  /** Starts every id; not useId(), so server HTML and browser agree. */
  idPrefix?: string;
}) {
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
    const buttons = Array.from(
      root.current?.querySelectorAll<HTMLButtonElement>("button.faq-item__button") ?? [],
    );
    const index = buttons.indexOf(event.currentTarget);
    const target =
      event.key === "ArrowDown"
        ? buttons[(index + 1) % buttons.length]
        : event.key === "ArrowUp"
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === "Home"
            ? buttons[0]
            : event.key === "End"
              ? buttons[buttons.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return (
    <div className="faq" ref={root}>
      {topics.map((topic, t) => (
        <section
          key={topic.topic || t}
          className="faq-topic"
          aria-labelledby={topic.topic ? `${idPrefix}-topic-${t}` : undefined}
        >
          {topic.topic ? (
            <h2 id={`${idPrefix}-topic-${t}`} className="faq-topic__title" lang={topic.lang}>
              {topic.topic}
            </h2>
          ) : null}
          {topic.entries.map((entry) => {
            const buttonId = `${idPrefix}-q-${entry.id}`;
            const panelId = `${idPrefix}-a-${entry.id}`;
            const open = !hydrated || openId === entry.id;
            return (
              <div key={entry.id} className={`faq-item${open ? " is-open" : ""}`}>
                <h3 className="faq-item__heading">
                  {hydrated ? (
                    <button
                      type="button"
                      id={buttonId}
                      className="faq-item__button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : entry.id)}
                      onKeyDown={moveFocus}
                    >
                      <span lang={entry.langs.question}>{entry.question}</span>
                      <svg
                        className="faq-item__chevron"
                        viewBox="0 0 24 24"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path
                          d="M6 9l6 6 6-6"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </button>
                  ) : (
                    <span className="faq-item__question" lang={entry.langs.question}>
                      {entry.question}
                    </span>
                  )}
                </h3>
                <div
                  id={panelId}
                  className="faq-item__panel"
                  inert={hydrated && !open ? true : undefined}
                >
                  <div
                    className="faq-item__answer"
                    lang={entry.langs.answerHtml}
                    // Sanitized with the site's allow-list in the FAQ data module.
                    dangerouslySetInnerHTML={{ __html: entry.answerHtml }}
                  />
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
