// Success responses in the spec's `{ success: true, ... }` shape.
export function ok(message: string, data: Record<string, unknown> = {}, init: ResponseInit = {}): Response {
  return Response.json({ success: true, message, ...data }, init);
}

export function okData(data: Record<string, unknown>, init: ResponseInit = {}): Response {
  return Response.json({ success: true, ...data }, init);
}
