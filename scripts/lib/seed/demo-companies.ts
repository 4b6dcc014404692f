// The demo employers: six verified company pages (checked by staff), each with open jobs in
// demo-listings.ts, keyed by slug.
import { Company } from "../../../models/Company";
import { daysAgo, upsertByKey } from "./upsert";

type DemoCompany = {
  _id: string;
  name: string;
  website: string;
  about: string;
  size: string;
  industry: string;
  locations: string[];
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    _id: "northwind-logistics",
    name: "Northwind Logistics",
    website: "https://northwind-logistics.example.com",
    about:
      "Northwind moves groceries and parcels for retailers across the north of England from 14 depots. Most of our 2,600 people work shifts, and many of our managers started as drivers or warehouse colleagues.",
    size: "1001-5000",
    industry: "Logistics",
    locations: ["Leeds", "Doncaster", "Manchester"],
  },
  {
    _id: "contoso-health",
    name: "Contoso Health",
    website: "https://contoso-health.example.com",
    about:
      "Contoso Health runs community clinics and home-care services in the Netherlands, Germany and Ireland. Our people team supports 4,000 nurses, carers and clinic staff.",
    size: "1001-5000",
    industry: "Healthcare",
    locations: ["Utrecht", "Düsseldorf", "Dublin"],
  },
  {
    _id: "fabrikam-retail",
    name: "Fabrikam Retail",
    website: "https://fabrikam-retail.example.com",
    about:
      "Fabrikam runs 120 home-and-garden stores in the UK. We hire thousands of seasonal colleagues each spring and promote most store managers from within.",
    size: "5001-10000",
    industry: "Retail",
    locations: ["Birmingham", "Bristol", "Nottingham"],
  },
  {
    _id: "tailspin-software",
    name: "Tailspin Software",
    website: "https://tailspin-software.example.com",
    about:
      "Tailspin builds scheduling software for airlines and airports. We are 300 people in New York and Austin, growing steadily and publishing salary ranges for every role.",
    size: "201-500",
    industry: "Software",
    locations: ["New York", "Austin"],
  },
  {
    _id: "woodgrove-bank",
    name: "Woodgrove Bank",
    website: "https://woodgrove-bank.example.com",
    about:
      "Woodgrove is a UK savings and mortgage bank with offices in London and Edinburgh. We were among the first banks to publish our ethnicity pay gap alongside the gender pay gap.",
    size: "1001-5000",
    industry: "Financial services",
    locations: ["London", "Edinburgh"],
  },
  {
    _id: "adventure-works",
    name: "Adventure Works",
    website: "https://adventure-works.example.com",
    about:
      "Adventure Works designs and sells outdoor equipment from Denver, with a remote-first head office and two distribution centres in Colorado and Utah.",
    size: "501-1000",
    industry: "Consumer goods",
    locations: ["Denver", "Salt Lake City"],
  },
];

export function demoCompany(slug: string): DemoCompany {
  const company = DEMO_COMPANIES.find((candidate) => candidate._id === slug);
  if (!company) throw new Error(`No demo company ${slug}`);
  return company;
}

export async function seedDemoCompanies(): Promise<number> {
  const records = DEMO_COMPANIES.map((company, n) => {
    const host = new URL(company.website).hostname;
    const createdAt = daysAgo(120 - n * 7);
    return {
      key: { _id: company._id },
      doc: {
        ...company,
        domain: host,
        host,
        verified: true,
        verifiedAt: createdAt,
        verifiedBy: "staff",
        owners: [],
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  return upsertByKey(Company, records);
}
