// Dates in the back-office tables: en-GB (SPEC section 9).
export function formatAdminDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString("en-GB");
}
