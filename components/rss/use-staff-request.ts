"use client";
// Sends one back-office POST, toasts the server's answer and signs out on a 401.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api-client";
import { clearSession } from "@/lib/auth/client-session";
import { toast } from "@/lib/toast";

export function useStaffRequest() {
  const router = useRouter();
  return useCallback(
    async (path: string, body: unknown, fallbackMessage: string): Promise<boolean> => {
      try {
        const result = await apiRequest(path, { method: "POST", body, fallbackMessage });
        toast.success(result.message ?? "Done");
        return true;
      } catch (error) {
        toast.error(errorMessage(error, fallbackMessage));
        if (error instanceof ApiClientError && error.status === 401) {
          clearSession();
          router.replace("/profile");
        }
        return false;
      }
    },
    [router],
  );
}
