import type { Translation } from "~/lib/i18n/localize";
import type {
  ShadeCard,
  colourSchemeNames as englishSchemeNames,
  howToVideos as englishVideos,
  shadeCardGroups as englishGroups,
} from "~/shades/cards/cards";

/**
 * Hindi text of the downloads on /pickyourcolors (app/shades/cards/cards.ts).
 * Cards are keyed by id. Card titles that are product names stay in Latin
 * script; shade names and codes are brand names and are not translated.
 */

export const shadeCardGroups = [
  { title: "शेड कार्ड और रंग गाइड" },
  { title: "एक्सटीरियर रेंज" },
  { title: "इंटीरियर रेंज" },
  { title: "ड्यूल उत्पाद रेंज" },
] satisfies Translation<typeof englishGroups>;

export const shadeCards = {
  "interior-emulsion": {
    title: "इंटीरियर इमल्शन",
    summary: "कामो के सभी इंटीरियर इमल्शन के शेड, हल्के पेस्टल से लेकर गहरे एक्सेंट रंगों तक।",
  },
  "exterior-emulsion": {
    title: "एक्सटीरियर इमल्शन",
    summary: "घर के अगले हिस्से, बाउंड्री वॉल और बालकनी के लिए फीके न पड़ने वाले एक्सटीरियर शेड।",
  },
  "dual-emulsion": {
    title: "ड्यूल इमल्शन",
    summary: "Kamodual सीरीज़ के वे शेड, जो अंदर और बाहर दोनों तरह की दीवारों पर चलते हैं।",
  },
  enamel: {
    title: "इनेमल",
    summary: "ग्रिल, गेट, दरवाज़ों और खिड़कियों के लिए गहरे, चमकदार इनेमल शेड।",
  },
  distemper: {
    title: "डिस्टेंपर (Kamosilky, 500 शेड)",
    summary: "Kamosilky एक्रिलिक डिस्टेंपर के सभी 500 शेड, एक-एक रंग परिवार के हिसाब से।",
  },
  "cement-paint": {
    title: "सीमेंट पेंट",
    summary: "कंपाउंड वॉल और गोदाम जैसे ढांचों के लिए सीमेंट पेंट के मिट्टी जैसे, रोशनी लौटाने वाले शेड।",
  },
  "product-catalogue": {
    title: "उत्पाद कैटलॉग",
    summary: "कामो के सभी उत्पाद एक नज़र में: फ़िनिश, कवरेज, वारंटी और पैक साइज़।",
  },
  "technical-literature": {
    title: "तकनीकी जानकारी",
    summary: "कामो के हर इमल्शन के सूखने का समय, थिनिंग, वॉल्यूम सॉलिड्स और वीओसी।",
  },
  "exterior-colour-combinations": {
    title: "बाहरी दीवारों के रंगों के मेल",
    summary: "घर के बाहरी हिस्से के लिए दीवार, एक्सेंट और ट्रिम के बारह आज़माए हुए मेल।",
  },
  "interior-colour-combinations": {
    title: "कमरों के रंगों के मेल",
    summary: "कमरों के लिए बारह रंग योजनाएं, हर एक में मुख्य दीवार, फ़ीचर वॉल और छत का शेड।",
  },
  "weather-supreme": {
    title: "Weather Supreme",
    summary: "Weather Supreme का एक्सटीरियर शेड कार्ड।",
  },
  "weather-classic-max": {
    title: "Weather Classic Max",
    summary: "Weather Classic Max का एक्सटीरियर शेड कार्ड।",
  },
  kamoshield: {
    title: "Kamoshield",
    summary: "Kamoshield का एक्सटीरियर शेड कार्ड।",
  },
  "kamo-hi-sheen": {
    title: "Kamo Hi Sheen",
    summary: "Kamo Hi Sheen लग्ज़री इंटीरियर इमल्शन का शेड कार्ड।",
  },
  velvety: {
    title: "Velvety",
    summary: "Velvety प्रीमियम मैट इमल्शन का शेड कार्ड।",
  },
  "sheen-n-shine": {
    title: "Sheen n Shine",
    summary: "Sheen n Shine Stain Free का शेड कार्ड।",
  },
  "kamodual-luxury": {
    title: "Kamodual Luxury Emulsion",
    summary: "Kamodual Luxury Emulsion का शेड कार्ड।",
  },
  "kamodual-premium": {
    title: "Kamodual Premium Emulsion",
    summary: "Kamodual Premium Emulsion का शेड कार्ड।",
  },
  "kamodual-gold": {
    title: "Kamodual Gold Emulsion",
    summary: "Kamodual Gold Emulsion का शेड कार्ड।",
  },
} satisfies Partial<Record<string, Translation<ShadeCard>>>;

/** Names of the twelve schemes of each colour-combination guide, in the English order. */
export const colourSchemeNames = {
  exterior: [
    "कोंकण तट",
    "राजस्थानी बलुआ पत्थर",
    "मानसून का बगीचा",
    "नीलगिरि की सुबह",
    "पुरानी दिल्ली की हवेली",
    "केरल का आंगन",
    "दक्कन की सांझ",
    "हिमालय की कुटिया",
    "गोवा का विला",
    "मैसूर महल",
    "बंगाल की टेराकोटा",
    "पुणे का बंगला",
  ],
  interior: [
    "शांत पढ़ाई का कमरा",
    "त्योहार वाला ड्रॉइंग रूम",
    "सुकून भरा बेडरूम",
    "धूप भरी रसोई",
    "पूजा घर",
    "बच्चों का कोना",
    "पढ़ने का कोना",
    "दोस्तों के साथ खाना",
    "मेहमानों का कमरा",
    "घर का दफ़्तर",
    "बालकनी का बगीचा",
    "शानदार हॉल",
  ],
} satisfies Translation<typeof englishSchemeNames>;

export const howToVideos = [
  {
    title: "पेंट से पहले दीवार कैसे तैयार करें",
    summary: "खुरचाई, पुट्टी से दरारें भरना, रेगमाल से घिसाई और प्राइमर, एक-एक कदम।",
    steps: [
      "ढीला और उखड़ता पेंट खुरचकर हटाएं, फिर दीवार की धूल झाड़ दें।",
      "दरारें और गड्ढे वॉल पुट्टी से भरें और कुछ घंटे सूखने दें।",
      "पुट्टी को रेगमाल से चिकना करें, दीवार साफ़ करें और प्राइमर का एक कोट लगाएं।",
      "प्राइमर सूखने के बाद दीवार पेंट के दो कोट के लिए तैयार है।",
    ],
  },
  {
    title: "शेड कार्ड से रंग कैसे चुनें",
    summary: "दिन की रोशनी में कार्ड देखना, दीवार पर छोटे पैच लगाकर परखना और फ़ैनडेक से मिलान।",
    steps: [
      "शेड कार्ड को दिन की रोशनी में, उसी दीवार के पास देखें जिसे पेंट करना है।",
      "पसंद के शेड हमारे शेड एक्सप्लोरर में अपने जैसे कमरे पर आज़माएं।",
      "दो-तीन शेड का छोटा पैच लगाएं और उसे सुबह और शाम दोनों समय देखें।",
      "शेड कोड अपने डीलर के पास ले जाएं; वे फ़ैनडेक से मिलाकर पेंट टिंट कर देंगे।",
    ],
  },
  {
    title: "मानसून के लिए बाहरी दीवार कैसे पेंट करें",
    summary: "सफ़ाई, काई का इलाज, प्राइमर और मौसम-रोधी इमल्शन के दो कोट।",
    steps: [
      "दीवार धोएं और मैल, काई और फफूंद रगड़कर हटाएं; उसे पूरी तरह सूखने दें।",
      "दरारें भरें और सीलन वाली जगहों पर वॉटरप्रूफ़िंग का कोट लगाएं।",
      "एक्सटीरियर प्राइमर लगाएं, फिर मौसम-रोधी इमल्शन के दो कोट।",
      "बारिश से पहले काम पूरा करें: सूखे मौसम में पेंट करें, बौछार से कम से कम एक दिन पहले।",
    ],
  },
] satisfies Translation<typeof englishVideos>;
