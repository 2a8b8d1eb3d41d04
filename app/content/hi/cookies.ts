import type { SiteCookie } from "../cookies";

/** Hindi text of the cookie list (app/content/cookies.ts), cookie by cookie in the same order. */
export const siteCookies: readonly SiteCookie[] = [
  {
    name: "kamo_lang",
    purpose:
      "आपने पिछली बार जो भाषा चुनी थी, उसे याद रखती है, ताकि बिना भाषा वाला पता उसी भाषा में खुले। यह केवल तब बनती है जब आप भाषा बदलने का बटन इस्तेमाल करते हैं।",
    lifetime: "एक वर्ष।",
  },
  {
    name: "__Host-kamo-staff",
    purpose: "हमारे कर्मचारी को स्टाफ़ क्षेत्र में साइन-इन रखती है। सार्वजनिक पेज देखने वालों के लिए कभी नहीं बनती।",
    lifetime: "साइन-आउट तक, 30 मिनट तक कोई गतिविधि न होने तक, या अधिकतम 12 घंटे, जो भी पहले हो।",
  },
  {
    name: "__Host-kamo-staff-step",
    purpose: "स्टाफ़ के साइन-इन को पासवर्ड और दूसरे चरण (कोड या पासकी) के बीच रखती है।",
    lifetime: "पाँच मिनट।",
  },
];
