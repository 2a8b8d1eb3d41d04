import { ResponsiveImage } from "~/ui/ResponsiveImage";
import type { LeaderMessage as Message } from "~/content/schema";
import { StaticSection } from "~/platform";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { personIn } from "~/company/board-content";

/** The chairman's or managing director's letter, signed with their portrait. */
export function LeaderMessage({ message }: { message: Message }) {
  const locale = useLocale();
  const author = personIn(locale, message.author);
  return (
    <StaticSection
      id={message.id}
      className="about-section leader-message"
      aria-labelledby={`${message.id}-title`}
    >
      <div className="container leader-message__grid">
        <div className="leader-message__body">
          <h2 id={`${message.id}-title`} className="company-heading">
            {message.heading}
          </h2>
          {message.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <div className="leader-message__author">
          <ResponsiveImage
            className="portrait portrait--large"
            name={author.portrait}
            alt=""
            sizes="(min-width: 768px) 220px, 160px"
          />
          <p className="leader-message__name">
            <a href={localizeHref(`/${author.slug}`, locale)}>{author.name}</a>
          </p>
          <p className="leader-message__designation">{author.designation}</p>
        </div>
      </div>
    </StaticSection>
  );
}
