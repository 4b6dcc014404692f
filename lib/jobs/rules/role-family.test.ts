import { describe, expect, it } from "vitest";
import {
  FAMILY_RULES,
  ROLE_FAMILIES,
  SENIORITIES,
  SENIORITY_RULES,
  classifyFamily,
  classifyJob,
  classifySeniority,
  type RoleFamily,
  type Seniority,
} from "./role-family";

// Real-looking titles as employers write them: [title, family, seniority].
const TITLES: [string, RoleFamily, Seniority][] = [
  // The traps the issue names.
  ["Payroll Accountant", "not-hr", "mid"],
  ["HR Payroll Specialist", "payroll", "mid"],
  ["Head of People", "hr-leadership", "head"],
  ["People Analytics Lead", "people-analytics", "lead"],
  ["Talent Acquisition Partner", "talent-acquisition", "mid"],
  ["Talent Management Specialist", "learning-development", "mid"],
  // HR business partners.
  ["HR Business Partner", "hr-business-partner", "mid"],
  ["Senior HR Business Partner (EMEA)", "hr-business-partner", "senior"],
  ["Sr. HRBP - Engineering", "hr-business-partner", "senior"],
  ["People Partner", "hr-business-partner", "mid"],
  ["Lead People Business Partner", "hr-business-partner", "lead"],
  ["Junior HR Business Partner", "hr-business-partner", "entry"],
  // Talent acquisition.
  ["Senior Technical Recruiter", "talent-acquisition", "senior"],
  ["Recruiting Coordinator", "talent-acquisition", "entry"],
  ["Talent Acquisition Manager", "talent-acquisition", "lead"],
  ["Head of Talent Acquisition", "talent-acquisition", "head"],
  ["Director, Recruitment", "talent-acquisition", "head"],
  ["Sourcer (Contract)", "talent-acquisition", "mid"],
  ["Graduate Recruitment Consultant", "talent-acquisition", "entry"],
  ["Employer Branding Specialist", "talent-acquisition", "mid"],
  ["VP of Talent Acquisition", "talent-acquisition", "executive"],
  ["Recruiter I", "talent-acquisition", "entry"],
  // Compensation and benefits.
  ["Compensation Analyst", "compensation-benefits", "mid"],
  ["Compensation Analyst III", "compensation-benefits", "senior"],
  ["Total Rewards Manager", "compensation-benefits", "lead"],
  ["Benefits Coordinator", "compensation-benefits", "entry"],
  ["Reward Business Partner", "compensation-benefits", "mid"],
  ["Director of Compensation & Benefits", "compensation-benefits", "head"],
  ["Pensions Administrator", "compensation-benefits", "entry"],
  // HR operations and HRIS.
  ["HRIS Analyst", "hr-operations", "mid"],
  ["People Operations Manager", "hr-operations", "lead"],
  ["Workday HCM Consultant", "hr-operations", "mid"],
  ["HR Operations Specialist", "hr-operations", "mid"],
  ["HR Administrator", "hr-operations", "entry"],
  ["Senior HR Systems Analyst", "hr-operations", "senior"],
  ["HR Shared Services Team Leader", "hr-operations", "lead"],
  // Learning and development.
  ["Learning & Development Manager", "learning-development", "lead"],
  ["Instructional Designer", "learning-development", "mid"],
  ["L&D Coordinator", "learning-development", "entry"],
  ["Head of Learning", "learning-development", "head"],
  ["Leadership Development Consultant", "learning-development", "mid"],
  ["Training Specialist", "learning-development", "mid"],
  ["Organisational Development Lead", "learning-development", "lead"],
  // People analytics.
  ["HR Data Analyst", "people-analytics", "mid"],
  ["Senior People Data Scientist", "people-analytics", "senior"],
  ["Workforce Planning Manager", "people-analytics", "lead"],
  ["Workforce Analytics Intern", "people-analytics", "entry"],
  // Employee relations.
  ["Employee Relations Advisor", "employee-relations", "mid"],
  ["Labor Relations Manager", "employee-relations", "lead"],
  ["Senior ER Specialist", "employee-relations", "senior"],
  ["Workplace Investigator", "employee-relations", "mid"],
  // DEI.
  ["DEI Program Manager", "dei", "lead"],
  ["Head of Diversity & Inclusion", "dei", "head"],
  ["Inclusion Specialist", "dei", "mid"],
  ["Chief Diversity Officer", "dei", "executive"],
  // Payroll.
  ["Payroll Administrator", "payroll", "entry"],
  ["Head of Payroll", "payroll", "head"],
  ["Senior Payroll Specialist", "payroll", "senior"],
  ["Payroll Manager (UK & Ireland)", "payroll", "lead"],
  // Generalists.
  ["HR Generalist", "hr-generalist", "mid"],
  ["HR Manager", "hr-generalist", "lead"],
  ["Human Resources Assistant", "hr-generalist", "entry"],
  ["HR Advisor", "hr-generalist", "mid"],
  ["Senior HR Officer", "hr-generalist", "senior"],
  ["HR Intern", "hr-generalist", "entry"],
  ["Assistant HR Manager", "hr-generalist", "entry"],
  // Leadership.
  ["Chief People Officer", "hr-leadership", "executive"],
  ["CHRO", "hr-leadership", "executive"],
  ["HR Director", "hr-leadership", "head"],
  ["VP, Human Resources", "hr-leadership", "executive"],
  ["Director of People & Culture", "hr-leadership", "head"],
  // Other HR.
  ["Global Mobility Specialist", "other-hr", "mid"],
  ["HR Project Manager", "other-hr", "lead"],
  ["Employee Experience Lead", "other-hr", "lead"],
  ["HR Compliance Officer", "other-hr", "mid"],
  // Not HR.
  ["Software Engineer", "not-hr", "mid"],
  ["Account Manager", "not-hr", "lead"],
  ["Machine Learning Engineer", "not-hr", "mid"],
  ["Chief Financial Officer", "not-hr", "executive"],
  ["Procurement Strategic Sourcing Manager", "not-hr", "lead"],
  ["Accounts Payable and Payroll Clerk", "not-hr", "entry"],
  ["Registered Nurse", "not-hr", "mid"],
];

describe("role family and seniority classifier", () => {
  it("has at least 60 titles covering every family and level", () => {
    expect(TITLES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TITLES.map(([, family]) => family))).toEqual(new Set(ROLE_FAMILIES));
    expect(new Set(TITLES.map(([, , level]) => level))).toEqual(new Set(SENIORITIES));
  });

  it.each(TITLES)("%s → %s, %s", (title, family, seniority) => {
    expect(classifyJob({ title })).toEqual({ family, seniority });
  });

  it("classifies each row's own examples into that row", () => {
    for (const row of FAMILY_RULES)
      for (const example of row.examples)
        expect([example, classifyFamily(example)]).toEqual([example, row.value]);
    for (const row of SENIORITY_RULES)
      for (const example of row.examples)
        expect([example, classifySeniority(example)]).toEqual([example, row.value]);
  });

  it("reads the level from the description only when the title names none", () => {
    expect(classifySeniority("Recruiter", "An entry-level role on our graduate scheme.")).toBe("entry");
    expect(classifySeniority("HR Business Partner", "You bring 8+ years of HR experience.")).toBe("senior");
    expect(classifySeniority("HR Manager", "An entry-level team.")).toBe("lead");
  });

  it("an empty title is not HR, at mid level", () => {
    expect(classifyJob({})).toEqual({ family: "not-hr", seniority: "mid" });
  });
});
