import type { Translation } from "~/lib/i18n/localize";
import type { Range } from "~/products/content/schema";

/**
 * Hindi text of the eight range pages (app/products/content/ranges.ts), by
 * slug. Range names are Hindi; the product names on the cards stay in Latin
 * script, as on the tin.
 */
export const ranges = {
  "designer-range": {
    name: "डिज़ाइनर रेंज",
    eyebrow: "खास इफ़ेक्ट वाले फ़िनिश",
    intro:
      "फ़ीचर वॉल, शोरूम और रेस्तरां के लिए टेक्सचर, मेटैलिक चमक और ग्लिटर फ़िनिश। हमारे एप्लिकेटर डिज़ाइनर फ़िनिश हाथ से लगाते हैं, इसलिए हर दीवार थोड़ी अलग बनती है।",
    cards: [
      {
        name: "Replica Renaissance",
        subtitle: "डिज़ाइनर टेक्सचर पेंट",
        description:
          "करनी से लगने वाला टेक्सचर, जो पुराने इतालवी प्लास्टर की परतदार झलक फिर से रचता है और रोशनी में खिल उठता है।",
      },
      {
        name: "Metallic Lustre",
        subtitle: "मेटैलिक फ़िनिश पेंट",
        description:
          "फ़ीचर वॉल, खंभों और छतों के लिए मोती, सोने, चांदी और तांबे जैसे इफ़ेक्ट, जो बेस कोट के ऊपर लगाए जाते हैं।",
      },
      {
        name: "Glitter Paint",
        subtitle: "जगमगाता टॉप कोट",
        description:
          "बारीक ग्लिटर कणों वाला पारदर्शी ग्लेज़, जो बच्चों के कमरों और पार्टी हॉल में त्योहार जैसी जगमगाहट ले आता है।",
      },
    ],
    seo: {
      title: "डिज़ाइनर रेंज: टेक्सचर, मेटैलिक और ग्लिटर फ़िनिश",
      description:
        "कामो पेंट्स के डिज़ाइनर पेंट: फ़ीचर वॉल के लिए Replica Renaissance टेक्सचर, Metallic Lustre और Glitter Paint। मुफ़्त सलाह बुक करें।",
      keywords: "डिज़ाइनर पेंट, टेक्सचर पेंट, मेटैलिक पेंट, ग्लिटर पेंट, कामो पेंट्स",
    },
  },
  "exterior-range": {
    name: "एक्सटीरियर इमल्शन रेंज",
    eyebrow: "घर के बाहरी हिस्से की सुरक्षा",
    intro:
      "भारतीय गर्मियों और मानसून में परखे गए एक्सटीरियर इमल्शन, Kamoshield की रोज़मर्रा की किफ़ायत से लेकर Weather Supreme Advance Shyne की 12 साल की वारंटी तक।",
    cards: [
      {
        name: "Weather Supreme",
        subtitle: "प्रीमियम एक्सटीरियर इमल्शन",
        description: "बारिश, यूवी किरणों और धूल से सिलिकॉन वाली मज़बूत सुरक्षा।",
        highlight: "7 साल की वारंटी",
      },
      {
        name: "Weather Classic",
        subtitle: "एक्सटीरियर इमल्शन",
        description: "रोज़ की भरोसेमंद सुरक्षा के लिए 100% एक्रिलिक एक्सटीरियर इमल्शन।",
        highlight: "5 साल की वारंटी",
      },
      {
        name: "Weather Classic Advance",
        subtitle: "गंदगी-रोधी एक्सटीरियर इमल्शन",
        description: "Weather Classic, ऐसी सतह के साथ जो शहरों में ज़्यादा साफ़ रहती है।",
      },
      {
        name: "Weather Classic Max",
        subtitle: "हाई-बिल्ड एक्सटीरियर इमल्शन",
        description: "तेज़ बौछारें और समुद्री हवा झेलने वाली दीवारों के लिए मोटी, लचीली परत।",
      },
      {
        name: "Weather Supreme Advance Shyne",
        subtitle: "अल्ट्रा-प्रीमियम शीन एक्सटीरियर इमल्शन",
        description: "हमारा सबसे लंबा चलने वाला एक्सटीरियर पेंट, खुद साफ़ होने वाली शीन के साथ।",
        highlight: "12 साल की वारंटी",
      },
      {
        name: "Kamoshield",
        subtitle: "एक्सटीरियर इमल्शन",
        description: "हर आकार के घर के लिए बारिश और काई से किफ़ायती सुरक्षा।",
        highlight: "3 साल की वारंटी",
      },
      {
        name: "Kamoshield Advance",
        subtitle: "एक्सटीरियर इमल्शन",
        description: "Kamoshield जैसी किफ़ायत, तेज़ धूप में ज़्यादा टिकने वाले रंग के साथ।",
        highlight: "3 साल की वारंटी",
      },
    ],
    seo: {
      title: "12 साल तक की वारंटी वाली एक्सटीरियर इमल्शन रेंज",
      description:
        "कामो के एक्सटीरियर इमल्शन: Weather Supreme, Weather Classic, Weather Classic Advance और Max, Advance Shyne और Kamoshield, 12 साल तक की वारंटी के साथ।",
      keywords:
        "एक्सटीरियर इमल्शन, एक्सटीरियर पेंट, मौसम-रोधी पेंट, Weather Supreme, Kamoshield, कामो पेंट्स",
    },
  },
  "interior-range": {
    name: "इंटीरियर इमल्शन रेंज",
    eyebrow: "हर कमरे के लिए फ़िनिश",
    intro:
      "धुलने लायक, हल्की गंध वाले इंटीरियर इमल्शन, Kamo Hi Sheen की भरपूर शीन से लेकर Kamosilky की किफ़ायती रेशमी चमक तक। हर शेड आपके डीलर के यहां मशीन से टिंट होता है।",
    cards: [
      {
        name: "Kamo Hi Sheen",
        subtitle: "लग्ज़री इंटीरियर इमल्शन",
        description: "भरपूर, धुलने लायक शीन, जो रोज़ के दागों से बचाती है।",
      },
      {
        name: "Velvety",
        subtitle: "प्रीमियम मैट इंटीरियर इमल्शन",
        description: "मखमल जैसा मुलायम मैट फ़िनिश, जो छोटी-मोटी कमियां छिपा ले।",
      },
      {
        name: "Kamoshine Advance",
        subtitle: "मध्यम शीन वाला इंटीरियर इमल्शन",
        description: "नमी वाले कमरों के लिए फफूंद से सुरक्षा के साथ हल्की चमक।",
      },
      {
        name: "Sheen n Shine Stain Free",
        subtitle: "दाग से बचाने वाला इंटीरियर इमल्शन",
        description: "पानी वाले दाग बूंद बनकर ठहरते हैं और पोंछते ही साफ़।",
      },
      {
        name: "Kamorich",
        subtitle: "चिकना मैट इंटीरियर इमल्शन",
        description: "रोज़मर्रा के दाम में चिकना, एकसार मैट फ़िनिश।",
      },
      {
        name: "Kamosilky Advance",
        subtitle: "सिल्क फ़िनिश इंटीरियर इमल्शन",
        description: "Kamosilky जैसा रूप, इमल्शन की मज़बूती के साथ।",
      },
      {
        name: "Kamosilky",
        subtitle: "एक्रिलिक डिस्टेंपर",
        description: "500 शेड में मिलने वाला रेशमी डिस्टेंपर।",
        highlight: "500 शेड",
      },
    ],
    seo: {
      title: "इंटीरियर इमल्शन रेंज: शीन, मैट और सिल्क फ़िनिश",
      description:
        "कामो के इंटीरियर इमल्शन: Kamo Hi Sheen, Velvety, Kamoshine Advance, Sheen n Shine Stain Free, Kamorich, Kamosilky Advance और Kamosilky।",
      keywords: "इंटीरियर इमल्शन, इंटीरियर पेंट, धुलने लायक पेंट, Kamo Hi Sheen, Velvety, कामो पेंट्स",
    },
  },
  "distemper-range": {
    name: "डिस्टेंपर रेंज",
    eyebrow: "हर बजट के लिए रंग",
    intro:
      "एक्रिलिक और सिंथेटिक डिस्टेंपर, जो कम खर्च में घरों को ताज़ा रंग देते हैं। अकेला Kamosilky ही 500 शेड में मिलता है।",
    cards: [
      {
        name: "Kamosilky",
        subtitle: "एक्रिलिक डिस्टेंपर",
        description: "500 शेड में रेशमी, लंबे समय तक टिकने वाला एक्रिलिक डिस्टेंपर।",
        highlight: "500 शेड",
      },
      {
        name: "Kyson",
        subtitle: "सिंथेटिक डिस्टेंपर",
        description: "बेडरूम, गलियारों और स्टाफ़ क्वार्टरों के लिए अच्छी सफ़ेदी और आसान ब्रशिंग, किफ़ायती दाम पर।",
      },
      {
        name: "Bunty",
        subtitle: "इकोनॉमी डिस्टेंपर",
        description: "त्योहारों से पहले नए प्लास्टर, गोदामों और किराये के कमरों को जल्दी और सस्ते में नया रूप।",
      },
    ],
    seo: {
      title: "डिस्टेंपर रेंज: 500 शेड में Kamosilky, Kyson और Bunty",
      description:
        "कामो के डिस्टेंपर: 500 शेड में Kamosilky एक्रिलिक डिस्टेंपर, Kyson सिंथेटिक डिस्टेंपर और Bunty इकोनॉमी डिस्टेंपर, ताज़ा और किफ़ायती रंग के लिए।",
      keywords: "डिस्टेंपर, एक्रिलिक डिस्टेंपर, Kamosilky 500 शेड, Kyson, Bunty, कामो पेंट्स",
    },
  },
  "premium-enamel-range": {
    name: "प्रीमियम इनेमल रेंज",
    eyebrow: "धातु और लकड़ी के लिए ग्लॉस",
    intro:
      "ग्रिल, गेट, दरवाज़ों और खिड़कियों के लिए टिकाऊ इनेमल: चमकदार परत, जो ज़ंग, सीलन और रोज़ की टक्करों को झेलती है।",
    cards: [
      {
        name: "Kamolite Super Gloss",
        subtitle: "प्रीमियम सिंथेटिक इनेमल",
        description: "ज़ंग रोकने वाले पिगमेंट के साथ हमारा सबसे चमकदार इनेमल, गेट, ग्रिल और मुख्य दरवाज़ों के लिए।",
      },
      {
        name: "Kamolite Satin",
        subtitle: "सैटिन इनेमल",
        description:
          "अंदर के लकड़ी के काम, अलमारियों और खिड़कियों की चौखटों के लिए मुलायम सैटिन चमक और हल्की गंध।",
      },
      {
        name: "Babli",
        subtitle: "सिंथेटिक इनेमल",
        description: "शटर, ग्रिल और रेलिंग के लिए किफ़ायती इनेमल, साफ़ और एकसार चमक के साथ।",
      },
    ],
    seo: {
      title: "प्रीमियम इनेमल रेंज: Kamolite और Babli इनेमल",
      description:
        "धातु और लकड़ी के लिए कामो के इनेमल: गेट, ग्रिल, दरवाज़ों और खिड़कियों के लिए Kamolite Super Gloss, Kamolite Satin और Babli सिंथेटिक इनेमल।",
      keywords: "इनेमल पेंट, सिंथेटिक इनेमल, ग्लॉस इनेमल, Kamolite, Babli, कामो पेंट्स",
    },
  },
  "wood-coating-products": {
    name: "वुड फ़िनिश",
    eyebrow: "लकड़ी की बनावट उभारें",
    intro:
      "सागौन, शीशम और प्लाईवुड के फ़र्नीचर, दरवाज़ों और पैनलिंग के लिए पारदर्शी और रंगीन फ़िनिश, साथ में उन्हें ठीक से लगाने के लिए सीलर और थिनर।",
    cards: [
      {
        name: "Melamyne",
        subtitle: "मेलामाइन वुड फ़िनिश",
        description:
          "ग्लॉस और मैट में पारदर्शी फ़िनिश, जो फ़र्नीचर को बचाता है और लकड़ी की बनावट को उभारता है।",
      },
      {
        name: "Kamo PU Finish",
        subtitle: "पॉलीयूरिथेन वुड फ़िनिश",
        description: "टेबल टॉप, दरवाज़ों और ज़्यादा इस्तेमाल होने वाले फ़र्श के लिए टू-पैक पॉलीयूरिथेन।",
      },
      {
        name: "NC Sanding Sealer",
        subtitle: "नाइट्रोसेलुलोज़ सीलर",
        description: "लकड़ी के खुले रेशों को भरता है और टॉप कोट से पहले आसानी से घिसकर चिकना आधार देता है।",
      },
      {
        name: "Clear Lacquer",
        subtitle: "एनसी क्लियर लैकर",
        description: "फ़र्नीचर पर झटपट चमकदार फ़िनिश के लिए जल्दी सूखने वाला पारदर्शी लैकर।",
      },
      {
        name: "Kamo Thinner",
        subtitle: "एनसी और पीयू थिनर",
        description: "हमारे वुड फ़िनिश के हिसाब से बने थिनर, साफ़ स्प्रे और ब्रश के काम के लिए।",
      },
    ],
    seo: {
      title: "वुड फ़िनिश: Melamyne, पीयू, सीलर, लैकर और थिनर",
      description:
        "कामो के वुड फ़िनिश: फ़र्नीचर, दरवाज़ों और पैनलिंग के लिए Melamyne मेलामाइन फ़िनिश, पीयू फ़िनिश, एनसी सैंडिंग सीलर, क्लियर लैकर और थिनर।",
      keywords: "वुड फ़िनिश, मेलामाइन, पीयू फ़िनिश, सैंडिंग सीलर, क्लियर लैकर, कामो पेंट्स",
    },
  },
  "water-proofing-solutions": {
    name: "वॉटरप्रूफ़िंग उत्पाद",
    eyebrow: "रिसाव को जड़ से रोकें",
    intro:
      "टैरेस, बाथरूम, बेसमेंट और पानी की टंकियों के लिए वॉटरप्रूफ़िंग, कंक्रीट की मरम्मत वाले बॉन्डिंग लिक्विड से लेकर मज़बूत फ़्लोर कोट तक।",
    cards: [
      {
        name: "Kamocrete SBR",
        subtitle: "कंक्रीट मरम्मत लिक्विड",
        description:
          "स्टाइरीन-ब्यूटाडाईन बॉन्डिंग लिक्विड, जो मरम्मत वाले मसाले की पकड़ और पानी रोकने की क्षमता बढ़ाता है।",
      },
      {
        name: "Kamocrete Acrylic",
        subtitle: "कंक्रीट मरम्मत लिक्विड",
        description:
          "दीवारों और स्लैब पर पैच मरम्मत, प्लास्टर की पकड़ और पानी-रोधी प्लास्टर के लिए एक्रिलिक पॉलिमर।",
      },
      {
        name: "Kamoproof",
        subtitle: "इंटीग्रल वॉटरप्रूफ़िंग कंपाउंड",
        description:
          "सीमेंट के मसाले और कंक्रीट में मिलाया जाता है, ताकि छत, टंकी और बेसमेंट में पानी का सोखना कम हो।",
      },
      {
        name: "Kamofloor",
        subtitle: "फ़्लोर कोट",
        description: "टैरेस, बालकनी और पार्किंग के फ़र्श के लिए टिकाऊ कोटिंग।",
      },
    ],
    seo: {
      title: "वॉटरप्रूफ़िंग उत्पाद: मरम्मत लिक्विड, कंपाउंड, फ़्लोर कोट",
      description:
        "कामो वॉटरप्रूफ़िंग: टैरेस, बाथरूम, बेसमेंट और टंकियों के लिए कंक्रीट मरम्मत लिक्विड, इंटीग्रल वॉटरप्रूफ़िंग कंपाउंड और फ़्लोर कोट।",
      keywords: "वॉटरप्रूफ़िंग, कंक्रीट मरम्मत, इंटीग्रल वॉटरप्रूफ़िंग कंपाउंड, फ़्लोर कोट, कामो पेंट्स",
    },
  },
  "dual-paints-series": {
    name: "ड्यूल पेंट्स सीरीज़",
    eyebrow: "एक पेंट, अंदर भी और बाहर भी",
    intro:
      "Kamodual सीरीज़ अंदर और बाहर, दोनों तरह की दीवारों के लिए बनी है, ताकि पूरा घर एक ही उत्पाद से, एक ही शेड में पेंट हो सके।",
    cards: [
      {
        name: "Kamodual Luxury Emulsion",
        subtitle: "लग्ज़री फ़िनिश",
        description: "अंदर और बाहर की दीवारों के लिए भरपूर शीन।",
      },
      {
        name: "Kamodual Premium Emulsion",
        subtitle: "प्रीमियम फ़िनिश",
        description: "सीलन और फफूंद से सुरक्षा के साथ चिकनी, हल्की शीन।",
      },
      {
        name: "Kamodual Gold Emulsion",
        subtitle: "रोज़मर्रा की किफ़ायत",
        description: "अंदर और बाहर की दीवारों के लिए किफ़ायती मैट फ़िनिश।",
      },
    ],
    seo: {
      title: "ड्यूल पेंट्स सीरीज़: Kamodual Luxury, Premium और Gold",
      description:
        "Kamodual सीरीज़: अंदर और बाहर, दोनों तरह की दीवारों के लिए Luxury, Premium और Gold इमल्शन। पूरे घर के लिए एक ही उत्पाद और एक ही शेड।",
      keywords: "ड्यूल पेंट, इंटीरियर एक्सटीरियर इमल्शन, Kamodual, कामो पेंट्स",
    },
  },
} satisfies Partial<Record<Range["slug"], Translation<Range>>>;
