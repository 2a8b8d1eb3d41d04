import type { Dealer } from "./dealer-record";
import { paintsOfRanges } from "./paints";

/**
 * Sample shops at real localities of Bengaluru and Mumbai (issue 42), so the
 * locator's distances there can be checked against the world: fictional
 * names and phone numbers, each shop at the published coordinates of its
 * locality (the same sources as places/pin-corrections.ts). GeoNames' points for
 * these cities are a district's, shared by dozens of PINs, so the generated
 * sample places no shop there (sample-dealers.server.ts); these are the
 * cities' shops. Codes KPD-BLRnn and KPD-BOMnn, apart from the generated
 * KPD-nnnnn.
 */

const week = "Mon-Sat 09:30-20:30; Sun 10:00-14:00";
const interiorAndExterior = ["exterior-range", "interior-range", "distemper-range"] as const;

const shop = (
  fields: Pick<
    Dealer,
    | "code"
    | "name"
    | "contactPerson"
    | "phone"
    | "address"
    | "locality"
    | "city"
    | "pin"
    | "lat"
    | "lon"
  > &
    Partial<Dealer>,
): Dealer => {
  const products = fields.products ?? [...interiorAndExterior];
  return {
    whatsapp: true,
    hours: week,
    active: true,
    locationSource: "exact",
    ...fields,
    district: fields.district ?? (fields.pin.startsWith("4") ? "Mumbai" : "Bengaluru"),
    state: fields.pin.startsWith("4") ? "Maharashtra" : "Karnataka",
    products,
    paints: fields.paints ?? paintsOfRanges(products),
  };
};

/** Every exterior paint but Weather Classic Max: a shop that would have to order it. */
const exteriorWithoutMax = paintsOfRanges(["exterior-range", "interior-range"]).filter(
  (paint) => paint !== "weather-classic-max",
);

export const LOCALITY_SAMPLE_DEALERS: readonly Dealer[] = [
  shop({
    code: "KPD-BLR01",
    name: "Brigade Paints & Hardware",
    contactPerson: "Suresh Gowda",
    phone: "9845012301",
    address: "41, Mahatma Gandhi Road",
    locality: "MG Road",
    city: "Bengaluru",
    pin: "560001",
    lat: 12.9738,
    lon: 77.61189,
  }),
  shop({
    code: "KPD-BLR02",
    name: "Koramangala Colour House",
    contactPerson: "Lakshmi Narayan",
    phone: "9845012302",
    address: "Shop No. 7, 80 Feet Road",
    locality: "Koramangala",
    city: "Bengaluru",
    pin: "560034",
    lat: 12.9259,
    lon: 77.6229,
    paints: exteriorWithoutMax,
  }),
  shop({
    code: "KPD-BLR03",
    name: "Indiranagar Paint Centre",
    contactPerson: "Ravi Shetty",
    phone: "9845012303",
    address: "112, 100 Feet Road",
    locality: "Indiranagar",
    city: "Bengaluru",
    pin: "560038",
    lat: 12.9699,
    lon: 77.6499,
    products: ["designer-range", "exterior-range", "interior-range", "dual-paints-series"],
  }),
  shop({
    code: "KPD-BLR04",
    name: "Jayanagar Paint Stores",
    contactPerson: "Kavitha Rao",
    phone: "9845012304",
    address: "18, 11th Main, 4th Block",
    locality: "Jayanagar",
    city: "Bengaluru",
    pin: "560011",
    lat: 12.925,
    lon: 77.595,
    products: ["interior-range", "distemper-range", "premium-enamel-range"],
  }),
  shop({
    code: "KPD-BLR05",
    name: "Whitefield Hardware & Paints",
    contactPerson: "Anil Kumar",
    phone: "9845012305",
    address: "Plot 9, Whitefield Main Road",
    locality: "Whitefield",
    city: "Bengaluru",
    pin: "560066",
    lat: 12.97,
    lon: 77.75,
    paints: exteriorWithoutMax,
  }),
  shop({
    code: "KPD-BLR06",
    name: "E-City Paint Mart",
    contactPerson: "Manjunath Reddy",
    phone: "9845012306",
    address: "Near Infosys Gate 1, Hosur Road",
    locality: "Electronic City",
    city: "Bengaluru",
    pin: "560100",
    lat: 12.85,
    lon: 77.67,
    products: ["interior-range", "dual-paints-series"],
  }),
  shop({
    code: "KPD-BLR07",
    name: "Anekal Paint Depot",
    contactPerson: "Shivanna B.",
    phone: "9845012307",
    address: "104, Sadar Bazar",
    locality: "Anekal",
    city: "Anekal",
    pin: "562106",
    lat: 12.7167,
    lon: 77.7,
  }),
  shop({
    code: "KPD-BOM01",
    name: "Fort Paint House",
    contactPerson: "Farhan Merchant",
    phone: "9820012301",
    address: "22, Perin Nariman Street",
    locality: "Fort",
    city: "Mumbai",
    pin: "400001",
    lat: 18.935,
    lon: 72.8359,
  }),
  shop({
    code: "KPD-BOM02",
    name: "Dadar Colour Stores",
    contactPerson: "Sunil Patil",
    phone: "9820012302",
    address: "Shop No. 3, Ranade Road",
    locality: "Dadar",
    city: "Mumbai",
    pin: "400014",
    lat: 19.01798,
    lon: 72.84476,
    paints: exteriorWithoutMax,
  }),
  shop({
    code: "KPD-BOM03",
    name: "Chembur Paints & Sanitary",
    contactPerson: "Deepak Nair",
    phone: "9820012303",
    address: "5, Central Avenue Road",
    locality: "Chembur",
    city: "Mumbai",
    pin: "400071",
    lat: 19.051,
    lon: 72.894,
  }),
  shop({
    code: "KPD-BOM04",
    name: "Andheri Paint Centre",
    contactPerson: "Ketan Shah",
    phone: "9820012304",
    address: "Shop No. 14, Andheri-Kurla Road",
    locality: "Andheri East",
    city: "Mumbai",
    pin: "400069",
    lat: 19.119,
    lon: 72.847,
  }),
  shop({
    code: "KPD-BOM05",
    name: "Powai Hardware & Paints",
    contactPerson: "Priya Iyer",
    phone: "9820012305",
    address: "A-12, Hiranandani Gardens",
    locality: "Powai",
    city: "Mumbai",
    pin: "400076",
    lat: 19.12,
    lon: 72.91,
    products: ["exterior-range", "interior-range", "water-proofing-solutions"],
  }),
];

/** Districts whose shops are only these: the generated sample leaves them out. */
export const LOCALITY_SAMPLE_DISTRICTS: readonly string[] = [
  "Bengaluru",
  "Bangalore Rural",
  "Mumbai",
];
