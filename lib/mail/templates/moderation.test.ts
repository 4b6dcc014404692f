import { describe, expect, it } from "vitest";
import { renderMail } from "../render";

const SITE = { name: "HR Pulse", url: "https://hr.example.org" };

describe("moderation mails", () => {
  it("the approval names the item and links its public page", async () => {
    const mail = await renderMail(SITE, "moderationApproved", {
      kind: "job",
      title: "Payroll <lead> at Acme",
      url: "https://hr.example.org/jobs/abc",
    });
    expect(mail.subject).toBe("Your job posting is live on HR Pulse");
    expect(mail.html).toContain('href="https://hr.example.org/jobs/abc"');
    expect(mail.html).toContain("Payroll &lt;lead&gt; at Acme");
    expect(mail.html).not.toContain("<lead>");
    expect(mail.text).toContain("https://hr.example.org/jobs/abc");
    expect(mail.text).not.toContain("Unsubscribe");
  });

  it("the rejection carries the reason, escaped in HTML", async () => {
    const mail = await renderMail(SITE, "moderationRejected", {
      kind: "comment",
      title: "Great post",
      reason: 'Not relevant to HR <script>alert("x")</script>',
    });
    expect(mail.subject).toBe("Your comment was not published on HR Pulse");
    expect(mail.html).toContain("Not relevant to HR &lt;script&gt;");
    expect(mail.html).not.toContain("<script>alert");
    expect(mail.text).toContain('Reason: Not relevant to HR <script>alert("x")</script>');
  });
});
