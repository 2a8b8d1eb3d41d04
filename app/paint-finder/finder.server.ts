import { localizeHref } from "~/lib/i18n/locales";
import { costPer100SqFt, pricePerUnit } from "~/paint-budget/compare";
import { products, ranges, type Product } from "~/products/content";
import { troubleFeatures, type PaintJob } from "~/products/content/schema";
import { productIn, rangeIn } from "~/products/localized-content";
import { shadesOfProduct } from "~/shades/shades.server";
import { finderMessages } from "./messages";
import { rankPaints, type FinderCandidate, type FinderConcern, type FinderReason } from "./rank";

/**
 * The paint finder's server side (issue 42): the ranking of rank.ts on the
 * product records, and each result worded from the record in the page's
 * language, with the links onward that carry the visitor's plan.
 */
let candidates: FinderCandidate[] | undefined;

/** The finder's view of every product record, worked out once (the costs run the calculator). */
export function finderCandidates(): FinderCandidate[] {
  candidates ??= products.map((p) => ({
    slug: p.slug,
    jobs: p.finder.jobs,
    resists: p.finder.resists,
    scrubCycles: p.washability.scrubCycles,
    warrantyYears: p.warranty.kind === "performance" ? p.warranty.years : 0,
    costPer100SqFt: costPer100SqFt(p),
  }));
  return candidates;
}

const rupees = (amount: number) => `₹${Math.round(amount).toLocaleString("en-IN")}`;

/** One reason, worded from the record: the feature that backs a claim, a figure for the rest. */
function reasonText(
  reason: FinderReason,
  product: Product,
  candidate: FinderCandidate,
  t: ReturnType<typeof finderMessages.in>,
): string {
  switch (reason.kind) {
    case "resists": {
      const feature = product.features.find((f) =>
        troubleFeatures[reason.trouble].includes(f.icon),
      )!;
      return t("reason.resists", {
        trouble: t(`concern.${reason.trouble}`),
        level: String(reason.level),
        title: feature.title,
        text: feature.text,
      });
    }
    case "washability":
      return t("reason.washability", {
        cycles: product.washability.scrubCycles.toLocaleString("en-IN"),
      });
    case "budget":
      return t("reason.budget", { cost: rupees(candidate.costPer100SqFt) });
  }
}

export interface FinderResult {
  slug: string;
  name: string;
  subtitle?: string;
  reasons: string[];
  price: string;
  warranty: string;
  links: { product: string; colours: string; estimate: string };
  colourCount: number;
}

export interface RangeAnswer {
  slug: string;
  name: string;
  intro: string;
  href: string;
  cards: { name: string; subtitle?: string; description: string }[];
}

export function finderResults(
  ask: { job: PaintJob; concerns: FinderConcern[] },
  locale: string,
  /** Adds the visitor's plan to a link onward (withPlan, app/plan/plan.ts). */
  carry: (href: string) => string,
) {
  const t = finderMessages.in(locale);
  const all = finderCandidates();
  const { ranked, unmet } = rankPaints(all, ask);
  const results: FinderResult[] = ranked.map(({ slug, reasons }) => {
    const english = products.find((p) => p.slug === slug)!;
    const product = productIn(english, locale);
    const candidate = all.find((c) => c.slug === slug)!;
    const price = pricePerUnit(product.packs);
    const link = (path: string) => carry(localizeHref(path, locale));
    return {
      slug,
      name: product.name,
      subtitle: product.subtitle,
      reasons: reasons.map((r) => reasonText(r, product, candidate, t)),
      price: t("fact.priceValue", {
        price: rupees(price.cheapest.perUnit),
        unit: price.unit,
        size: `${price.cheapest.size} ${price.unit}`,
      }),
      warranty:
        product.warranty.kind === "performance"
          ? t("fact.warrantyYears", { years: product.warranty.years })
          : t("fact.noWarranty", { reason: product.warranty.reason }),
      links: {
        product: link(`/${slug}`),
        colours: link(`/colours?product=${slug}`),
        estimate: link(`/paint-budget-calculator?product=${slug}`),
      },
      colourCount: shadesOfProduct(slug).length,
    };
  });
  // Wood, metal and roofs are served by ranges sold through dealers; a damp
  // wall needs its water stopped before any paint.
  const rangeAnswers: RangeAnswer[] = ranges
    .filter((r) => r.finderJobs?.includes(ask.job))
    .map((english) => {
      const range = rangeIn(english, locale);
      return {
        slug: range.slug,
        name: range.name,
        intro: range.intro,
        href: carry(localizeHref(`/${range.slug}`, locale)),
        cards: range.cards.map(({ name, subtitle, description }) => ({
          name,
          ...(subtitle ? { subtitle } : {}),
          description,
        })),
      };
    });
  return { results, unmet, ranges: rangeAnswers };
}
