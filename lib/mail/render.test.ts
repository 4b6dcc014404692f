import { describe, expect, it } from "vitest";
import { formatCredits } from "@/lib/offers/offer-text";
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

  it("lists the digest's upcoming events after the posts, with their credits, escaped", async () => {
    const mail = await renderMail(SITE, "digest", {
      posts: [{ title: "Pay news", subTitle: "What changes", url: "https://hr.example.org/blog/1" }],
      events: [
        {
          title: "Audit <script>alert(1)</script> & more",
          url: "https://hr.example.org/events/e1?a=1&b=2",
          when: "15/01/2027, 10:00 – 11:30 GMT",
          where: "Leeds & online",
          credits: formatCredits([
            { body: "SHRM", amount: 1.5 },
            { body: "HRCI", amount: 1.5 },
            { body: "CIPD", amount: 1.5 },
          ]),
        },
      ],
      unsubscribeUrl: "https://hr.example.org/newsletter/unsubscribe?token=T",
    });
    expect(mail.subject).toBe("HR Pulse digest: 1 new post");
    expect(mail.html).toContain("Upcoming events");
    expect(mail.html).toContain("Audit &lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(mail.html).not.toContain("<script>alert(1)");
    expect(mail.html).toContain('href="https://hr.example.org/events/e1?a=1&amp;b=2"');
    expect(mail.html).toContain("Leeds &amp; online");
    expect(mail.html).toContain("CPD: SHRM 1.5 PDCs, HRCI 1.5 credits, CIPD 1.5 hours");
    expect(mail.html.indexOf("Pay news")).toBeLessThan(mail.html.indexOf("Upcoming events"));
    expect(mail.text).toContain(
      [
        "Upcoming events",
        "",
        "* Audit <script>alert(1)</script> & more",
        "  15/01/2027, 10:00 – 11:30 GMT",
        "  Leeds & online",
        "  CPD: SHRM 1.5 PDCs, HRCI 1.5 credits, CIPD 1.5 hours",
        "  https://hr.example.org/events/e1?a=1&b=2",
      ].join("\n"),
    );
  });

  it("leaves the events section out of a digest without upcoming events", async () => {
    const mail = await renderMail(SITE, "digest", {
      posts: [{ title: "Pay news", subTitle: "", url: "https://hr.example.org/blog/1" }],
      events: [],
      unsubscribeUrl: "https://hr.example.org/newsletter/unsubscribe?token=T",
    });
    expect(mail.html).not.toContain("Upcoming events");
    expect(mail.text).not.toContain("Upcoming events");
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
