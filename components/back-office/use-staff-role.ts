"use client";
// The signed-in role for `/api/{role}/...` paths, from the back-office session.
import { useSession } from "@/components/back-office/use-session";
import type { Role } from "@/lib/constants";

export function useStaffRole(): Role | null {
  return useSession().role;
}
