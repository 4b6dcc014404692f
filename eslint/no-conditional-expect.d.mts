import type { Rule } from "eslint";

export const testRules: { rules: { "no-conditional-expect": Rule.RuleModule } };
