import { CommitteeCard } from "~/company/CommitteeCard";
import { DirectorCard } from "~/company/DirectorCard";
import { LeaderMessage } from "~/company/LeaderMessage";
import { PageIntro } from "~/ui/PageIntro";
import { ProseSectionBlock } from "~/company/ProseSectionBlock";
import { TableOfContents } from "~/company/TableOfContents";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { StaticSection } from "~/platform";
import { sharedPageHeaders } from "~/lib/cache";
import { companyMeta } from "~/company/meta";
import "~/company/company.css";
import "~/company/about.css";
import type { Route } from "./+types/about";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";
import { aboutIn } from "~/company/about-content";
import { boardIn } from "~/company/board-content";
import { companyIn } from "~/company/content";

export const meta: Route.MetaFunction = companyMeta("about");

export const headers = () => sharedPageHeaders();

export default function About() {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  const company = companyIn(locale);
  const board = boardIn(locale);
  const about = aboutIn(locale);
  const [chairmanMessage, mdMessage] = about.messages;
  // Anchor ids are the spec's, spellings included (vission-mission, committies): other pages link to them.
  const sections = [
    { id: "chairman-msg", label: t("about.chairmanMessage") },
    { id: "md-msg", label: t("about.mdMessage") },
    { id: "philosophy", label: about.philosophy.heading },
    { id: "business-model", label: about.businessModel.heading },
    { id: "awareness", label: about.awareness.heading },
    { id: "success-story", label: about.successStory.heading },
    { id: "vission-mission", label: about.visionMission.heading },
    { id: "directors", label: t("about.directors") },
    { id: "committies", label: t("about.committees") },
    { id: "csr", label: t("about.csr") },
    { id: "awards", label: t("about.awards") },
  ];
  return (
    <>
      <PageIntro
        eyebrow={t("about.since", { year: company.established })}
        title={about.heading}
        lead={about.lead}
      >
        <ResponsiveImage
          className="page-intro__art"
          name="about-hero"
          alt={t("about.heroAlt")}
          sizes="(min-width: 992px) 45vw, 100vw"
          priority
        />
      </PageIntro>

      <div className="container about-toc">
        <TableOfContents entries={sections} label={t("toc.label")} />
      </div>

      {chairmanMessage ? <LeaderMessage message={chairmanMessage} /> : null}
      {mdMessage ? <LeaderMessage message={mdMessage} /> : null}

      <StaticSection
        id="philosophy"
        className="about-section about-section--tinted"
        aria-labelledby="philosophy-title"
      >
        <div className="container">
          <p className="eyebrow">{t("about.valuesEyebrow")}</p>
          <h2 id="philosophy-title" className="company-heading">
            {about.philosophy.heading}
          </h2>
          <p className="section-lead">{about.philosophy.lead}</p>
          <ol className="value-grid">
            {about.philosophy.values.map((value) => (
              <li key={value.name} className="value-card">
                <h3>{value.name}</h3>
                <p>{value.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </StaticSection>

      <ProseSectionBlock section={about.businessModel} variant="steps" />
      <ProseSectionBlock section={about.awareness} tinted />
      <ProseSectionBlock section={about.successStory} variant="timeline" />

      <StaticSection
        id="vission-mission"
        className="about-section vision-mission"
        aria-labelledby="vm-title"
      >
        <div className="container">
          <h2 id="vm-title" className="company-heading">
            {about.visionMission.heading}
          </h2>
          <div className="vision-mission__grid">
            <div className="vision-mission__card vision-mission__card--vision">
              <h3>{t("about.vision")}</h3>
              <p>{about.visionMission.vision}</p>
            </div>
            <div className="vision-mission__card">
              <h3>{t("about.mission")}</h3>
              <ul>
                {about.visionMission.mission.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </StaticSection>

      <StaticSection
        id="directors"
        className="about-section about-section--tinted"
        aria-labelledby="directors-title"
      >
        <div className="container">
          <p className="eyebrow">{t("about.leadership")}</p>
          <h2 id="directors-title" className="company-heading">
            {t("about.directors")}
          </h2>
          <p className="section-lead">{about.directorsLead}</p>
          <ul className="director-grid">
            {board.map((person) => (
              <li key={person.slug}>
                <DirectorCard person={person} />
              </li>
            ))}
          </ul>
        </div>
      </StaticSection>

      <StaticSection id="committies" className="about-section" aria-labelledby="committees-title">
        <div className="container">
          <p className="eyebrow">{t("about.governance")}</p>
          <h2 id="committees-title" className="company-heading">
            {t("about.committees")}
          </h2>
          <p className="section-lead">{about.committeesLead}</p>
          <div className="committee-grid">
            {about.committees.map((committee) => (
              <CommitteeCard key={committee.name} committee={committee} />
            ))}
          </div>
        </div>
      </StaticSection>

      <StaticSection
        id="csr"
        className="about-section about-section--tinted"
        aria-labelledby="csr-title"
      >
        <div className="container">
          <p className="eyebrow">{t("about.givingBack")}</p>
          <h2 id="csr-title" className="company-heading">
            {t("about.csr")}
          </h2>
          <p className="section-lead">{about.csr.lead}</p>
          <ul className="csr-gallery">
            {about.csr.projects.map((project) => (
              <li key={project.title} className="csr-gallery__item">
                <ResponsiveImage
                  className="csr-gallery__image"
                  name={project.artwork}
                  alt={project.caption}
                  sizes="(min-width: 768px) 33vw, 100vw"
                />
                <p className="csr-gallery__caption">{project.title}</p>
              </li>
            ))}
          </ul>
        </div>
      </StaticSection>

      <StaticSection id="awards" className="about-section" aria-labelledby="awards-title">
        <div className="container">
          <p className="eyebrow">{t("about.recognition")}</p>
          <h2 id="awards-title" className="company-heading">
            {t("about.awards")}
          </h2>
          <p className="section-lead">{about.awardsLead}</p>
          <ul className="award-grid">
            {about.awards.map((award) => (
              <li key={award.title} className="award-card">
                <ResponsiveImage
                  className="award-card__art"
                  name={award.artwork}
                  alt=""
                  sizes="(min-width: 992px) 200px, 45vw"
                />
                <h3 className="award-card__title">{award.title}</h3>
                <p className="award-card__meta">
                  {award.presenter}, {award.year}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </StaticSection>
    </>
  );
}
