import type { DB } from "~/db/client.server";
import { nowIso } from "~/db/dialect";
import { plainTextToParagraphs } from "~/db/migrations/0006_content_html";
import type { Seeder } from "~/db/seed.server";
import { idByEnglish, seedTranslation } from "./store.server";

/**
 * Hindi versions of some of the sample blog posts, news items and FAQ entries
 * (issue 25), written by the rules of docs/hindi-style.md. The rest are left
 * untranslated on purpose, so a fresh site shows both states: Hindi pages
 * with English text marked lang="en", and a "Needs translating" list in the
 * staff area. Each is matched to its English record by the English title (or
 * question), so a database whose samples staff have renamed or deleted
 * simply gets fewer.
 */
export const sampleBlogPostsHi = [
  {
    english: "Painting before the monsoon: a four-week plan for exteriors",
    title: "मानसून से पहले पेंट: घर के बाहर के लिए चार हफ़्ते का प्लान",
    summary:
      "बाहर के पेंट को सूखी दीवारें और पकने के लिए कुछ धूप वाले दिन चाहिए। काम की योजना ऐसे बनाएं कि पहली बारिश आने तक पेंट की परत पूरी तरह तैयार हो।",
    image_alt:
      "मानसून के स्लेटी बादलों के नीचे दो मंज़िला घर, जिसका अगला हिस्सा अभी-अभी टेराकोटा रंग में पेंट हुआ है",
    body_html: `<p>बारिश के बाद बाहरी दीवारों की ज़्यादातर शिकायतें — पेंट का उखड़ना, धब्बे, बाल जैसी बारीक दरारें जिनसे पानी अंदर जाता है — उन दीवारों से शुरू होती हैं जिन पर तैयारी के बिना पेंट कर दिया गया। मानसून जल्दबाज़ी का काम माफ़ नहीं करता, इसलिए अपने शहर में पहली बारिश की संभावित तारीख से पीछे की ओर गिनकर योजना बनाएं।</p>
<h2>हफ़्ता 1: जांच और मरम्मत</h2>
<p>एक नोटपैड लेकर घर के चारों ओर घूमें। बाल से चौड़ी दरारें, ढीला प्लास्टर, प्लिंथ के पास सीलन के धब्बे और वह हर जगह नोट करें जहां कोई पाइप या एसी का पानी दीवार को गीला करता है। दरारों को क्रैक फ़िलर से भरें और मरम्मत किए गए प्लास्टर को प्राइमर से पहले कम से कम सात दिन पकने दें।</p>
<h2>हफ़्ता 2: सफ़ाई और नमी की जांच</h2>
<ul><li>काई और धूल को पानी और सख्त ब्रश से धो दें; जहां काली या हरी परत दिखे, वहां फफूंदरोधी घोल से धुलाई करें।</li><li>दीवार को दो-तीन धूप वाले दिन सूखने दें। एक आसान जांच: प्लास्टिक का एक चौकोर टुकड़ा रात भर दीवार पर टेप से चिपका दें। अगर सुबह उसके अंदर भाप की बूंदें दिखें, तो रुकें।</li></ul>
<h2>हफ़्ता 3: प्राइमर और पेंट</h2>
<p>एक्सटीरियर प्राइमर का एक कोट लगाएं, फिर <strong>Weather Classic</strong> या <strong>Weather Supreme</strong> जैसे मौसम-रोधी इमल्शन के दो कोट, हर कोट के बीच चार से छह घंटे का अंतर रखकर। दोपहर की सीधी धूप में पेंट न करें: परत बहुत जल्दी सूखती है और उस पर जोड़ के निशान दिखते हैं।</p>
<h2>हफ़्ता 4: पकने दें और जांचें</h2>
<p>आखिरी कोट को कम से कम 48 घंटे बारिश से बचाएं। एक बार फिर घर के चारों ओर घूमें, खिड़कियों और मुंडेर के आसपास छूटे किनारों पर टच-अप करें, और डीलर का बिल संभालकर रखें: हमारे एक्सटीरियर इमल्शन की वारंटी तभी मिलती है जब सुझाया गया सिस्टम अपनाया गया हो।</p>`,
  },
  {
    english: "Choosing a finish: matt, satin or high sheen?",
    title: "फ़िनिश का चुनाव: मैट, सैटिन या हाई शीन?",
    summary:
      "एक ही रंग हर फ़िनिश में अलग दिखता है। कौन-सी फ़िनिश क्या छिपाती है, क्या दिखाती है और किस कमरे में जंचती है।",
    image_alt: "इंडिगो रंग के तीन नमूने साथ-साथ: मैट, सैटिन और ग्लॉसी फ़िनिश में",
    body_html: `<p>शीन का मतलब है कि सूखे पेंट की परत कितनी रोशनी लौटाती है। इसी से तय होता है कि रंग कैसा दिखेगा, दीवार कितनी आसानी से साफ़ होगी और दीवार का ऊबड़-खाबड़पन कितना नज़र आएगा।</p>
<h2>मैट</h2>
<p>मैट फ़िनिश रोशनी सोख लेती है, इसलिए छोटे गड्ढे और असमान प्लास्टर छिप जाते हैं। यह बेडरूम और छत के लिए अच्छी है। <strong>Velvety</strong> जैसे नए मैट इमल्शन को हल्के हाथ से पोंछा जा सकता है, पर रगड़कर न धोएं।</p>
<h2>सैटिन और मुलायम शीन</h2>
<p><strong>Kamo Hi Sheen</strong> जैसी मुलायम शीन ड्रॉइंग रूम और बच्चों के कमरे के लिए सबसे काम का बीच का रास्ता है: इसे गीले कपड़े से पोंछ सकते हैं और फिर भी यह सौम्य दिखती है।</p>
<h2>हाई शीन</h2>
<p>ग्लॉसी परत सबसे ज़्यादा रोशनी लौटाती है और दाग सबसे अच्छी तरह झेलती है, इसीलिए रसोई, बाथरूम और दरवाज़ों के लिए यह सही है। पर इसमें हर उभार भी दिखता है, इसलिए सतह को पुट्टी और प्राइमर से अच्छी तरह तैयार करना ज़रूरी है।</p>
<p>तय नहीं कर पा रहे? अपने डीलर से सैंपल पैक मांगें और दो दीवारों पर एक-एक वर्ग मीटर का हिस्सा पेंट करें। फ़ैसला करने से पहले उसे सुबह और रात, दोनों समय देखें।</p>`,
  },
  {
    english: "How much paint do I need? A room-by-room estimate",
    title: "कितना पेंट चाहिए? कमरे-दर-कमरे अंदाज़ा",
    summary:
      "एक बार नापें, एक बार खरीदें। दीवारों और छत के लिए लीटर का अंदाज़ा लगाने का आसान तरीका, कवरेज के उन्हीं आंकड़ों के साथ जो पेंटर इस्तेमाल करते हैं।",
    image_alt: "पेंट का डिब्बा, नापने का फ़ीता और कमरे के नक्शे वाला नोटपैड",
    body_html: `<p>कम पेंट खरीदने का मतलब है दुकान का दूसरा चक्कर और अलग-अलग बैच में शेड का फ़र्क; ज़्यादा खरीदने से पैसा बर्बाद होता है। हमारे रंग सलाहकार यह तरीका अपनाते हैं।</p>
<ol><li>हर दीवार की लंबाई और कमरे की ऊंचाई नापें। दोनों को गुणा करके हर दीवार का क्षेत्रफल वर्ग फुट में निकालें और सबको जोड़ लें।</li><li>दरवाज़े (हर एक लगभग 21 वर्ग फुट) और खिड़कियां (हर एक लगभग 15 वर्ग फुट) घटा दें।</li><li>छत जोड़ें: लंबाई × चौड़ाई।</li><li>कुल को डिब्बे पर लिखी कवरेज से भाग दें — इंटीरियर इमल्शन के लिए आम तौर पर 120 से 140 वर्ग फुट प्रति लीटर प्रति कोट — और कोट की संख्या से गुणा करें, जो आम तौर पर दो होती है।</li></ol>
<p>12 × 10 फुट के बेडरूम में, जिसकी छत 10 फुट ऊंची है और जिसमें एक दरवाज़ा और एक खिड़की है, लगभग 404 वर्ग फुट दीवार और 120 वर्ग फुट छत बनती है: दो कोट के लिए करीब आठ लीटर। एक कमरे का सारा पेंट एक ही बैच नंबर का खरीदें।</p>`,
  },
];

export const sampleNewsHi = [
  {
    english: "Kamo Paints commissions second emulsion line at Nagpur plant",
    title: "कामो पेंट्स ने नागपुर प्लांट में दूसरी इमल्शन लाइन शुरू की",
    summary:
      "नई लाइन से मध्य भारत के डीलरों के लिए पानी-आधारित इमल्शन बनाने की क्षमता हर साल 36,000 किलोलीटर बढ़ गई है।",
    image_alt: "स्टोरेज टैंक और लोडिंग बे वाली एक आधुनिक पेंट फ़ैक्टरी",
  },
  {
    english: "Dealers plant 20,000 saplings under the Kamo Green Counter programme",
    title: "कामो ग्रीन काउंटर कार्यक्रम में डीलरों ने 20,000 पौधे लगाए",
    summary:
      "हर डीलर साल में कम से कम पांच पौधे लगाता है; इस मानसून में नेटवर्क ने बीस हज़ार का आंकड़ा पार कर लिया।",
    image_alt: "लाल मिट्टी में पौधा लगाते हाथ",
  },
  {
    english: "Kamo Paints wins regional brand award for exterior coatings",
    title: "कामो पेंट्स को एक्सटीरियर कोटिंग के लिए क्षेत्रीय ब्रांड पुरस्कार",
    summary: "Weather Supreme को तटीय और भारी बारिश वाले इलाकों में टिकाऊपन के लिए सराहा गया।",
    image_alt: "स्पॉटलाइट की रोशनी में मंच पर रखी ट्रॉफ़ी",
  },
];

/** Answers in plain text, blank lines between paragraphs, like the English samples. */
export const sampleFaqsHi = [
  {
    english: "Which paint should I use for exterior walls in a high-rainfall area?",
    topic: "उत्पाद",
    question: "ज़्यादा बारिश वाले इलाके में बाहरी दीवारों पर कौन-सा पेंट लगाएं?",
    answer:
      "एक्सटीरियर प्राइमर के ऊपर ऐसा एक्सटीरियर इमल्शन लगाएं जो पानी-रोधी और काई-रोधी हो, जैसे Weather Supreme (7 साल की वारंटी) या Weather Classic Max। जिन दीवारों पर पहले से सीलन दिख रही है, उन पर पहले वॉटरप्रूफ़िंग कोट लगाएं।\n\nआपका डीलर आपकी दीवार और मौसम के हिसाब से पूरा सिस्टम सुझा सकता है।",
  },
  {
    english: "Are your interior emulsions low in odour and safe for homes with children?",
    topic: "उत्पाद",
    question: "क्या आपके इंटीरियर इमल्शन में गंध कम है, और क्या ये बच्चों वाले घरों के लिए सुरक्षित हैं?",
    answer:
      "हमारे इंटीरियर इमल्शन पानी-आधारित हैं और उनमें वीओसी (वाष्पशील कार्बनिक यौगिक) कम हैं, इसलिए खिड़कियां खुली रखने पर गंध एक दिन में चली जाती है। पेंट करते समय और आखिरी कोट के बाद कुछ घंटों तक बच्चों और पालतू जानवरों को कमरे से दूर रखें।",
  },
  {
    english: "How many shades can I choose from?",
    topic: "उत्पाद",
    question: "चुनने के लिए कितने शेड हैं?",
    answer:
      "अकेले Kamosilky डिस्टेंपर 500 शेड में आता है, और हमारे इमल्शन डीलर के काउंटर पर टिंट होकर हज़ारों और शेड में बन सकते हैं। शेड कार्ड पेज से कुछ शेड छांट लें, फिर टिंटिंग से पहले असली फ़ैनडेक में मिलान करें: स्क्रीन पर रंग बिल्कुल सही नहीं दिखते।",
  },
  {
    english: "Where can I download a product's technical data sheet?",
    topic: "उत्पाद",
    question: "किसी उत्पाद की तकनीकी डेटा शीट कहां से डाउनलोड करें?",
    answer:
      "हर उत्पाद के पेज पर पीडीएफ़ डाउनलोड करने और तकनीकी विवरण देखने के लिंक हैं। किसी उत्पाद की तकनीकी जानकारी प्रकाशित होने के बाद वह कैटलॉग के पेजों पर भी दिखती है।",
  },
  {
    english: "What warranty do your exterior paints carry?",
    topic: "वारंटी",
    question: "आपके एक्सटीरियर पेंट पर कितनी वारंटी मिलती है?",
    answer:
      "सुझाया गया सिस्टम अपनाने पर पेंट के उखड़ने और पपड़ी बनकर झड़ने के खिलाफ़ Weather Supreme Advance Shyne पर 12 साल, Weather Supreme पर 7 साल, Weather Classic पर 5 साल, और Kamoshield व Kamoshield Advance, दोनों पर 3 साल की वारंटी है।",
  },
  {
    english: "How do I claim the warranty?",
    topic: "वारंटी",
    question: "वारंटी का दावा कैसे करें?",
    answer:
      "डीलर के बिल और समस्या की तस्वीरों के साथ हमारे टोल-फ़्री नंबर पर फ़ोन करें। हमारे तकनीकी अधिकारी दस कार्यदिवस के भीतर साइट की जांच करेंगे। दावा मंज़ूर होने पर हम प्रभावित हिस्से के लिए पेंट और उसे लगाने की मज़दूरी देते हैं।",
  },
  {
    english: "What does the warranty not cover?",
    topic: "वारंटी",
    question: "वारंटी में क्या शामिल नहीं है?",
    answer:
      "इसमें ढांचे की दरारों से हुआ नुकसान, लीकेज या नीचे से चढ़ती सीलन से हुआ नुकसान, सुझाए गए प्राइमर या कोट की संख्या के बिना लगाया गया पेंट, और धूल-मिट्टी या प्रदूषण से आया रंग का ऐसा बदलाव शामिल नहीं है जो धोने से हट जाए।",
  },
];

const LOCALE = "hi";

export const contentHindiSeeder: Seeder = {
  name: "blog-news-faq-hi",
  async seed(db: DB) {
    const updated_at = nowIso();
    for (const { english, ...text } of sampleBlogPostsHi) {
      const id = await idByEnglish(db, "blog", english);
      if (id !== undefined)
        await seedTranslation(db, {
          kind: "blog",
          values: { blog_post_id: id, locale: LOCALE, ...text, updated_at },
        });
    }
    for (const { english, ...text } of sampleNewsHi) {
      const id = await idByEnglish(db, "news", english);
      if (id !== undefined)
        await seedTranslation(db, {
          kind: "news",
          values: { news_item_id: id, locale: LOCALE, ...text, updated_at },
        });
    }
    for (const { english, answer, ...text } of sampleFaqsHi) {
      const id = await idByEnglish(db, "faq", english);
      if (id !== undefined)
        await seedTranslation(db, {
          kind: "faq",
          values: {
            faq_id: id,
            locale: LOCALE,
            ...text,
            // Answers are HTML, like the English ones since migration 0006.
            answer: plainTextToParagraphs(answer),
            updated_at,
          },
        });
    }
  },
};
