// Known crawlers, link previewers and scripted clients: their requests are not counted as views or clicks.
const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skypeuripreview|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python-requests|httpclient|okhttp|go-http-client|node-fetch|axios|undici|java\//i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || !userAgent.trim() || BOT_PATTERN.test(userAgent);
}
