import type { Rule } from "eslint";

export const PUBLIC_FACES: Record<string, string[]>;
export const domainBoundaries: { rules: { "domain-boundaries": Rule.RuleModule } };
