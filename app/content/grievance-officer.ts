import { privacyEmail } from "./facts";

/**
 * Our grievance officer (DPDP Rules 2025, Rule 9; IT Rules 2011, rule 5(9)):
 * the person who answers questions and complaints about personal data. The
 * company and the person are fictional. The privacy policy names them in
 * both languages, and every form's notice links to that section.
 */
export const grievanceOfficer = {
  email: privacyEmail,
  /** As dialled from India; a fictional number in the 0124 (Gurugram) area. */
  phone: "0124 456 7210",
  /** The longest we take to answer a grievance: Rule 14(3) allows 90 days at most. */
  answerWithinDays: 30,
  en: {
    name: "Radhika Menon",
    title: "Grievance Officer",
    hours: "Monday to Friday, 10 am to 6 pm India time, except public holidays",
    address:
      "Kamo Paints Limited, Kamo House, Plot 27, Sector 16, Bahadurgarh Industrial Estate, Jhajjar, Haryana 124507",
  },
  hi: {
    name: "राधिका मेनन",
    title: "शिकायत अधिकारी",
    hours: "सोमवार से शुक्रवार, सुबह 10 से शाम 6 बजे (भारतीय समय), सार्वजनिक छुट्टियों को छोड़कर",
    address:
      "कामो पेंट्स लिमिटेड, कामो हाउस, प्लॉट 27, सेक्टर 16, बहादुरगढ़ औद्योगिक क्षेत्र, झज्जर, हरियाणा 124507",
  },
} as const;
