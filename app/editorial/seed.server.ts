import { count, dealerMilestone } from "~/content/facts";
import type { DB } from "~/db/client.server";
import { plainTextToParagraphs } from "~/db/migrations/0006_content_html";
import type { Seeder } from "~/db/seed.server";
import { seedEditorial } from "./store.server";

/**
 * Sample blog posts, news items and FAQs. Written for a fictional company;
 * the advice in the posts is ordinary, sound painting practice in India.
 */
export const sampleBlogPosts = [
  {
    title: "Painting before the monsoon: a four-week plan for exteriors",
    summary:
      "Exterior paint needs dry walls and a few sunny days to cure. Here is how to plan the job so the first rain finds a finished film.",
    image: "blog-monsoon-exterior",
    image_alt:
      "A two-storey house with a freshly painted terracotta facade under grey monsoon clouds",
    published_on: "2026-05-06",
    body_html: `<p>Most exterior complaints we see after the rains — peeling, patches, hairline cracks that let water in — start with paint applied to walls that were not ready. The monsoon does not forgive a rushed job, so plan backwards from the first expected shower in your city.</p>
<h2>Week 1: inspect and repair</h2>
<p>Walk around the house with a notepad. Mark cracks wider than a hair, loose plaster, damp patches near the plinth and any spot where a pipe or AC drain wets the wall. Fill cracks with a crack filler and let repaired plaster cure for at least seven days before priming.</p>
<h2>Week 2: clean and check moisture</h2>
<ul><li>Wash off algae and dust with water and a stiff brush; use a fungicidal wash where you see black or green growth.</li><li>Let the wall dry for two to three sunny days. A simple test: tape a square of plastic to the wall overnight. If the inside is misted in the morning, wait.</li></ul>
<h2>Week 3: prime and paint</h2>
<p>Apply one coat of exterior primer, then two coats of a weather-resistant emulsion such as <strong>Weather Classic</strong> or <strong>Weather Supreme</strong>, leaving four to six hours between coats. Avoid painting in direct afternoon sun: the film dries too fast and shows lap marks.</p>
<h2>Week 4: cure and inspect</h2>
<p>Give the final coat at least 48 hours without rain. Walk around again, touch up missed edges around windows and parapets, and keep your dealer's bill: the warranty on our exterior emulsions depends on the recommended system being followed.</p>`,
  },
  {
    title: "Choosing a finish: matt, satin or high sheen?",
    summary:
      "The same colour looks different in each finish. What each one hides, what it shows, and which rooms suit it.",
    image: "blog-finishes",
    image_alt:
      "Three painted swatches side by side showing matt, satin and glossy finishes in indigo",
    published_on: "2026-03-18",
    body_html: `<p>Sheen is the amount of light a dry paint film reflects. It changes how a colour looks, how easily the wall can be cleaned and how much of the wall's unevenness you will notice.</p>
<h2>Matt</h2>
<p>A matt finish absorbs light, so small dents and patchy plaster disappear. It suits bedrooms and ceilings. Modern matt emulsions such as <strong>Velvety</strong> can be wiped gently, but avoid scrubbing.</p>
<h2>Satin and soft sheen</h2>
<p>A soft sheen, like <strong>Kamo Hi Sheen</strong>, is the practical middle ground for living rooms and children's rooms: it takes a damp cloth and still looks calm.</p>
<h2>High sheen</h2>
<p>Glossy films reflect the most light and resist stains best, which is why kitchens, bathrooms and doors suit them. They also show every bump, so the surface must be well prepared with putty and primer.</p>
<p>Not sure? Ask your dealer for a sample pack and paint a patch of one square metre on two walls. Look at it in the morning and at night before you decide.</p>`,
  },
  {
    title: "How much paint do I need? A room-by-room estimate",
    summary:
      "Measure once, buy once. A simple way to estimate litres for walls and ceilings, with the coverage figures painters use.",
    image: "blog-paint-estimate",
    image_alt: "A paint tin, a measuring tape and a notepad with a room sketch",
    published_on: "2025-12-09",
    body_html: `<p>Buying too little paint means a second trip and a possible shade difference between batches; buying too much wastes money. Here is the method our colour consultants use.</p>
<ol><li>Measure the length of every wall and the room's height. Multiply to get each wall's area in square feet and add them up.</li><li>Subtract doors (about 21 sq ft each) and windows (about 15 sq ft each).</li><li>Add the ceiling: length × width.</li><li>Divide the total by the coverage on the tin — typically 120 to 140 sq ft per litre per coat for interior emulsions — and multiply by the number of coats, usually two.</li></ol>
<p>For a 12 × 10 ft bedroom with a 10 ft ceiling, one door and one window, that is about 404 sq ft of wall and 120 sq ft of ceiling: roughly eight litres for two coats. Buy all the paint for one room from the same batch number.</p>
<p>Prefer not to do the sums? Use the paint budget calculator on our home page or call our toll-free number.</p>`,
  },
  {
    title: "Damp walls: find the cause before you repaint",
    summary:
      "Paint alone cannot stop seepage. How to tell rising damp, leaks and condensation apart, and what fixes each.",
    image: "blog-damp-walls",
    image_alt:
      "An interior wall with a water stain near the skirting and a waterproofing bucket beside it",
    published_on: "2025-08-21",
    body_html: `<p>Bubbles, white salt deposits and a musty smell all point to moisture. Repainting over them will fail within months unless the water is stopped first.</p>
<h2>Rising damp</h2>
<p>A tide mark up to about a metre above the floor, worse after the rains, usually means ground water rising through the wall. Treat the lower wall with a waterproofing coat and check the plinth protection outside.</p>
<h2>Leaks</h2>
<p>Patches below a bathroom, terrace or water tank that grow after use are leaks. Repair the source — joints, tiles, pipe fittings — and use a terrace waterproofing coat where needed.</p>
<h2>Condensation</h2>
<p>Black spots in corners of kitchens and bathrooms are often condensation. Improve ventilation and use an anti-fungal emulsion.</p>
<p>Once the wall is dry, scrape loose paint, apply a damp-proof primer and repaint. Our waterproofing range is designed to be used under our emulsions as one system.</p>`,
  },
  {
    title: "Festive colour ideas for Diwali that last beyond the season",
    summary:
      "Warm accents, not a whole new house: five combinations that feel festive in October and still look right in March.",
    image: "blog-festive-colours",
    image_alt: "A living room with a saffron accent wall, brass lamps and marigold garlands",
    published_on: "2025-09-30",
    body_html: `<p>Many families repaint before Diwali. If you want the house to feel festive without committing every wall to a bold colour, paint one accent wall and keep the rest calm.</p>
<ul><li><strong>Saffron and cream</strong>: a warm saffron wall behind the sofa with cream on the other three walls.</li><li><strong>Indigo and white</strong>: deep indigo makes brass and diyas glow.</li><li><strong>Terracotta and sage</strong>: earthy and easy to live with all year.</li><li><strong>Teal and sand</strong>: fresh in a dining area.</li><li><strong>Blush and grey</strong>: soft and elegant for a puja room entrance.</li></ul>
<p>Book a free consultation and our colour expert will bring shade cards to your home.</p>`,
  },
  {
    title: "Looking after wooden doors and furniture: polish or paint?",
    summary:
      "Melamine, PU or enamel? What to use on doors, windows and furniture, and how often to refinish.",
    image: "blog-wood-care",
    image_alt: "A teak door being finished with a clear polish using a brush",
    published_on: "2025-06-12",
    body_html: `<p>Wood moves with the seasons, so its finish must flex. Choosing the right one depends on whether you want to see the grain.</p>
<h2>To show the grain</h2>
<p>Use a sanding sealer followed by melamine for indoor furniture, or a polyurethane finish where the surface takes knocks and sunlight. PU finishes resist yellowing better on windows.</p>
<h2>To colour the wood</h2>
<p>A synthetic enamel such as <strong>Kamolite</strong> over a wood primer gives a tough, washable coat for doors and grills.</p>
<p>Refinish exterior doors every three to four years and interior furniture when the finish looks dull or worn at the edges.</p>`,
  },
];

export const sampleNews = [
  {
    title: "Kamo Paints commissions second emulsion line at Nagpur plant",
    summary:
      "The new line adds 36,000 kilolitres a year of water-based emulsion capacity for dealers in Central India.",
    image: "news-plant",
    image_alt: "A modern paint factory with storage tanks and a loading bay",
    link_url: "",
    source: "Business Daily India",
    published_on: "2026-10-07",
  },
  {
    title: "Dealers plant 20,000 saplings under the Kamo Green Counter programme",
    summary:
      "Every dealer plants at least five saplings a year; this monsoon the network crossed twenty thousand.",
    image: "news-saplings",
    image_alt: "Hands planting a sapling in red soil",
    link_url: "",
    source: "The Green Ledger",
    published_on: "2026-08-19",
  },
  {
    title: "Kamo Paints wins regional brand award for exterior coatings",
    summary: "Weather Supreme was recognised for durability in coastal and high-rainfall regions.",
    image: "news-award",
    image_alt: "A trophy on a stage with a spotlight",
    link_url: "",
    source: "Brand Watch India",
    published_on: "2026-02-27",
  },
  {
    title: "Painter skilling camps train 1,200 applicators in Haryana and Rajasthan",
    summary:
      "Two-day camps covered surface preparation, safety and waterproofing, with certificates for every participant.",
    image: "news-skilling",
    image_alt: "Painters in overalls attending a training session beside a practice wall",
    link_url: "",
    source: "Skill India Digest",
    published_on: "2025-11-14",
  },
  {
    // The milestone as app/content/facts.ts gives it, so the news and /about agree.
    title: `Kamo Paints crosses ${count("en", dealerMilestone("2025-07").dealers)} dealers and distributors`,
    summary:
      "The network now covers more than 600 towns, with new distributors in Uttar Pradesh and Madhya Pradesh.",
    image: "news-network",
    image_alt: "A map-like pattern of connected dots in brand colours",
    link_url: "",
    source: "Market Pulse",
    published_on: "2025-07-03",
  },
  {
    title: "Credit rating reaffirmed at A+/Stable",
    summary: "The agency cited steady volume growth, low debt and a widening dealer base.",
    image: "news-rating",
    image_alt: "A rising bar chart in indigo and saffron",
    link_url: "",
    source: "Business Daily India",
    published_on: "2025-07-15",
  },
];

export const sampleFaqs: Array<{ topic: string; question: string; answer: string }> = [
  {
    topic: "Products",
    question: "Which paint should I use for exterior walls in a high-rainfall area?",
    answer:
      "Use an exterior emulsion with water-repellent and anti-algal protection, such as Weather Supreme (7-year warranty) or Weather Classic Max, over an exterior primer. On walls that already show seepage, apply a waterproofing coat first.\n\nYour dealer can recommend the full system for your wall and climate.",
  },
  {
    topic: "Products",
    question: "Are your interior emulsions low in odour and safe for homes with children?",
    answer:
      "Our interior emulsions are water-based and low in volatile organic compounds, so the smell fades within a day with the windows open. Keep children and pets out of the room while painting and for a few hours after the last coat.",
  },
  {
    topic: "Products",
    question: "How many shades can I choose from?",
    answer:
      "Kamosilky distemper alone comes in 500 shades, and our emulsions can be tinted at the dealer's counter to thousands more. Use the shade cards on the Pick Your Colours page to shortlist, then check a physical fandeck before tinting: screens do not show colours exactly.",
  },
  {
    topic: "Products",
    question: "Where can I download a product's technical data sheet?",
    answer:
      "Every single-product page has Download PDF and Technical Specifications links. The catalogue pages also show technical literature once it is published for a product.",
  },
  {
    topic: "Dealership",
    question: "How do I become a Kamo Paints dealer?",
    answer:
      "Fill in the dealer application on our Dealer page with your firm's details. Our area sales officer will call you within a week to visit your shop and explain the terms.\n\nYou need a shop in a market with paint demand, a GST registration and a bank account in the firm's name.",
  },
  {
    topic: "Dealership",
    question: "Is there a security deposit or minimum order for new dealers?",
    answer:
      "New dealers place an opening order and keep a refundable security deposit; the amounts depend on the town and the tinting machine you choose. Your area sales officer will give you the current terms in writing before you sign.",
  },
  {
    topic: "Dealership",
    question: "Do you support dealers with tinting machines and training?",
    answer:
      "Yes. We install a tinting machine on agreed terms, train your counter staff on shade matching, and run painter meets in your area. Every dealer also plants at least five saplings a year under our green counter programme.",
  },
  {
    topic: "Warranty",
    question: "What warranty do your exterior paints carry?",
    answer:
      "Weather Supreme Advance Shyne carries 12 years, Weather Supreme 7 years, Weather Classic 5 years, and Kamoshield and Kamoshield Advance 3 years each, against peeling and flaking when the recommended system is applied.",
  },
  {
    topic: "Warranty",
    question: "How do I claim the warranty?",
    answer:
      "Call our toll-free number with your dealer's invoice and photographs of the problem. A technical officer will inspect the site within ten working days. If the claim is accepted, we supply the paint for the affected area and the labour to apply it.",
  },
  {
    topic: "Warranty",
    question: "What does the warranty not cover?",
    answer:
      "It does not cover damage from structural cracks, seepage from leaks or rising damp, paint applied without the recommended primer or number of coats, or colour changes caused by dirt or pollution that washing removes.",
  },
  {
    topic: "Shares and investors",
    question: "Where are Kamo Paints shares listed?",
    answer:
      "Our equity shares are listed on BSE Limited and the National Stock Exchange of India Limited. The listing approvals and trading approvals are on the Listing of Shares page in the Investor Zone.",
  },
  {
    topic: "Shares and investors",
    question: "I hold physical share certificates. What must I do?",
    answer:
      "Furnish your PAN, KYC details and nomination to our registrar and share transfer agent using forms ISR-1, ISR-2 and SH-13. Folios without them were frozen from 1 October 2023 under SEBI's circular of 16 March 2023. We also encourage you to convert your shares to demat form.\n\nThe Notice to Shareholders page lists every form and requirement.",
  },
  {
    topic: "Shares and investors",
    question: "How do I claim an unclaimed dividend?",
    answer:
      "Write to our registrar with your folio or demat account number and a cancelled cheque. Dividends unclaimed for seven years are transferred to the Investor Education and Protection Fund; you can still claim them from the IEPF Authority in form IEPF-5. Our IEPF nodal officer's details are on the Investor Help Desk page.",
  },
  {
    topic: "Shares and investors",
    question: "Whom do I contact with a grievance about my shares?",
    answer:
      "Contact our registrar and share transfer agent first. If your grievance is not resolved, write to the company secretary and compliance officer; all contacts are on the Investor Help Desk page. You may also use SEBI's SCORES portal.",
  },
];

export const contentSeeder: Seeder = {
  name: "blog-news-faq",
  async seed(db: DB) {
    await seedEditorial(db, {
      blog: sampleBlogPosts,
      news: sampleNews,
      // Answers are HTML since migration 0006; the samples are written as plain text.
      faqs: sampleFaqs.map((faq, i) => ({
        ...faq,
        answer: plainTextToParagraphs(faq.answer),
        sort_order: (i + 1) * 10,
      })),
    });
  },
};
