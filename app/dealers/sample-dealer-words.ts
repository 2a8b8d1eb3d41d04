/**
 * Words the sample-dealer generator composes shop names, people and
 * addresses from. Written for this project; any likeness of a composed name
 * to a real shop or person is chance. Shop names in India lean on the
 * owner's family name, a deity's blessing or a hopeful adjective, and differ
 * by region, so names and people come from the dealer's region.
 */

/** A list written as one comma-separated string, which keeps the lists short to read. */
const list = (text: string): readonly string[] => text.split(",").map((word) => word.trim());

export type Region = "north" | "central" | "bihar" | "east" | "northeast" | "west" | "south";

export const REGION_OF_STATE: Readonly<Record<string, Region>> = {
  "Andaman and Nicobar Islands": "east",
  "Andhra Pradesh": "south",
  "Arunachal Pradesh": "northeast",
  Assam: "northeast",
  Bihar: "bihar",
  Chandigarh: "north",
  Chhattisgarh: "central",
  "Dadra and Nagar Haveli and Daman and Diu": "west",
  Delhi: "north",
  Goa: "west",
  Gujarat: "west",
  Haryana: "north",
  "Himachal Pradesh": "north",
  "Jammu and Kashmir": "north",
  Jharkhand: "bihar",
  Karnataka: "south",
  Kerala: "south",
  Ladakh: "north",
  Lakshadweep: "south",
  "Madhya Pradesh": "central",
  Maharashtra: "west",
  Manipur: "northeast",
  Meghalaya: "northeast",
  Mizoram: "northeast",
  Nagaland: "northeast",
  Odisha: "east",
  Puducherry: "south",
  Punjab: "north",
  Rajasthan: "north",
  Sikkim: "northeast",
  "Tamil Nadu": "south",
  Telangana: "south",
  Tripura: "northeast",
  "Uttar Pradesh": "north",
  Uttarakhand: "north",
  "West Bengal": "east",
};

export interface RegionWords {
  surnames: readonly string[];
  givenNames: readonly string[];
  /** Blessings and local names that open a shop's name ("Shree Balaji …"). */
  patrons: readonly string[];
}

export const REGION_WORDS: Readonly<Record<Region, RegionWords>> = {
  north: {
    surnames: list(
      "Sharma, Gupta, Agarwal, Verma, Singh, Yadav, Chauhan, Jain, Bansal, Goel, Mittal, " +
        "Garg, Saini, Tyagi, Rastogi, Srivastava, Mishra, Pandey, Tiwari, Malhotra, Khanna, " +
        "Arora, Sethi, Bhatia, Chaudhary, Rawat, Negi, Thakur, Kapoor, Sood, Khan, Ansari, " +
        "Qureshi, Dhillon, Gill, Sandhu",
    ),
    givenNames: list(
      "Rakesh, Suresh, Ramesh, Anil, Sunil, Vijay, Sanjay, Rajesh, Amit, Manoj, Deepak, " +
        "Pankaj, Vinod, Naveen, Rohit, Ashok, Mukesh, Sandeep, Neha, Pooja, Sunita, Kavita, " +
        "Gurpreet, Harpreet, Mohit, Vikas, Ajay, Imran, Salim, Rekha",
    ),
    patrons: list(
      "Shree Balaji, Shri Ram, Jai Mata Di, Shiv Shakti, Bajrang, Shree Shyam, " +
        "Radhe Krishna, Maa Vaishno, Guru Kripa, Om Sai, Jai Hanuman, Shree Ganesh",
    ),
  },
  central: {
    surnames: list(
      "Sharma, Jain, Agrawal, Tiwari, Dubey, Shukla, Patel, Sahu, Chouhan, Rajput, Soni, " +
        "Verma, Patidar, Maheshwari, Gupta, Kushwaha, Yadav, Dwivedi, Choubey, Sen, Khan, " +
        "Thakur",
    ),
    givenNames: list(
      "Rajendra, Dinesh, Mahendra, Santosh, Ravi, Prakash, Anand, Sachin, Arvind, Hemant, " +
        "Yogesh, Alok, Shweta, Nidhi, Archana, Manish, Rahul, Vivek",
    ),
    patrons: list(
      "Shree Mahakal, Maa Narmada, Shri Ram, Jai Ambe, Shree Balaji, Maa Sharda, " +
        "Shree Ganesh, Jai Bhole, Om Sai, Maa Bamleshwari",
    ),
  },
  bihar: {
    surnames: list(
      "Kumar, Singh, Prasad, Sinha, Jha, Mishra, Yadav, Gupta, Choudhary, Mahto, Sahu, " +
        "Pandey, Thakur, Rai, Ansari, Munda, Oraon, Keshri",
    ),
    givenNames: list(
      "Santosh, Manish, Ranjan, Abhishek, Pramod, Arvind, Dilip, Sushil, Binod, Kundan, " +
        "Rakesh, Anjali, Nisha, Suman, Shashi, Alok, Vikash, Raju",
    ),
    patrons: list(
      "Maa Durga, Jai Bajrang, Shree Ram Janaki, Baba Baidyanath, Maa Tara, Shiv Shakti, " +
        "Maa Kali, Shree Hari",
    ),
  },
  east: {
    surnames: list(
      "Das, Ghosh, Banerjee, Mukherjee, Roy, Saha, Mondal, Paul, Dutta, Bose, Sen, Sahoo, " +
        "Mohanty, Patnaik, Behera, Nayak, Pradhan, Dey, Mallick, Sk",
    ),
    givenNames: list(
      "Subrata, Sourav, Debasish, Partha, Tapas, Sanjib, Prasanta, Biswajit, Arup, Rina, " +
        "Mousumi, Sumita, Bikash, Sasmita, Manas, Pradeep, Ranjit, Sudipta",
    ),
    patrons: list(
      "Maa Tara, Maa Kali, Jagannath, Maa Durga, Loknath, Maa Tarini, Maa Mangala, " +
        "Radha Govinda, Maa Santoshi, Annapurna",
    ),
  },
  northeast: {
    surnames: list(
      "Das, Bora, Baruah, Gogoi, Saikia, Kalita, Deka, Choudhury, Singha, Debnath, Sangma, " +
        "Lyngdoh, Chakma, Tamang, Gurung, Bhutia, Debbarma, Laishram",
    ),
    givenNames: list(
      "Bikash, Dipankar, Pranjal, Hemanta, Rupam, Nayan, Manash, Anupam, Kangkana, Bhaswati, " +
        "Jyoti, Pemba, Tenzing, Sanjoy, Lalit, Rita, Ibomcha, Wanda",
    ),
    patrons: list(
      "Maa Kamakhya, Brahmaputra, Lohit, Himalayan, Kanchenjunga, Barak Valley, Blue Hills, " +
        "Orchid, Sunrise Valley, Purbanchal",
    ),
  },
  west: {
    surnames: list(
      "Patel, Shah, Mehta, Desai, Joshi, Parekh, Thakkar, Panchal, Trivedi, Patil, Pawar, " +
        "Jadhav, Kulkarni, Deshmukh, Shinde, More, Gaikwad, Naik, Sawant, Kamat, Fernandes, " +
        "Shaikh, Bohra",
    ),
    givenNames: list(
      "Jignesh, Hitesh, Bharat, Ketan, Nilesh, Mahesh, Paresh, Dinesh, Sachin, Ganesh, " +
        "Prashant, Sagar, Swati, Snehal, Hetal, Bhavna, Prakash, Savio",
    ),
    patrons: list(
      "Jai Ambe, Jai Bhavani, Shree Swami Samarth, Vitthal, Shree Datta, Jay Khodiyar, " +
        "Shreeji, Jalaram, Sai Kripa, Mangalmurti",
    ),
  },
  south: {
    surnames: list(
      "Reddy, Naidu, Rao, Nair, Menon, Pillai, Iyer, Gowda, Shetty, Hegde, Murthy, Krishnan, " +
        "Subramanian, Raju, Chetty, Kumar, Varghese, Thomas, Joseph, Basha, Koya",
    ),
    givenNames: list(
      "Srinivas, Venkatesh, Ramesh, Suresh, Prasad, Krishna, Murali, Ravi, Senthil, Karthik, " +
        "Arun, Manjunath, Raghu, Lakshmi, Divya, Kavya, Biju, Saravanan, Ganesan, Anitha, " +
        "Shaji, Riyas",
    ),
    patrons: list(
      "Sri Venkateswara, Sri Lakshmi, Sri Sai, Murugan, Ayyappa, Sri Durga, Sri Balaji, " +
        "Annapoorna, Sri Raghavendra, Sri Manjunatha, Sri Vinayaka, Kaveri",
    ),
  },
};

/** What the shop's board says after the name. */
export const SHOP_KINDS = list(
  "Paints, Paints & Hardware, Hardware & Paints, Colour House, Paint House, " +
    "Paint Centre, Colour Centre, Traders, Enterprises, Hardware Store, Paint Mart, " +
    "Colour World, Paints & Sanitary, Building Materials, Paint Depot, Agencies, Stores",
);

/** Hopeful words that open a name on their own ("Royal Paint House"). */
export const ADJECTIVES = list(
  "New, Royal, National, Modern, Rainbow, Super, City, Star, Bharat, Hind, Sunrise, " +
    "Galaxy, Prince, Friends, Everest, Diamond, Lucky, Shubh, Navrang, Saptrang",
);

export const FAMILY_FIRMS = list("& Sons, Brothers, & Co.");

export const STREETS = list(
  "Main Road, Station Road, Sadar Bazar, Gandhi Road, Nehru Road, MG Road, " +
    "Old Bus Stand Road, Hospital Road, College Road, Court Road, Ring Road, Market Road, " +
    "Subhash Chowk, Tilak Marg, Ambedkar Chowk, Civil Lines, GT Road, Bypass Road, " +
    "Railway Road, Temple Street, Bazaar Street, Industrial Area, Transport Nagar",
);

export const LANDMARKS = list(
  "Bus Stand, Railway Station, Post Office, Tehsil Office, Government Hospital, " +
    "Clock Tower, Petrol Pump, Water Tank, Police Station, Degree College, Sabzi Mandi",
);
