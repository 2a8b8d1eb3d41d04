/**
 * Districts in Hindi, for the place a PIN search names (issue 42). The PIN
 * data has only English names, so the Hindi page writes the districts of
 * the larger towns from this table (people and places are Devanagari in
 * Hindi text, docs/hindi-style.md) and any other district as the data has it,
 * marked as English. Keyed by the directory's district name.
 */
const HINDI: Readonly<Record<string, string>> = {
  Agra: "आगरा",
  Ahmedabad: "अहमदाबाद",
  Ajmer: "अजमेर",
  Aligarh: "अलीगढ़",
  Alwar: "अलवर",
  Ambala: "अंबाला",
  Amritsar: "अमृतसर",
  "Bangalore Rural": "बेंगलुरु ग्रामीण",
  Bareilly: "बरेली",
  Bathinda: "बठिंडा",
  Bengaluru: "बेंगलुरु",
  Bhagalpur: "भागलपुर",
  Bharatpur: "भरतपुर",
  Bhopal: "भोपाल",
  Bikaner: "बीकानेर",
  "Central Delhi": "मध्य दिल्ली",
  Chandigarh: "चंडीगढ़",
  Chennai: "चेन्नई",
  Coimbatore: "कोयंबटूर",
  Cuttack: "कटक",
  "Dakshina Kannada": "दक्षिण कन्नड़",
  Dehradun: "देहरादून",
  "East Delhi": "पूर्वी दिल्ली",
  Ernakulam: "एर्नाकुलम",
  Faridabad: "फ़रीदाबाद",
  "Gautam Buddha Nagar": "गौतम बुद्ध नगर",
  Gaya: "गया",
  Ghaziabad: "गाज़ियाबाद",
  Gorakhpur: "गोरखपुर",
  Gurugram: "गुरुग्राम",
  Gwalior: "ग्वालियर",
  Haridwar: "हरिद्वार",
  Hisar: "हिसार",
  Hyderabad: "हैदराबाद",
  Indore: "इंदौर",
  Jabalpur: "जबलपुर",
  Jaipur: "जयपुर",
  Jalandhar: "जालंधर",
  Jammu: "जम्मू",
  Jhansi: "झांसी",
  Jodhpur: "जोधपुर",
  Kamrup: "कामरूप",
  "Kanpur Dehat": "कानपुर देहात",
  "Kanpur Nagar": "कानपुर नगर",
  Kargil: "कारगिल",
  Karnal: "करनाल",
  Khorda: "खोरधा",
  Kolkata: "कोलकाता",
  Kota: "कोटा",
  Leh: "लेह",
  Lucknow: "लखनऊ",
  Ludhiana: "लुधियाना",
  Madurai: "मदुरै",
  Mathura: "मथुरा",
  Meerut: "मेरठ",
  Moradabad: "मुरादाबाद",
  Mumbai: "मुंबई",
  Muzaffarpur: "मुज़फ़्फ़रपुर",
  Mysuru: "मैसूरु",
  Nagpur: "नागपुर",
  Nainital: "नैनीताल",
  Nashik: "नासिक",
  "New Delhi": "नई दिल्ली",
  "North Delhi": "उत्तरी दिल्ली",
  "North West Delhi": "उत्तर पश्चिमी दिल्ली",
  Panipat: "पानीपत",
  Patiala: "पटियाला",
  Patna: "पटना",
  Prayagraj: "प्रयागराज",
  Pune: "पुणे",
  Raipur: "रायपुर",
  Rajkot: "राजकोट",
  Ranchi: "रांची",
  Rohtak: "रोहतक",
  Saharanpur: "सहारनपुर",
  Shimla: "शिमला",
  Sikar: "सीकर",
  "South Delhi": "दक्षिणी दिल्ली",
  "South West Delhi": "दक्षिण पश्चिमी दिल्ली",
  Srinagar: "श्रीनगर",
  Surat: "सूरत",
  Thane: "ठाणे",
  Thiruvananthapuram: "तिरुवनंतपुरम",
  Udaipur: "उदयपुर",
  Vadodara: "वडोदरा",
  Varanasi: "वाराणसी",
  Visakhapatnam: "विशाखापत्तनम",
  "West Delhi": "पश्चिमी दिल्ली",
};

export interface LocalName {
  name: string;
  /** The language the name is written in, for the element's lang attribute. */
  lang: "en" | "hi";
}

/** A district's name for a page in `locale`. */
export function districtNameIn(district: string, locale: string): LocalName {
  const hindi = locale === "hi" ? HINDI[district] : undefined;
  return hindi ? { name: hindi, lang: "hi" } : { name: district, lang: "en" };
}

/** The districts the table names, for a test that each is in the PIN data. */
export const districtsWithHindiNames = Object.keys(HINDI);
