import type { Translation } from "~/lib/i18n/localize";
import type { shadeFamilies as englishFamilies } from "~/shades/cards/palette";

/**
 * Hindi names of the ten colour families and their hue words
 * (app/shades/cards/palette.ts), in the English order. The shade names
 * ("Sindoor Whisper") and codes ("KP-0100") are printed on cards and tins and
 * stay as they are; the depth words only make up those names.
 */
export const shadeFamilies = [
  { name: "लाल रंग", hueWords: ["सिंदूर", "अनार", "मिर्च", "माणिक", "शीशम"] },
  { name: "नारंगी रंग", hueWords: ["टेराकोटा", "तांबा", "पपीता", "संतरा", "खुबानी"] },
  { name: "पीले रंग", hueWords: ["केसर", "गेंदा", "हल्दी", "आम", "सरसों"] },
  { name: "हरे रंग", hueWords: ["तुलसी", "नीम", "पिस्ता", "इलायची", "फ़र्न"] },
  { name: "फ़िरोज़ी रंग", hueWords: ["जेड", "मोरपंखी", "झील", "मानसून", "पुदीना"] },
  { name: "नीले रंग", hueWords: ["नील", "रामचिरैया", "कोबाल्ट", "डेनिम", "आसमानी"] },
  { name: "बैंगनी रंग", hueWords: ["जामुन", "बैंगन", "आइरिस", "ऑर्किड", "लैवेंडर"] },
  { name: "गुलाबी रंग", hueWords: ["कमल", "गुलाबी", "बोगनविलिया", "अमरूद", "गुलाब"] },
  { name: "मिट्टी के रंग", hueWords: ["सागौन", "चंदन", "दालचीनी", "मिट्टी", "खाकी"] },
  { name: "सादे रंग", hueWords: ["हाथीदांत", "लिनन", "कंकड़", "राख", "स्लेटी"] },
] satisfies Translation<typeof englishFamilies>;
