import { describe, expect, it } from "vitest";
import {
  FeedUrlError,
  PRIVATE_HOST_MESSAGE,
  assertFeedUrlAllowed,
  isNonPublicAddress,
} from "@/lib/net/address-guard";

describe("isNonPublicAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.255.0.9", true],
    ["10.1.2.3", true],
    ["172.16.0.1", true],
    ["172.31.255.255", true],
    ["192.168.1.10", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["255.255.255.255", true],
    ["::", true],
    ["::1", true],
    ["fd12:3456::1", true],
    ["fc00::1", true],
    ["fe80::1", true],
    ["fe80::1%eth0", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:7f00:1", true],
    ["::ffff:10.0.0.1", true],
    ["64:ff9b::a9fe:a9fe", true],
    ["not-an-ip", true],
    ["8.8.8.8", false],
    ["93.184.216.34", false],
    ["172.32.0.1", false],
    ["::ffff:8.8.8.8", false],
    ["2606:4700:4700::1111", false],
  ])("%s → %s", (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });
});

describe("assertFeedUrlAllowed", () => {
  const publicDns = async () => ["93.184.216.34"];
  const privateDns = async () => ["93.184.216.34", "10.0.0.5"];
  const failingDns = async (): Promise<string[]> => {
    throw new Error("ENOTFOUND");
  };

  it.each([
    "ftp://example.com/feed",
    "javascript:alert(1)",
    "file:///etc/passwd",
    "not a url",
    "",
    "http://user:pw@example.com/feed",
  ])("refuses %j whatever the override", async (raw) => {
    await expect(
      assertFeedUrlAllowed(raw, { allowPrivate: true, resolve: publicDns }),
    ).rejects.toBeInstanceOf(FeedUrlError);
  });

  it.each([
    "http://127.0.0.1:8080/rss",
    "http://localhost/rss",
    "http://app.localhost/rss",
    "http://[::1]/rss",
    "http://[::ffff:127.0.0.1]/rss",
    "http://10.0.0.1/rss",
    "http://169.254.169.254/latest/meta-data",
    "http://0.0.0.0/rss",
  ])("refuses the private address %s when the override is off", async (raw) => {
    await expect(assertFeedUrlAllowed(raw, { allowPrivate: false, resolve: publicDns })).rejects.toThrow(
      PRIVATE_HOST_MESSAGE,
    );
  });

  it("refuses a host name that resolves to any private address", async () => {
    await expect(
      assertFeedUrlAllowed("https://sneaky.example.com/rss", { allowPrivate: false, resolve: privateDns }),
    ).rejects.toThrow(PRIVATE_HOST_MESSAGE);
  });

  it("refuses a host name that does not resolve", async () => {
    await expect(
      assertFeedUrlAllowed("https://nowhere.example.com/rss", { allowPrivate: false, resolve: failingDns }),
    ).rejects.toThrow(/could not be found/);
  });

  it("accepts a public host, and private ones only with the override", async () => {
    const url = await assertFeedUrlAllowed("https://news.example.com/rss", {
      allowPrivate: false,
      resolve: publicDns,
    });
    expect(url.href).toBe("https://news.example.com/rss");
    const local = await assertFeedUrlAllowed("http://127.0.0.1:8080/rss", {
      allowPrivate: true,
      resolve: failingDns,
    });
    expect(local.hostname).toBe("127.0.0.1");
  });
});
