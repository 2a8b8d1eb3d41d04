import { cookieListOf, siteCookies } from "./cookies";
import { grievanceOfficer as officer } from "./grievance-officer";
import type { LegalDocument } from "./schema";

/**
 * The privacy policy and terms of use. Plain text only (no HTML), so the pages
 * can render them safely. The company is fictional; have counsel review the real text.
 */
export const privacyPolicy: LegalDocument = {
  title: "Privacy policy",
  // Revised for the DPDP Rules (issue 44): the grievance officer by name, and every cookie.
  lastUpdated: "2026-11-29",
  summary:
    'Kamo Paints Limited ("Kamo Paints", "we", "us") respects your privacy. This policy explains what information we collect when you use this website or contact us, why we collect it, who we share it with, and the choices you have. It applies to kamopaints websites, our forms and our customer care channels.',
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "We collect only what we need to answer you and to run this website. Most of it you give us yourself, when you book a consultation, send an enquiry or apply to become a dealer, distributor, applicator or vendor.",
      ],
      list: [
        "Contact details: your name, mobile number, email address, city and PIN code.",
        "Enquiry details: the product or service you ask about and any message you write.",
        "Business details for partner applications: firm name, firm type, GSTIN, PAN, address, existing brands handled and bank references.",
        "Technical details collected automatically: IP address, browser type, device, pages visited and the time of your visit.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use your information",
      paragraphs: [
        "We use your information for the purpose you gave it to us and for closely related purposes you would reasonably expect.",
      ],
      list: [
        "To call you back, arrange a colour consultation or site visit, and send you an estimate.",
        "To assess and process applications from prospective dealers, distributors, applicators and vendors.",
        "To answer questions from shareholders and investors.",
        "To improve our products, website and service, using aggregated statistics that do not identify you.",
        "To send you offers and news about our products, only if you have agreed to receive them.",
        "To meet our legal obligations and protect against fraud and misuse of the website.",
      ],
    },
    {
      id: "sharing",
      heading: "Sharing your information",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with people who need it to serve you, and they must protect it as we do.",
      ],
      list: [
        "Authorised dealers, distributors and applicators near you, so that they can deliver paint or carry out the work you asked for.",
        "Service providers who host our website, run our customer relationship software or send messages on our behalf, under written contracts.",
        "Our registrar and share transfer agent, for shareholder services.",
        "Government authorities, courts or regulators where the law requires it.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Cookies are small files a website stores in your browser. This website sets only the cookies listed below, each strictly needed for something you or our staff asked for, so it does not ask you to accept them. It sets no advertising, analytics or third-party cookies, and lets no one track you across other websites from our pages.",
        "Our forms set no cookie: each carries a signed value inside the form itself, which protects it from misuse and expires with it. You can block or delete cookies in your browser settings; the website will still work, although it will not remember a language you chose.",
      ],
      list: cookieListOf(siteCookies, { lasts: "Lasts:" }),
    },
    {
      id: "children",
      heading: "Children's privacy",
      paragraphs: [
        "This website is meant for adults planning to paint, partner with us or invest in us. It is not directed at children, who under the Digital Personal Data Protection Act, 2023 are everyone under the age of 18, and we do not knowingly collect personal information from anyone under 18: a partner application with a date of birth under 18 is refused. If you believe a child has given us information, please write to us and we will delete it.",
      ],
    },
    {
      id: "security-and-retention",
      heading: "Security and retention",
      paragraphs: [
        "We protect your information with encryption in transit, access controls and regular security reviews. Only staff and partners who need your details to serve you can see them.",
        "We keep enquiries for up to three years after our last contact with you, partner applications for as long as the partnership lasts plus the period the law requires, and shareholder records as securities law requires. After that we delete or anonymise them.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and requests",
      paragraphs: [
        "You may ask us to show you the personal information we hold about you, correct it, delete it, or stop sending you marketing messages. You may also withdraw any consent you have given us; this does not affect anything we did before you withdrew it.",
        "Make your request on our privacy requests page (/privacy/requests). A one-time code sent to the mobile number or email address you gave us proves that it is you, so nobody else can read or erase your data. A copy of your data, erasure and withdrawing consent happen there at once; corrections, nominations and grievances go to our grievance officer, who answers each within 90 days at most, and you can read the answer on the same page. You can also write to the grievance officer using the details below.",
      ],
    },
    {
      id: "grievance-officer",
      heading: "Grievance officer",
      paragraphs: [
        `Our ${officer.en.title}, ${officer.en.name}, answers questions and complaints about this policy and about your personal data, as the Digital Personal Data Protection Act, 2023 and its Rules and the Information Technology Act, 2000 ask. Write, call or send a letter; we answer every grievance within ${officer.answerWithinDays} days.`,
        "If we do not resolve your complaint, you can then complain to the Data Protection Board of India.",
      ],
      list: [
        `Name: ${officer.en.name}, ${officer.en.title}`,
        `Email: ${officer.email}`,
        `Phone: ${officer.phone} (${officer.en.hours})`,
        `Post: ${officer.en.title}, ${officer.en.address}`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The date at the top of this page shows when it was last revised. Significant changes will also be announced on our home page for at least 30 days.",
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: "Terms and conditions",
  lastUpdated: "2023-04-01",
  summary:
    "By using this website you agree to these terms. Please read them together with our privacy policy.",
  sections: [
    {
      id: "use-of-website",
      heading: "Use of this website",
      paragraphs: [
        "The content of this website is for general information about Kamo Paints Limited, its group company and its products. It may change without notice. Shades shown on screen are indicative; please check a physical shade card or fandeck before tinting.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Trademarks and content",
      paragraphs: [
        "The Kamo Paints name, logo, product names, text and artwork on this website belong to Kamo Paints Limited. You may view and print pages for your own use, but you may not copy, modify or republish them for commercial purposes without our written permission.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "We take care to keep this website accurate, but we do not guarantee that it is complete or free of errors. Product warranties are governed only by the warranty card supplied with the product. To the extent the law allows, we are not liable for any loss arising from the use of this website or of links to other websites.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India, and the courts at Jhajjar, Haryana have exclusive jurisdiction over any dispute arising from them.",
      ],
    },
  ],
};
