import { CommitteeCard } from "~/company/CommitteeCard";
import { DirectorCard } from "~/company/DirectorCard";
import { LeaderMessage } from "~/company/LeaderMessage";
import { PageIntro } from "~/company/PageIntro";
import { ProseSectionBlock } from "~/company/ProseSectionBlock";
import { TableOfContents } from "~/company/TableOfContents";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { StaticSection } from "~/ui/StaticSection";
import { company } from "~/content/company";
import { board } from "~/content/people";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import "~/company/about.css";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "About Us: Our Story, Board and Values",
    description:
      "Kamo Paints Limited: messages from our chairman and managing director, our philosophy, business model, board of directors, committees, CSR and awards.",
    keywords:
      "Kamo Paints about us, Kamo Paints Limited, board of directors, board committees, paint company CSR, paint company awards, vision and mission",
  });

export const headers = () => sharedPageHeaders();

const about = company.about;
const [chairmanMessage, mdMessage] = about.messages;

// Anchor ids are the spec's, spellings included (vission-mission, committies): other pages link to them.
const sections = [
  { id: "chairman-msg", label: "Chairman's message" },
  { id: "md-msg", label: "Managing Director's message" },
  { id: "philosophy", label: about.philosophy.heading },
  { id: "business-model", label: about.businessModel.heading },
  { id: "awareness", label: about.awareness.heading },
  { id: "success-story", label: about.successStory.heading },
  { id: "vission-mission", label: about.visionMission.heading },
  { id: "directors", label: "Board of directors" },
  { id: "committies", label: "Board committees" },
  { id: "csr", label: "Corporate social responsibility" },
  { id: "awards", label: "Awards" },
];

export default function About() {
  return (
    <>
      <PageIntro eyebrow={`Since ${company.established}`} title={about.heading} lead={about.lead}>
        <ResponsiveImage
          className="page-intro__art"
          name="about-hero"
          alt="A Kamo Paints plant with a delivery truck leaving for dealers."
          sizes="(min-width: 992px) 45vw, 100vw"
          priority
        />
      </PageIntro>

      <div className="container about-toc">
        <TableOfContents entries={sections} />
      </div>

      {chairmanMessage ? <LeaderMessage message={chairmanMessage} /> : null}
      {mdMessage ? <LeaderMessage message={mdMessage} /> : null}

      <StaticSection
        id="philosophy"
        className="about-section about-section--tinted"
        aria-labelledby="philosophy-title"
      >
        <div className="container">
          <p className="eyebrow">What we stand for</p>
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
              <h3>Our vision</h3>
              <p>{about.visionMission.vision}</p>
            </div>
            <div className="vision-mission__card">
              <h3>Our mission</h3>
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
          <p className="eyebrow">Leadership</p>
          <h2 id="directors-title" className="company-heading">
            Board of directors
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
          <p className="eyebrow">Governance</p>
          <h2 id="committees-title" className="company-heading">
            Board committees
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
          <p className="eyebrow">Giving back</p>
          <h2 id="csr-title" className="company-heading">
            Corporate social responsibility
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
          <p className="eyebrow">Recognition</p>
          <h2 id="awards-title" className="company-heading">
            Awards
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
