import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { domainBoundaries } from "./domain-boundaries.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const inLib = (file: string) => path.join(process.cwd(), "lib", file);

tester.run("domain-boundaries", domainBoundaries.rules["domain-boundaries"], {
  valid: [
    { filename: inLib("events/events.ts"), code: 'import { a } from "@/lib/events/event-mails";' },
    { filename: inLib("events/events.ts"), code: 'import { a } from "./event-mails";' },
    { filename: inLib("events/events.ts"), code: 'import { a } from "@/lib/jobs/job-listing";' },
    { filename: inLib("events/events.ts"), code: 'import { a } from "@/lib/jobs/index";' },
    { filename: inLib("events/events.ts"), code: 'import { a } from "@/lib/db";' },
    { filename: inLib("events/events.ts"), code: 'import { a } from "zod";' },
    { filename: path.join(process.cwd(), "app/page.tsx"), code: 'import { a } from "@/lib/jobs/job-edits";' },
  ],
  invalid: [
    {
      filename: inLib("events/events.ts"),
      code: 'import { a } from "@/lib/jobs/job-edits";',
      errors: [{ message: /lib\/events reaches into lib\/jobs\/job-edits/ }],
    },
    {
      filename: inLib("events/events.ts"),
      code: 'export { a } from "../posts/blog-admin";',
      errors: [{ message: /lib\/events reaches into lib\/posts\/blog-admin/ }],
    },
    {
      filename: inLib("comments/comments.ts"),
      code: 'const m = import("@/lib/moderation/moderation-inbox");',
      errors: [{ message: /reaches into lib\/moderation\/moderation-inbox/ }],
    },
  ],
});
