import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { about } from "./about";
import { company } from "./company";
import { privacyPolicy, termsAndConditions } from "./legal";
import { board, findPerson } from "./people";
import { directorSlugs } from "./route-paths";
import { boardSchema, companySchema, committeeSchema } from "./schema";

const artDir = path.resolve(import.meta.dirname, "../../art");
const artworkExists = (name: string) => fs.existsSync(path.join(artDir, `${name}.svg`));

describe("company content", () => {
  it("states the business facts of the spec", () => {
    const facts = company.facts.map((fact) => `${fact.value} ${fact.label}`).join(" | ");
    expect(company.established).toBe(2008);
    expect(facts).toContain("2008");
    expect(facts).toContain("4,000+ Dealers and distributors");
    expect(facts).toContain("50+");
    expect(facts).toMatch(/1,000 cr.*FY26/);
    expect(facts).toContain("5 saplings");
  });

  it("lists the nine product ranges with their pages", () => {
    expect(company.ranges.map((range) => range.href)).toEqual([
      "/dual-paints-series",
      "/interior-range",
      "/exterior-range",
      "/designer-range",
      "/distemper-range",
      "/premium-enamel-range",
      "/wood-coating-products",
      "/water-proofing-solutions",
      "/Product/5",
    ]);
  });

  it("has the five values, four committees, six CSR pictures and five awards", () => {
    expect(about.philosophy.values.map((value) => value.name)).toEqual([
      "Honesty",
      "Transparency",
      "Commitment",
      "Quality Assurance",
      "Customer Satisfaction",
    ]);
    expect(about.committees.map((committee) => committee.name)).toEqual([
      "Audit Committee",
      "Risk Management Committee",
      "Stakeholders Relationship Committee",
      "Nomination and Remuneration Committee",
    ]);
    expect(about.csr.projects).toHaveLength(6);
    expect(about.awards).toHaveLength(5);
    expect(company.reviews).toHaveLength(5);
    expect(company.heroSlides).toHaveLength(4);
  });

  it("opens the paint budget calculator from the paint budget tile (issue 28)", () => {
    const budget = company.featureTiles.find((tile) => tile.title.includes("budget"));
    expect(budget?.cta).toEqual(
      expect.objectContaining({ kind: "link", href: "/paint-budget-calculator" }),
    );
  });

  it("refers only to artwork that exists in art/", () => {
    const names = [
      ...company.heroSlides.map((slide) => slide.artwork),
      ...company.featureTiles.map((tile) => tile.artwork),
      company.brandStory.artwork,
      ...about.csr.projects.map((project) => project.artwork),
      ...about.awards.map((award) => award.artwork),
      ...board.map((person) => person.portrait),
    ];
    expect(names.filter((name) => !artworkExists(name))).toEqual([]);
  });
});

describe("board content", () => {
  it("has one person per director route, in the route order", () => {
    expect(board.map((person) => person.slug)).toEqual([...directorSlugs]);
    expect(board.map((person) => person.designation)).toEqual([
      "Chairman",
      "Managing Director",
      "Non-Executive Director",
      "Independent Director",
      "Independent Director",
      "Independent Director",
    ]);
    expect(findPerson("meera-iyer")?.honorific).toBe("Dr.");
    expect(findPerson("nobody")).toBeUndefined();
  });

  it("gives every director a biography of two to four paragraphs", () => {
    for (const person of board) {
      expect(person.biography.length).toBeGreaterThanOrEqual(2);
      expect(person.biography.length).toBeLessThanOrEqual(4);
    }
  });

  it("rejects a board missing a director", () => {
    expect(boardSchema.safeParse(board.slice(1)).success).toBe(false);
    const duplicated = [...board.slice(0, 5), { ...board[0] }];
    expect(boardSchema.safeParse(duplicated).success).toBe(false);
  });

  it("rejects a committee whose members are not on the board or repeat the chairman", () => {
    const audit = about.committees[0];
    expect(
      committeeSchema.safeParse({ ...audit, members: ["someone-else", "meera-iyer"] }).success,
    ).toBe(false);
    expect(
      committeeSchema.safeParse({ ...audit, members: [audit?.chairman, "meera-iyer"] }).success,
    ).toBe(false);
  });

  it("rejects company content with a fact missing", () => {
    expect(companySchema.safeParse({ ...company, facts: company.facts.slice(1) }).success).toBe(
      false,
    );
  });
});

describe("legal content", () => {
  const privacyText = JSON.stringify(privacyPolicy);

  it("covers collection, use, sharing and cookies", () => {
    const headings = privacyPolicy.sections.map((section) => section.heading).join(" | ");
    expect(headings).toMatch(/collect/i);
    expect(headings).toMatch(/use/i);
    expect(headings).toMatch(/sharing/i);
    expect(headings).toMatch(/cookies/i);
  });

  it("states the DPDP Act's age of 18 and answers requests within 90 days at most", () => {
    expect(privacyText).toContain("under the age of 18");
    expect(privacyText).toContain("within 90 days at most");
  });

  it("keeps the terms short", () => {
    expect(termsAndConditions.sections.length).toBeLessThanOrEqual(5);
  });

  it("has unique section anchors", () => {
    const ids = privacyPolicy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
