import { dealerCount } from "~/content/facts";
import type { LeadFormId } from "~/leads/forms/lead-forms";

/**
 * Words around the application and enquiry forms: page titles, introductions
 * and what happens after sending. Kept here so they can be edited without
 * touching React.
 */
export interface LeadPageContent {
  eyebrow: string;
  title: string;
  description: string;
  keywords: string;
  intro: string;
  benefitsTitle: string;
  benefits: string[];
  nextSteps: string[];
}

const partnerNextSteps = [
  "Our channel team in your zone reads every application within two working days.",
  "A sales officer calls you to talk through the territory, credit terms and opening stock.",
  "After a short visit to your shop or godown we send the agreement and your dealer code.",
];

export const leadPages: Record<Exclude<LeadFormId, "contractor-short">, LeadPageContent> = {
  dealer: {
    eyebrow: "Partner with us",
    title: "Become a Kamo Paints dealer",
    description:
      "Apply to become a Kamo Paints dealer: tinting machine support, quick replenishment from our depots and a growing range of emulsions, enamels and waterproofing.",
    keywords: "Kamo Paints dealership, paint dealer application, become a paint dealer India",
    intro: `Over ${dealerCount("en")} dealers and distributors sell Kamo Paints across India. Tell us about your firm and our channel team will get in touch.`,
    benefitsTitle: "What our dealers get",
    benefits: [
      "A tinting machine and shade fandeck on easy terms",
      "Replenishment from the nearest of our depots, usually within 48 hours",
      "Counter displays, shade cards and painter meets in your area",
      "A simple scheme calendar with quarterly targets you can plan for",
    ],
    nextSteps: partnerNextSteps,
  },
  distributor: {
    eyebrow: "Partner with us",
    title: "Apply as a CFA, CSA or distributor",
    description:
      "Apply to become a Kamo Paints carrying and forwarding agent, super stockist or distributor and serve dealers in your district.",
    keywords: "Kamo Paints distributor, CFA application, CSA, paint distributorship India",
    intro:
      "Our CFAs, CSAs and distributors keep dealers stocked across their districts. If you already distribute building materials or paints, we would like to hear from you.",
    benefitsTitle: "Why distribute Kamo Paints",
    benefits: [
      "A full range from distemper to premium exterior emulsions",
      "Clear territories, so you are not competing with the next town's distributor",
      "Monthly stock planning with our depot team",
      "Support for secondary schemes and dealer meets",
    ],
    nextSteps: [
      "Our channel head for your state reads every application within two working days.",
      "We call you to understand your godown, fleet and the dealers you already serve.",
      "A visit follows, then the appointment letter and opening order.",
    ],
  },
  contractor: {
    eyebrow: "For applicators and contractors",
    title: "Applicator / contractor opening form",
    description:
      "Register as a Kamo Paints applicator or painting contractor for training, product support and project referrals.",
    keywords: "Kamo Paints applicator registration, painting contractor, painter registration",
    intro:
      "Register your painting firm with Kamo Paints to get product training, site support from our technical team and project referrals in your city.",
    benefitsTitle: "What registered applicators get",
    benefits: [
      "Hands-on training in texture, waterproofing and wood finishes",
      "A technical officer to visit difficult sites",
      "Referrals from home owners who book a free consultation",
      "Loyalty points on every project done with Kamo products",
    ],
    nextSteps: [
      "The sales officer for your depot checks your details within two working days.",
      "You are invited to the next applicator meet or training session near you.",
      "Your applicator code arrives by SMS once registration is complete.",
    ],
  },
  vendor: {
    eyebrow: "Suppliers",
    title: "Supplier registration",
    description:
      "Register as a supplier of raw materials, packaging or services to Kamo Paints' manufacturing units.",
    keywords: "Kamo Paints supplier registration, vendor registration, paint raw material supplier",
    intro:
      "We buy resins, pigments, extenders, additives, packaging and engineering services for our plants. Tell us about your company; only the description of your processes is required, but the more you share, the faster purchasing can assess you.",
    benefitsTitle: "What our purchasing team looks for",
    benefits: [
      "Consistent quality with test certificates for every batch",
      "Delivery to our units in north and west India",
      "Quality system registrations such as ISO 9001 or IATF 16949",
      "Clear pricing and payment terms",
    ],
    nextSteps: [
      "Purchasing reviews new suppliers every fortnight.",
      "If your materials fit our needs, we ask for samples and test certificates.",
      "Approved suppliers are added to our vendor list after a plant trial.",
    ],
  },
  consultation: {
    eyebrow: "Free consultation",
    title: "Book a free colour consultation",
    description:
      "Ask a Kamo Paints colour expert to help you choose shades and finishes for your home or office, free of charge.",
    keywords: "Kamo Paints, free consultation, colour expert, painting advice",
    intro:
      "Tell us where your home is and pick a time: a trained colour consultant visits with shade cards and sample pots to help you choose shades and finishes. Where we do not visit yet, a colour expert calls you instead.",
    benefitsTitle: "How a consultation helps",
    benefits: [
      "Shade combinations that suit your light and furniture",
      "The right finish for damp walls, kitchens and exteriors",
      "A quantity and budget estimate before you buy",
    ],
    nextSteps: [
      "You get a reference number and a calendar file as soon as you book.",
      "The consultant calls you before the visit to confirm the address.",
      "They visit with shade cards and sample pots, and you get a written shade plan and estimate, with no obligation.",
    ],
  },
  "quick-contact": {
    eyebrow: "Contact us",
    title: "Quick contact",
    description: "Send Kamo Paints a quick question; our team replies within one working day.",
    keywords: "contact Kamo Paints, paint enquiry",
    intro: "Ask us anything about our paints, shades, dealers near you or an order.",
    benefitsTitle: "We can help with",
    benefits: [
      "Finding a dealer near you",
      "Choosing a product for a surface",
      "Orders, invoices and complaints",
    ],
    nextSteps: ["We reply by phone or email within one working day."],
  },
  "barrier-report": {
    eyebrow: "Accessibility",
    title: "Report a barrier",
    description:
      "Tell Kamo Paints about anything on our website that is hard or impossible for you to use; we reply within five working days.",
    keywords: "Kamo Paints accessibility, report an accessibility barrier",
    intro:
      "Tell us where you met a barrier on our website and what happened, and we will put it right.",
    benefitsTitle: "What helps us most",
    benefits: [
      "The page, or what you were trying to do",
      "What you expected and what happened instead",
      "The assistive technology or browser you use",
    ],
    nextSteps: [
      "Our web team reads every report within two working days.",
      "We reply within five working days with what we will change, and when.",
    ],
  },
  "lets-talk": {
    eyebrow: "Contact us",
    title: "Let's talk",
    description: "Write to Kamo Paints; our team replies within one working day.",
    keywords: "contact Kamo Paints, paint enquiry",
    intro: "Write to us and the right person in our team will get back to you.",
    benefitsTitle: "We can help with",
    benefits: [
      "Product and shade questions",
      "Dealer and distributor enquiries",
      "Orders, invoices and complaints",
    ],
    nextSteps: ["We reply by phone or email within one working day."],
  },
};
