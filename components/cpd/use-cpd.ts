"use client";
// The member's CPD record in the browser (SWR on /api/members/me/cpd): the page and its forms share it.
import useSWR from "swr";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { CpdRecord } from "@/lib/cpd/cpd";

export const CPD_KEY = "/api/members/me/cpd";

export function useCpdRecord(enabled: boolean) {
  return useSWR(enabled ? CPD_KEY : null, (path: string) => apiRequest<ApiSuccess<CpdRecord>>(path));
}
