import { describe, expect, it } from "vitest";
import { renderMail } from "./render";

const SITE = { name: "HR Pulse", url: "https://hr.example.org", postalAddress: "1 Main Street, Springfield" };

describe("renderMail", () => {
  it("makes an HTML part and a text part with the site name and the footer", async () => {
    const mail = await renderMail(SITE, "digest", {
      posts: [
        { title: "Pay <transparency>", subTitle: "What changes", url: "https://hr.example.org/blog/1" },
      ],
      unsubscribeUrl: "https://hr.example.org/newsletter/unsubscribe?token=T",
    });
    expect(mail.subject).toBe("HR Pulse digest: 1 new post");
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain("Pay &lt;transparency&gt;");
    expect(mail.html).not.toContain("<transparency>");
    expect(mail.html).toContain("https://hr.example.org/newsletter/unsubscribe?token=T");
    expect(mail.html).toContain("1 Main Street, Springfield");
    expect(mail.text).toContain("HR Pulse");
    expect(mail.text).toContain("* Pay <transparency>\n  What changes\n  https://hr.example.org/blog/1");
    expect(mail.text).toContain("Unsubscribe: https://hr.example.org/newsletter/unsubscribe?token=T");
    expect(mail.text).toContain("1 Main Street, Springfield");
  });

  it("gives the confirmation mail its button and no unsubscribe link", async () => {
    const mail = await renderMail({ name: "HR Pulse", url: "https://hr.example.org" }, "confirmation", {
      confirmUrl: "https://hr.example.org/newsletter/confirm?token=abc",
    });
    expect(mail.subject).toBe("Confirm your subscription to HR Pulse");
    expect(mail.html).toContain('href="https://hr.example.org/newsletter/confirm?token=abc"');
    expect(mail.html).toContain("Confirm subscription");
    expect(mail.text).toContain("https://hr.example.org/newsletter/confirm?token=abc");
    expect(mail.text).not.toContain("Unsubscribe");
  });
});
