import type { Translation } from "~/lib/i18n/localize";
import type { Product, ProductSlug } from "~/products/content/schema";

/**
 * Hindi text of the Kamodual series (app/products/content/dual.ts), by slug.
 * Product names stay in Latin script, as on the tin.
 */
const dualPrep = [
  "नए प्लास्टर को कम से कम 28 दिन पकने दें; धूल, चिकनाई, काई और ढीला पेंट हटाएं।",
  "दरारें सही फ़िलर से भरें (अंदर पुट्टी, बाहर क्रैक फ़िलर) और रेगमाल से चिकना करें।",
  "अंदर Kamo Interior Wall Primer का और बाहर Kamo Exterior Primer का एक कोट लगाएं।",
];

const dualSurfaces = ["अंदर का प्लास्टर", "बाहर का सीमेंट प्लास्टर", "कंक्रीट", "पहले से पेंट की हुई दीवारें"];

const dualPurposeEmulsion = "अंदर और बाहर, दोनों के लिए एक्रिलिक इमल्शन";

const dualWarranty = {
  reason:
    "अंदर और बाहर के लिए एक ही डिब्बा, जो सुविधा के लिए बना है, बाहर सबसे लंबी उम्र के लिए नहीं; बाहर वारंटी चाहिए तो Weather पेंट चुनें।",
};

export const dualProducts = {
  "kamodual-luxury-emulsion": {
    name: "Kamodual Luxury Emulsion",
    subtitle: "अंदर और बाहर, लग्ज़री फ़िनिश",
    tagline: "पूरे घर के लिए, अंदर और बाहर, एक ही लग्ज़री पेंट।",
    warranty: dualWarranty,
    description: [
      "Kamodual Luxury Emulsion अंदर और बाहर, दोनों तरह की दीवारों पर काम करने के लिए बना है, ताकि बिल्डर और घर के मालिक पूरे प्रोजेक्ट में एक ही उत्पाद और एक ही शेड इस्तेमाल कर सकें।",
      "अंदर यह भरपूर, धुलने लायक शीन देता है; बाहर यह बारिश, काई और फीकेपन से बचाता है।",
    ],
    features: [
      { title: "लग्ज़री शीन", text: "अंदर और बाहर की दीवारों पर भरपूर फ़िनिश।" },
      { title: "मौसम-रोधी", text: "बाहरी दीवारों पर बारिश और सीलन से बचाता है।" },
      { title: "धुलने लायक", text: "अंदर की दीवारें पोंछकर साफ़ हो जाती हैं।" },
      { title: "काई-रोधी", text: "बाहरी दीवारों को काई से बचाता है।" },
      { title: "यूवी-रोधी", text: "धूप में भी रंग चटक रहते हैं।" },
    ],
    finish: "शीन",
    surfaces: dualSurfaces,
    technical: {
      productType: dualPurposeEmulsion,
      dryToTouch: "30 मिनट",
      recoatAfter: "4 घंटे",
      thinning: "साफ़ पानी से, आयतन के हिसाब से 35% तक",
      application: ["ब्रश", "रोलर", "एयरलेस स्प्रे"],
      surfacePreparation: dualPrep,
    },
    seo: {
      title: "अंदर और बाहर के लिए Kamodual Luxury Emulsion",
      description:
        "Kamodual Luxury Emulsion: अंदर और बाहर की दीवारों के लिए एक ही लग्ज़री शीन पेंट। अंदर धुलने लायक, बाहर मौसम-रोधी। कवरेज और पैक साइज़।",
      keywords: "Kamodual Luxury, ड्यूल इमल्शन, इंटीरियर एक्सटीरियर पेंट, कामो पेंट्स",
    },
  },
  "kamodual-premium-emulsion": {
    name: "Kamodual Premium Emulsion",
    subtitle: "अंदर और बाहर, प्रीमियम फ़िनिश",
    tagline: "अंदर और बाहर प्रीमियम सुरक्षा, एक ही डिब्बे से।",
    warranty: dualWarranty,
    description: [
      "Kamodual Premium Emulsion अंदर और बाहर की दीवारों पर चिकना, हल्की शीन वाला फ़िनिश देता है, और सीलन और काई से भरोसेमंद सुरक्षा भी।",
      "फ़िनिश से कोई समझौता किए बिना यह डीलरों के लिए स्टॉक और ठेकेदारों के लिए साइट का काम आसान कर देता है।",
    ],
    features: [
      { title: "चिकना फ़िनिश", text: "अंदर और बाहर हल्की शीन वाला फ़िनिश।" },
      { title: "सीलन-रोधी", text: "बाहरी दीवारों को सूखा रखता है।" },
      { title: "फफूंदरोधी", text: "उमस भरे मौसम में अंदर की दीवारों को बचाता है।" },
      { title: "अच्छी कवरेज", text: "बड़े प्रोजेक्ट में किफ़ायती।" },
    ],
    finish: "हल्की शीन",
    surfaces: dualSurfaces,
    technical: {
      productType: dualPurposeEmulsion,
      dryToTouch: "30 मिनट",
      recoatAfter: "4 घंटे",
      thinning: "साफ़ पानी से, आयतन के हिसाब से 40% तक",
      application: ["ब्रश", "रोलर"],
      surfacePreparation: dualPrep,
    },
    seo: {
      title: "अंदर और बाहर के लिए Kamodual Premium Emulsion",
      description:
        "Kamodual Premium Emulsion: अंदर और बाहर की दीवारों के लिए हल्की शीन वाला पेंट, सीलन और फफूंद से सुरक्षा के साथ। कवरेज, सतहें और पैक साइज़।",
      keywords: "Kamodual Premium, ड्यूल इमल्शन, इंटीरियर एक्सटीरियर पेंट, कामो पेंट्स",
    },
  },
  "kamodual-gold-emulsion": {
    name: "Kamodual Gold Emulsion",
    subtitle: "अंदर और बाहर, रोज़मर्रा की किफ़ायत",
    tagline: "अंदर और बाहर की दीवारों के लिए रोज़मर्रा की किफ़ायत।",
    warranty: dualWarranty,
    description: [
      "Kamodual Gold Emulsion, Kamodual सीरीज़ का किफ़ायती विकल्प है: अंदर और बाहर दोनों जगह काम करने वाला मैट फ़िनिश, जो किराये के मकानों, बाउंड्री वॉल और झटपट नए रूप के लिए बिलकुल सही है।",
      "यह लगाने में आसान है और जल्दी सूखता है, इसलिए पेंटर कम दिनों में पूरा घर निपटा सकते हैं।",
    ],
    features: [
      { title: "किफ़ायती", text: "बड़ी जगहों पर पैसा वसूल।" },
      { title: "मौसम झेलने वाला", text: "बाहरी दीवारों के लिए उपयुक्त।" },
      { title: "मैट फ़िनिश", text: "अंदर और बाहर साफ़-सुथरा, एकसार फ़िनिश।" },
      { title: "हल्की गंध", text: "अंदर लगाने में आरामदायक।" },
    ],
    finish: "मैट",
    surfaces: dualSurfaces,
    technical: {
      productType: dualPurposeEmulsion,
      dryToTouch: "30 मिनट",
      recoatAfter: "4 घंटे",
      thinning: "साफ़ पानी से, आयतन के हिसाब से 45% तक",
      application: ["ब्रश", "रोलर"],
      surfacePreparation: dualPrep,
    },
    seo: {
      title: "अंदर और बाहर के लिए Kamodual Gold Emulsion",
      description:
        "Kamodual Gold Emulsion: अंदर और बाहर की दीवारों के लिए किफ़ायती मैट पेंट। जल्दी सूखता है, लगाने में आसान। कवरेज और पैक साइज़।",
      keywords: "Kamodual Gold, ड्यूल इमल्शन, किफ़ायती पेंट, कामो पेंट्स",
    },
  },
} satisfies Partial<Record<ProductSlug, Translation<Product>>>;
